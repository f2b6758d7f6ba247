"use client";

import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SIGNATURE_HEADER } from "@/contract/webhooks";

export type RevealedSecret = {
  endpointId: string;
  url: string;
  secret: string;
  reason: "registered" | "rotated";
};

/**
 * Shows an endpoint's signing secret, the only time it is ever shown. The dialog closes only
 * after the person confirms they stored it; Escape, the overlay and the close button ask
 * first. The secret lives in the parent's state alone and is dropped when the dialog closes.
 */
export function SecretRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedSecret | null;
  onClose: () => void;
}) {
  if (!revealed) return null;
  return (
    <RevealDialog
      key={`${revealed.endpointId}:${revealed.reason}`}
      revealed={revealed}
      onClose={onClose}
    />
  );
}

function RevealDialog({ revealed, onClose }: { revealed: RevealedSecret; onClose: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const [closeAttempted, setCloseAttempted] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const ids = { value: useId(), confirm: useId(), warning: useId() };

  function tryClose() {
    if (confirmed) {
      onClose();
      return;
    }
    setCloseAttempted(true);
    confirmRef.current?.focus();
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopied("yes");
    } catch {
      valueRef.current?.select();
      setCopied("failed");
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) tryClose();
      }}
    >
      <DialogContent
        title={
          revealed.reason === "registered"
            ? "Copy the signing secret"
            : "Copy the new signing secret"
        }
        description={`Receivers use it to check the ${SIGNATURE_HEADER} header of every delivery. This is the only time it is shown; it cannot be shown again.`}
        className="max-w-xl"
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={ids.value} className="block text-sm font-medium text-zinc-800">
              Signing secret for <span className="font-mono text-xs">{revealed.url}</span>
            </label>
            <div className="flex gap-2">
              <input
                id={ids.value}
                ref={valueRef}
                readOnly
                value={revealed.secret}
                spellCheck={false}
                autoComplete="off"
                onFocus={(e) => e.currentTarget.select()}
                className="block h-9 w-full min-w-0 rounded-md border-0 bg-zinc-50 px-3 font-mono text-sm text-zinc-900 ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
                data-testid="revealed-secret"
              />
              <Button variant="secondary" onClick={copy}>
                {copied === "yes" ? "Copied" : "Copy"}
              </Button>
            </div>
            <p className="text-xs text-zinc-500" aria-live="polite">
              {copied === "yes"
                ? "Copied to the clipboard."
                : copied === "failed"
                  ? "The browser did not allow copying; the secret is selected, so copy it yourself."
                  : "Keep it in your receiver's configuration or a secrets manager."}
            </p>
          </div>

          {revealed.reason === "rotated" ? (
            <Alert tone="warning" title="The old secret no longer signs deliveries">
              Deliveries from now on are signed with this secret. Update your receiver, or it will
              reject them.
            </Alert>
          ) : null}

          {closeAttempted && !confirmed ? (
            <Alert tone="warning" title="The secret will never be shown again">
              <span id={ids.warning}>
                Copy it first, then confirm below that you have stored it.
              </span>
            </Alert>
          ) : null}

          <label
            htmlFor={ids.confirm}
            className="flex items-start gap-2.5 rounded-md bg-zinc-50 p-3 text-sm text-zinc-800 ring-1 ring-zinc-200 ring-inset"
          >
            <input
              id={ids.confirm}
              ref={confirmRef}
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              aria-describedby={closeAttempted && !confirmed ? ids.warning : undefined}
              className="mt-0.5 size-4 rounded border-zinc-300 accent-indigo-600"
            />
            <span>I have copied the secret and stored it safely.</span>
          </label>

          <div className="flex justify-end">
            <Button
              onClick={tryClose}
              aria-disabled={confirmed ? undefined : "true"}
              className={confirmed ? undefined : "opacity-70"}
            >
              Done
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
