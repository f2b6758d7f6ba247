"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type EndpointRow, useDeleteWebhookEndpointMutation } from "@/lib/queries/webhooks";
import { EndpointUrl } from "./endpoint-url";
import { openWhileMounted } from "./open-while-mounted";

/** Deleting asks first, names the endpoint, and says the history goes with it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
  onDeleted,
  returnFocusId,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onDeleted: () => void;
  returnFocusId?: string;
}) {
  const mutation = useDeleteWebhookEndpointMutation();
  return (
    <ConfirmDialog
      {...openWhileMounted(onClose, returnFocusId)}
      title="Delete this endpoint?"
      description={
        <>
          <EndpointUrl url={endpoint.url} /> stops getting events at once. This cannot be undone.
        </>
      }
      affects="Its delivery history, every delivery and attempt, is deleted with it."
      actionLabel="Delete endpoint"
      pendingLabel="Deleting…"
      onConfirm={async () => {
        await mutation.mutateAsync(endpoint.id);
        onDeleted();
      }}
    >
      {endpoint.is_active ? (
        <p className="text-sm text-zinc-600">
          To pause deliveries and keep the history, disable the endpoint instead.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
