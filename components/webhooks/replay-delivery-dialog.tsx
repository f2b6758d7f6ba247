"use client";

import { z } from "zod";
import { SelectFormField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { useReplayDeliveryMutation, useWebhookEndpointsQuery } from "@/lib/queries/webhooks";
import { replayTargets } from "@/lib/webhooks/replay-targets";

const ReplayForm = z.object({
  endpoint_id: z.string().min(1, "Choose the endpoint to send the copy to."),
});

export type Replayed = { id: string; endpointId: string; url: string };

/**
 * "Replay to…": a copy of this delivery's exact body, sent to another endpoint of the
 * workspace (moving to a new receiver). The platform's refusal lands on the endpoint field.
 */
export function ReplayDeliveryDialog({
  open,
  onOpenChange,
  endpointId,
  delivery,
  returnFocusId,
  onReplayed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  endpointId: string;
  delivery: { id: string; event_type: string };
  returnFocusId?: string;
  onReplayed: (copy: Replayed) => void;
}) {
  const endpoints = useWebhookEndpointsQuery();
  const replay = useReplayDeliveryMutation();
  const targets = replayTargets(endpoints.data?.items ?? [], {
    endpointId,
    eventType: delivery.event_type,
  });
  const ready = targets.filter((t) => !t.disabled);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusId={returnFocusId}
      title="Replay to another endpoint"
      description={
        <>
          A new delivery of the same {delivery.event_type} body goes to the endpoint you choose,
          signed with its secret and retried like any other. This delivery stays as it is.
          {endpoints.isSuccess && ready.length === 0
            ? ` No other endpoint can take it now: it must be enabled and subscribe to ${delivery.event_type}.`
            : ""}
        </>
      }
      schema={ReplayForm}
      defaultValues={{ endpoint_id: ready[0]?.value ?? "" }}
      submitLabel="Replay delivery"
      pendingLabel="Replaying…"
      onSubmit={async (body, { idempotencyKey }) => {
        const copy = await replay.mutateAsync({
          endpointId,
          deliveryId: delivery.id,
          body,
          idempotencyKey,
        });
        const url = targets.find((t) => t.value === body.endpoint_id)?.label ?? body.endpoint_id;
        onReplayed({ id: copy.id, endpointId: body.endpoint_id, url });
      }}
    >
      <SelectFormField
        id="replay-endpoint"
        name="endpoint_id"
        label="Endpoint"
        options={[{ value: "", label: "Choose an endpoint…", disabled: true }, ...targets]}
      />
    </FormDialog>
  );
}
