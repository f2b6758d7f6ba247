"use client";

import type { RefObject } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import {
  type EndpointRowWithSecret,
  useCreateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import {
  applyServerIssues,
  EMPTY_ENDPOINT,
  ENDPOINT_DIALOG_CLASS,
  EndpointFields,
  nonFieldFailure,
  useEndpointForm,
} from "./endpoint-fields";
import { useIdempotencyKey } from "./use-idempotency-key";

/** "Add endpoint": address, what it is for, and which events it gets; the secret is shown next. */
export function RegisterEndpointDialog({
  open,
  onOpenChange,
  onRegistered,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: (endpoint: EndpointRowWithSecret) => void;
  /** Opened without a Radix trigger, so it says where focus returns on close (Escape too). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const mutation = useCreateWebhookEndpointMutation();
  const idempotency = useIdempotencyKey();
  const form = useEndpointForm(EMPTY_ENDPOINT);

  function reset() {
    form.reset(EMPTY_ENDPOINT);
    mutation.reset();
    idempotency.reset();
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const endpoint = await mutation.mutateAsync({
        body,
        idempotencyKey: idempotency.keyFor(body),
      });
      // The secret goes to the reveal dialog's state only; the mutation forgets it at once.
      reset();
      onOpenChange(false);
      onRegistered(endpoint);
    } catch (err) {
      applyServerIssues(form, err);
    }
  });
  const failure = nonFieldFailure(mutation.error);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        title="Add a webhook endpoint"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        description="The platform sends a signed POST to this address whenever a chosen event happens. Its signing secret is shown once, next."
        className={ENDPOINT_DIALOG_CLASS}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure ? <ApiErrorState error={failure} /> : null}
          <EndpointFields form={form} idPrefix="webhook" />
          <div className="flex justify-end gap-3 pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Adding…" : "Add endpoint"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
