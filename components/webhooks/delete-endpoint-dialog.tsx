"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { type EndpointRow, useDeleteWebhookEndpointMutation } from "@/lib/queries/webhooks";

/** Deleting asks first, names the endpoint, and says the history goes with it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const mutation = useDeleteWebhookEndpointMutation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Delete this endpoint?"
        description={
          <>
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span> stops
            getting events at once, and its delivery history is deleted with it. This cannot be
            undone.
          </>
        }
      >
        <div className="space-y-4">
          {endpoint.is_active ? (
            <p className="text-sm text-zinc-600">
              To pause deliveries and keep the history, disable the endpoint instead.
            </p>
          ) : null}
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
                  await mutation.mutateAsync(endpoint.id);
                  onDeleted();
                } catch {
                  // Shown above.
                }
              }}
            >
              {mutation.isPending ? "Deleting…" : "Delete endpoint"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
