"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ApiKey } from "@/contract/api-keys";
import { useRevokeApiKeyMutation, useRevokeConsoleKeyMutation } from "@/lib/queries/api-keys";
import { keyActionsId } from "./api-keys-cells";
import { ConsoleKeyNotice } from "./console-key-notice";
import { type KeyDialogProps, maskedKey } from "./key-list";

/** Confirms a revocation, naming the key; the console's own key gets its own warning. */
export function RevokeApiKeyDialog({
  apiKey,
  consoleKey,
  onClose,
  onRevoked,
}: KeyDialogProps & { onRevoked: (key: ApiKey) => void }) {
  const keyMutation = useRevokeApiKeyMutation();
  const consoleMutation = useRevokeConsoleKeyMutation();
  return (
    <ConfirmDialog
      onClose={onClose}
      returnFocusId={keyActionsId(apiKey)}
      title={`Revoke “${apiKey.label}”?`}
      description={
        <>
          <code className="font-mono text-xs">{maskedKey(apiKey)}</code> is refused (401) from the
          moment you revoke it. This cannot be undone.
        </>
      }
      affects="Every integration that sends this key stops working at once."
      actionLabel="Revoke key"
      pendingLabel="Revoking…"
      onConfirm={async () =>
        onRevoked(
          consoleKey
            ? await consoleMutation.mutateAsync()
            : await keyMutation.mutateAsync(apiKey.id),
        )
      }
    >
      {consoleKey ? <ConsoleKeyNotice action="revoke" embedded={consoleKey.embedded} /> : null}
    </ConfirmDialog>
  );
}
