"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { returnFocusTo } from "@/components/ui/return-focus";
import type { ApiKey } from "@/contract/api-keys";
import { useRevokeApiKeyMutation, useRevokeConsoleKeyMutation } from "@/lib/queries/api-keys";
import { keyActionsId } from "./api-keys-table";
import { ConsoleKeyNotice } from "./console-key-notice";
import { maskedKey } from "./key-list";

/** Confirms a revocation, naming the key; the console's own key gets its own warning. */
export function RevokeApiKeyDialog({
  apiKey,
  consoleKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey;
  consoleKey: { embedded: boolean } | null;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}) {
  const keyMutation = useRevokeApiKeyMutation();
  const consoleMutation = useRevokeConsoleKeyMutation();
  const mutation = consoleKey ? consoleMutation : keyMutation;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={returnFocusTo(keyActionsId(apiKey))}
        title={`Revoke “${apiKey.label}”?`}
        description={
          <>
            <code className="font-mono text-xs">{maskedKey(apiKey)}</code> is refused (401) from the
            moment you revoke it. This cannot be undone.
          </>
        }
      >
        <div className="space-y-4">
          {consoleKey ? <ConsoleKeyNotice action="revoke" embedded={consoleKey.embedded} /> : null}
          {mutation.error ? <ApiErrorState error={mutation.error} /> : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={mutation.isPending}
              onClick={async () => {
                try {
                  onRevoked(
                    consoleKey
                      ? await consoleMutation.mutateAsync()
                      : await keyMutation.mutateAsync(apiKey.id),
                  );
                } catch {
                  // The error is shown above.
                }
              }}
            >
              {mutation.isPending ? "Revoking…" : "Revoke key"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
