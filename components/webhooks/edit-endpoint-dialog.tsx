"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { EVENT_TYPES } from "@/contract/webhooks";
import { type EndpointRow, useUpdateWebhookEndpointMutation } from "@/lib/queries/webhooks";
import {
  applyServerIssues,
  ENDPOINT_DIALOG_CLASS,
  EndpointFields,
  type EndpointFormOutput,
  nonFieldFailure,
  useEndpointForm,
} from "./endpoint-fields";

/** Changes an endpoint's address, description or events; its secret and history stay. */
export function EditEndpointDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onSaved: (endpoint: EndpointRow) => void;
}) {
  const mutation = useUpdateWebhookEndpointMutation();
  const form = useEndpointForm({
    url: endpoint.url,
    description: endpoint.description,
    // Only catalog types can be chosen; the platform drops any it no longer knows.
    event_types: endpoint.event_types.filter((t): t is EndpointFormOutput["event_types"][number] =>
      (EVENT_TYPES as readonly string[]).includes(t),
    ),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await mutation.mutateAsync({ id: endpoint.id, body }));
    } catch (err) {
      applyServerIssues(form, err);
    }
  });
  const failure = nonFieldFailure(mutation.error);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Edit the endpoint"
        description="Changes apply at once: new events follow the chosen types, and every attempt from now on, retries included, goes to the address saved here. The secret and the history stay."
        className={ENDPOINT_DIALOG_CLASS}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure ? <ApiErrorState error={failure} /> : null}
          <EndpointFields form={form} idPrefix="webhook-edit" />
          <div className="flex justify-end gap-3 pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending || !form.formState.isDirty}>
              {mutation.isPending ? "Saving…" : "Save changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
