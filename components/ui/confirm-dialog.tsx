"use client";

import { AlertDialog } from "radix-ui";
import { isValidElement, type ReactNode, useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "./button";
import { returnFocusTo } from "./return-focus";

export type ConfirmDialogProps = {
  /** A question naming the thing, e.g. “Revoke “Zapier”?” */
  title: string;
  /** What happens when it is confirmed, in a sentence or two. */
  description: ReactNode;
  /** What else it affects (other records, people, integrations); shown apart, so it is read. */
  affects?: ReactNode;
  /** Anything else the reader needs before deciding (a warning, a choice). */
  children?: ReactNode;
  /** The action named on its button: “Revoke key”, never “OK” or “Confirm”. */
  actionLabel: string;
  /** The button's text while `onConfirm` runs: “Revoking…”. */
  pendingLabel: string;
  tone?: "danger" | "primary";
  /** While a choice inside makes the action pointless (the same role again), say why in it. */
  actionDisabled?: boolean;
  /**
   * Runs the action. While its promise is pending the dialog cannot be closed; when it
   * resolves the dialog closes, or, when it resolves to an element (what became of the
   * thing), shows that with a Done button; when it rejects the error is shown inside and
   * the dialog stays open.
   */
  onConfirm: () => Promise<unknown>;
  /** The element that opens it; omit for a dialog opened from state (`open`, `onOpenChange`). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * For a dialog the page renders only while it is open (opened from state): it is open, and
   * closing it calls this.
   */
  onClose?: () => void;
  /**
   * The id of the element to focus when it closes, for a dialog opened from a menu item or a
   * control that is gone by then. Without it Radix gives focus back to the trigger.
   */
  returnFocusId?: string;
  testId?: string;
};

/**
 * Confirms one consequential action (revoke, delete, remove, disable). On Radix AlertDialog:
 * focus starts on Cancel, Escape cancels, a click outside does nothing.
 */
export function ConfirmDialog({
  title,
  description,
  affects,
  children,
  actionLabel,
  pendingLabel,
  tone = "danger",
  actionDisabled = false,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  onClose,
  returnFocusId,
  testId,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<ReactNode>(null);
  const open = onClose ? true : (controlledOpen ?? ownOpen);

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) {
      setError(null);
      setOutcome(null);
    }
    setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) onClose?.();
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const shown = await onConfirm();
      setPending(false);
      if (isValidElement(shown)) {
        setOutcome(shown);
        return;
      }
      setOwnOpen(false);
      onOpenChange?.(false);
      onClose?.();
    } catch (err) {
      setPending(false);
      setError(err);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 backdrop-blur-[1px]" />
        <AlertDialog.Content
          data-testid={testId}
          aria-busy={pending || undefined}
          onCloseAutoFocus={returnFocusId ? returnFocusTo(returnFocusId) : undefined}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ring-1 ring-zinc-200 focus:outline-none"
        >
          <AlertDialog.Title className="text-base font-semibold text-zinc-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-1 text-sm text-zinc-600">{description}</div>
          </AlertDialog.Description>
          {outcome ? (
            <div className="mt-5 space-y-4">
              {outcome}
              <div className="flex justify-end">
                <AlertDialog.Cancel asChild>
                  <Button>Done</Button>
                </AlertDialog.Cancel>
              </div>
            </div>
          ) : (
            <div className="mt-5 space-y-4">
              {affects ? (
                <div className="rounded-md bg-zinc-50 p-3 text-sm text-zinc-700 ring-1 ring-zinc-200 ring-inset">
                  {affects}
                </div>
              ) : null}
              {children}
              {error ? <ApiErrorState error={error} /> : null}
              <div className="flex justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={pending}>
                    Cancel
                  </Button>
                </AlertDialog.Cancel>
                {/* Not AlertDialog.Action: that closes at once, before the action has run. */}
                <Button
                  variant={tone === "danger" ? "danger" : "primary"}
                  disabled={pending || actionDisabled}
                  onClick={confirm}
                >
                  {pending ? pendingLabel : actionLabel}
                </Button>
              </div>
            </div>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
