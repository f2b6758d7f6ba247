"use client";

import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { CreateWebhookEndpointBody } from "@/contract/webhooks";
import {
  type EndpointRowWithSecret,
  useCreateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import {
  EMPTY_ENDPOINT,
  ENDPOINT_DIALOG_CLASS,
  EndpointFields,
  type EndpointFormInput,
  type EndpointFormOutput,
} from "./endpoint-fields";

/** "Add endpoint": address, what it is for, and which events it gets; the secret is shown next. */
export function RegisterEndpointDialog({
  onRegistered,
  returnFocusId,
  ...dialog
}: ControlledDialogProps & {
  /** Gets the endpoint with its signing secret, to show once. */
  onRegistered: (endpoint: EndpointRowWithSecret) => void;
  /** Opened without a trigger of its own: the button that opened it, for focus on close. */
  returnFocusId?: string;
}) {
  const mutation = useCreateWebhookEndpointMutation();
  return (
    <FormDialog<EndpointFormInput, EndpointFormOutput>
      {...dialog}
      returnFocusId={returnFocusId}
      title="Add a webhook endpoint"
      description="The platform sends a signed POST to this address whenever a chosen event happens. Its signing secret is shown once, next."
      className={ENDPOINT_DIALOG_CLASS}
      schema={CreateWebhookEndpointBody}
      defaultValues={EMPTY_ENDPOINT}
      refusedTitle="The platform refused the endpoint"
      submitLabel="Add endpoint"
      pendingLabel="Adding…"
      onSubmit={submitThrough(mutation, onRegistered)}
    >
      {(form) => <EndpointFields form={form} idPrefix="webhook" />}
    </FormDialog>
  );
}
