"use client";

import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { ApiKey } from "@/contract/api-keys";
import { formatDateTime } from "@/lib/format";
import { scopeSummary } from "./key-list";

export type RevealedKey = {
  apiKey: ApiKey;
  value: string;
  /** For a roll: when the key it replaces stops working (null: at once). */
  replaces?: { stopsAt: string | null };
};

/**
 * Shows a new key's value, the only time it is ever shown. The dialog closes only after the
 * person confirms they copied it; Escape, the overlay and the close button ask first. The
 * value lives in the parent's state alone and is dropped when the dialog closes.
 */
export function SecretRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedKey | null;
  onClose: () => void;
}) {
  if (!revealed) return null;
  return <RevealDialog key={revealed.apiKey.id} revealed={revealed} onClose={onClose} />;
}

function RevealDialog({ revealed, onClose }: { revealed: RevealedKey; onClose: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const [closeAttempted, setCloseAttempted] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const ids = { value: useId(), confirm: useId(), warning: useId() };
  const { apiKey, value, replaces } = revealed;

  /** Escape, the overlay, the close button and Done all come here. */
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
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      // Without clipboard access, select the value so the person can copy it themselves.
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
        title={replaces ? "Copy the replacement key" : "Copy your new API key"}
        description="This is the only time the key's value is shown. Store it somewhere safe, such as a secrets manager; it cannot be shown again."
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={ids.value} className="block text-sm font-medium text-zinc-800">
              {apiKey.label}
            </label>
            <div className="flex gap-2">
              <input
                id={ids.value}
                ref={valueRef}
                readOnly
                value={value}
                spellCheck={false}
                autoComplete="off"
                onFocus={(e) => e.currentTarget.select()}
                className="block h-9 w-full min-w-0 rounded-md border-0 bg-zinc-50 px-3 font-mono text-sm text-zinc-900 ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
                data-testid="revealed-key"
              />
              <Button variant="secondary" onClick={copy}>
                {copied === "yes" ? "Copied" : "Copy"}
              </Button>
            </div>
            <p className="text-xs text-zinc-500" aria-live="polite">
              {copied === "yes"
                ? "Copied to the clipboard."
                : copied === "failed"
                  ? "The browser did not allow copying; the value is selected, so copy it yourself."
                  : `${apiKey.environment === "live" ? "Live" : "Test"} key · ${scopeSummary(apiKey.scopes)} · ${apiKey.expires_at ? `expires ${formatDateTime(apiKey.expires_at)}` : "never expires"}`}
            </p>
          </div>

          {replaces ? (
            <Alert tone="info" title="Switch your integration to this key">
              {replaces.stopsAt
                ? `The key it replaces keeps working until ${formatDateTime(replaces.stopsAt)}.`
                : "The key it replaces has stopped working."}
            </Alert>
          ) : null}

          {closeAttempted && !confirmed ? (
            <Alert tone="warning" title="The key will never be shown again">
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
            <span>I have copied the key and stored it safely.</span>
          </label>

          <div className="flex justify-end">
            <Button onClick={tryClose}>Done</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
