"use client";

import type { MouseEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { DeliveryRow } from "@/lib/queries/webhooks";
import { formatDuration, formatRelative, formatTimestamp, pendingState } from "@/lib/webhooks/time";
import { DeliveryStatusBadge, StatusCode } from "./badges";
import { useNow } from "./use-now";

/** A plain click opens the panel in place; a modified click opens the link as usual. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function DeliveriesTable({
  deliveries,
  selected,
  hrefFor,
  onOpen,
}: {
  deliveries: readonly DeliveryRow[];
  selected: string | null;
  hrefFor: (id: string) => string;
  onOpen: (id: string) => void;
}) {
  const pending = deliveries.some((d) => d.status === "pending");
  const now = useNow(1000, pending);
  const relativeNow = useNow(15_000);

  return (
    <Table aria-label="Deliveries">
      <THead>
        <tr>
          <TH>Event</TH>
          <TH>Status</TH>
          <TH className="text-right">Attempts</TH>
          <TH className="text-right">Code</TH>
          <TH className="text-right">Duration</TH>
          <TH>Created</TH>
          <TH>Next retry</TH>
        </tr>
      </THead>
      <TBody>
        {deliveries.map((delivery) => {
          const isSelected = delivery.id === selected;
          return (
            <TR
              key={delivery.id}
              data-delivery-id={delivery.id}
              className={cn("cursor-pointer", isSelected && "bg-indigo-50/60 hover:bg-indigo-50")}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest("a,button")) return;
                onOpen(delivery.id);
              }}
            >
              <TD>
                <a
                  href={hrefFor(delivery.id)}
                  aria-current={isSelected ? "true" : undefined}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    onOpen(delivery.id);
                  }}
                  className="font-mono text-xs font-medium text-zinc-900 hover:text-indigo-600 hover:underline"
                >
                  {delivery.event_type}
                </a>
                <span className="mt-1 flex flex-wrap items-center gap-1">
                  {delivery.trigger !== "event" ? (
                    <Badge tone="neutral" className="px-1.5 py-0 text-[10px]">
                      {delivery.trigger}
                    </Badge>
                  ) : null}
                  <span className="font-mono text-[11px] text-zinc-500">{delivery.id}</span>
                </span>
              </TD>
              <TD>
                <DeliveryStatusBadge status={delivery.status} />
                {delivery.last_error && delivery.status !== "succeeded" ? (
                  <p
                    className="mt-1 max-w-56 truncate text-xs text-red-700"
                    title={delivery.last_error}
                  >
                    {delivery.last_error}
                  </p>
                ) : null}
              </TD>
              <TD className="text-right tabular-nums">
                {delivery.attempt_count}
                <span className="text-zinc-500"> / {delivery.max_attempts}</span>
              </TD>
              <TD className="text-right">
                {delivery.attempt_count === 0 ? (
                  <span className="text-zinc-500">—</span>
                ) : (
                  <StatusCode code={delivery.last_status_code} />
                )}
              </TD>
              <TD className="text-right whitespace-nowrap tabular-nums">
                {formatDuration(delivery.last_duration_ms)}
              </TD>
              <TD className="whitespace-nowrap">
                <time
                  dateTime={delivery.created_at}
                  title={formatRelative(delivery.created_at, relativeNow)}
                >
                  {formatTimestamp(delivery.created_at)}
                </time>
              </TD>
              <TD className="whitespace-nowrap">
                {delivery.status === "pending" ? (
                  <PendingCell delivery={delivery} now={now} />
                ) : (
                  <span className="text-zinc-500">—</span>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}

function PendingCell({ delivery, now }: { delivery: DeliveryRow; now: number }) {
  const state = pendingState(delivery, now);
  const at = state.kind === "sending" ? delivery.sending_until : delivery.next_attempt_at;
  return (
    <span
      className="text-amber-800 tabular-nums"
      title={at ? formatTimestamp(at) : undefined}
      data-pending-state={state.kind}
    >
      {state.text}
    </span>
  );
}
