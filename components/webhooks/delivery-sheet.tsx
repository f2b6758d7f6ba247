"use client";

import Link from "next/link";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { DialogCloseIcon } from "@/components/ui/dialog";
import { SideSheet, SideSheetBody } from "@/components/ui/side-sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeliveryQuery, useResendDeliveryMutation } from "@/lib/queries/webhooks";
import { GatedButton, type WebhookAccess } from "./access";
import { DeliveryStatusBadge, EventTypeChip } from "./badges";
import { DeliveryBody } from "./delivery-body";
import { ReplayDeliveryDialog, type Replayed } from "./replay-delivery-dialog";

/**
 * One delivery, opened from the history: what was sent (payload and headers, signature
 * included), every attempt and how it was answered, and a resend. A side sheet on Radix
 * Dialog: focus moves in and back, Escape closes it.
 */
export function DeliverySheet({
  deliveryId,
  onClose,
  ...body
}: Omit<SheetBodyProps, "deliveryId"> & { deliveryId: string | null; onClose: () => void }) {
  return (
    <SideSheet open={deliveryId !== null} onClose={onClose} className="max-w-2xl">
      {/* Keyed: another delivery starts with its own state (replay dialog, notices). */}
      {deliveryId ? <SheetBody key={deliveryId} deliveryId={deliveryId} {...body} /> : null}
    </SideSheet>
  );
}

type SheetBodyProps = {
  endpointId: string;
  deliveryId: string;
  access: WebhookAccess;
  onOpenDelivery: (id: string) => void;
};

function SheetBody({ endpointId, deliveryId, access, onOpenDelivery }: SheetBodyProps) {
  const query = useDeliveryQuery(endpointId, deliveryId);
  const resend = useResendDeliveryMutation();
  const [resent, setResent] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [replayed, setReplayed] = useState<Replayed | null>(null);
  const replayButtonId = useId();
  const delivery = query.data;

  return (
    <>
      <header className="flex items-start justify-between gap-4 border-b border-zinc-200 px-6 py-4">
        <div className="min-w-0">
          <DialogPrimitive.Title className="flex flex-wrap items-center gap-2 text-base font-semibold text-zinc-900">
            Delivery
            {delivery ? <EventTypeChip type={delivery.event_type} className="text-xs" /> : null}
            {delivery ? <DeliveryStatusBadge status={delivery.status} /> : null}
          </DialogPrimitive.Title>
          <p className="mt-1 font-mono text-xs text-zinc-500">{deliveryId}</p>
        </div>
        <div className="flex items-center gap-2">
          {delivery ? (
            <GatedButton
              access={access}
              size="sm"
              variant="secondary"
              disabled={resend.isPending}
              onClick={async () => {
                try {
                  const started = await resend.mutateAsync({ endpointId, deliveryId });
                  setResent(started.id);
                } catch {
                  // Shown below.
                }
              }}
            >
              {resend.isPending ? "Resending…" : "Resend"}
            </GatedButton>
          ) : null}
          {delivery ? (
            <GatedButton
              id={replayButtonId}
              access={access}
              size="sm"
              variant="secondary"
              onClick={() => setReplaying(true)}
            >
              Replay to…
            </GatedButton>
          ) : null}
          <DialogCloseIcon className="p-1.5" />
        </div>
      </header>

      <SideSheetBody label="The delivery">
        {resent ? (
          <Alert
            tone="info"
            title="Resent as a new delivery"
            actions={
              <Button size="sm" variant="secondary" onClick={() => onOpenDelivery(resent)}>
                Open the new delivery
              </Button>
            }
          >
            The same body goes out again, signed with the endpoint's current secret, with its own
            attempts. It is at the top of the history.
          </Alert>
        ) : null}
        {resend.error ? <ApiErrorState error={resend.error} /> : null}
        {replayed ? (
          <Alert
            tone="info"
            title="Replayed to another endpoint"
            actions={
              <Button asChild size="sm" variant="secondary">
                <Link
                  href={`/webhooks/${encodeURIComponent(replayed.endpointId)}?delivery=${encodeURIComponent(replayed.id)}`}
                >
                  Open the copy
                </Link>
              </Button>
            }
          >
            A copy of this body is on its way to {replayed.url} as{" "}
            <span className="font-mono text-xs">{replayed.id}</span>, with its own attempts.
          </Alert>
        ) : null}

        {query.isPending ? (
          <div role="status" aria-label="Loading the delivery" className="space-y-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : query.isError ? (
          <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <DeliveryBody delivery={query.data} onOpenDelivery={onOpenDelivery} />
        )}
      </SideSheetBody>
      {delivery ? (
        <ReplayDeliveryDialog
          open={replaying}
          onOpenChange={setReplaying}
          endpointId={endpointId}
          delivery={delivery}
          returnFocusId={replayButtonId}
          onReplayed={(copy) => {
            setReplaying(false);
            setReplayed(copy);
          }}
        />
      ) : null}
    </>
  );
}
