"use client";

import { FormDialog } from "@/components/ui/form-dialog";
import { CreateWebhookEndpointBody, EVENT_TYPES } from "@/contract/webhooks";
import { type EndpointRow, useUpdateWebhookEndpointMutation } from "@/lib/queries/webhooks";
import {
  ENDPOINT_DIALOG_CLASS,
  EndpointFields,
  type EndpointFormInput,
  type EndpointFormOutput,
} from "./endpoint-fields";
import { openWhileMounted } from "./open-while-mounted";

/** Changes an endpoint's address, description or events; its secret and history stay. */
export function EditEndpointDialog({
  endpoint,
  onClose,
  onSaved,
  returnFocusId,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onSaved: (endpoint: EndpointRow) => void;
  returnFocusId?: string;
}) {
  const mutation = useUpdateWebhookEndpointMutation();
  return (
    <FormDialog<EndpointFormInput, EndpointFormOutput>
      {...openWhileMounted(onClose, returnFocusId)}
      title="Edit the endpoint"
      description="Changes apply at once: new events follow the chosen types, and every attempt from now on, retries included, goes to the address saved here. The secret and the history stay."
      className={ENDPOINT_DIALOG_CLASS}
      schema={CreateWebhookEndpointBody}
      defaultValues={{
        url: endpoint.url,
        description: endpoint.description,
        // Only catalog types can be chosen; the platform drops any it no longer knows.
        event_types: endpoint.event_types.filter(
          (t): t is EndpointFormOutput["event_types"][number] =>
            (EVENT_TYPES as readonly string[]).includes(t),
        ),
      }}
      refusedTitle="The platform refused the endpoint"
      submitLabel="Save changes"
      pendingLabel="Saving…"
      onSubmit={async (body) => {
        onSaved(await mutation.mutateAsync({ id: endpoint.id, body }));
      }}
    >
      {(form) => <EndpointFields form={form} idPrefix="webhook-edit" />}
    </FormDialog>
  );
}
