"use client";

import { type ReactNode, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

export type ShowOnceSecretDialogProps = {
  /** "key" or "secret": the word every sentence of the dialog uses for the value. */
  noun: string;
  title: string;
  description: string;
  label: ReactNode;
  value: string;
  /** What the line under the value says until something is copied. */
  hint: string;
  /** Shown between the value and the confirmation, e.g. what a rotation changed. */
  notice?: ReactNode;
  testId: string;
  className?: string;
  /** Dims Done until the person confirms (it still asks rather than closing). */
  dimDoneUntilConfirmed?: boolean;
  onClose: () => void;
};

/**
 * Shows a secret value the only time it is ever shown. The dialog closes only after the person
 * confirms they copied it; Escape, the overlay, the close button and Done ask first. The value
 * lives in the parent's state alone and is dropped when the dialog closes.
 */
export function ShowOnceSecretDialog(props: ShowOnceSecretDialogProps) {
  const { noun, value, onClose } = props;
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
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      // Without clipboard access, select the value so the person can copy it themselves.
      valueRef.current?.select();
      setCopied("failed");
    }
  }

  const dimDone = props.dimDoneUntilConfirmed && !confirmed;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) tryClose();
      }}
    >
      <DialogContent
        title={props.title}
        description={props.description}
        className={props.className}
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={ids.value} className="block text-sm font-medium text-zinc-800">
              {props.label}
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
                data-testid={props.testId}
              />
              <Button variant="secondary" onClick={copy}>
                {copied === "yes" ? "Copied" : "Copy"}
              </Button>
            </div>
            <p className="text-xs text-zinc-500" aria-live="polite">
              {copied === "yes"
                ? "Copied to the clipboard."
                : copied === "failed"
                  ? `The browser did not allow copying; the ${noun} is selected, so copy it yourself.`
                  : props.hint}
            </p>
          </div>

          {props.notice}

          {closeAttempted && !confirmed ? (
            <Alert tone="warning" title={`The ${noun} will never be shown again`}>
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
            <span>I have copied the {noun} and stored it safely.</span>
          </label>

          <div className="flex justify-end">
            <Button
              onClick={tryClose}
              aria-disabled={dimDone ? "true" : undefined}
              className={dimDone ? "opacity-70" : undefined}
            >
              Done
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
