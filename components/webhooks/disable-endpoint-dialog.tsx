"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import type { EndpointRow } from "@/lib/queries/webhooks";

/** What disabling does, said in the confirmation and in the notice after it. */
export const DISABLE_EFFECT =
  "It gets no new events while disabled; deliveries already queued, tests and resends still go out.";

/** Disabling stops new events; it asks first and says what keeps going out. */
export function DisableEndpointDialog({
  endpoint,
  pending,
  onClose,
  onConfirm,
}: {
  endpoint: EndpointRow;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent
        title="Disable this endpoint?"
        description={
          <>
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span>{" "}
            {DISABLE_EFFECT} Enable it again at any time.
          </>
        }
      >
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? "Disabling…" : "Disable endpoint"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
