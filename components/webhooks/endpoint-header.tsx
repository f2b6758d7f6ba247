"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { formatDate, formatDateTime } from "@/lib/format";
import type { EndpointRow } from "@/lib/queries/webhooks";
import { EndpointStateBadge, EventTypeChip } from "./badges";

/**
 * The endpoint's address, state, events and actions. The address keeps at least 28rem; when
 * that and the actions do not fit on one line the actions wrap below it (a flex wrap, not a
 * viewport breakpoint), so the address never shrinks to a sliver and no button sits on the
 * state badge, whatever the width.
 */
export function EndpointHeader({
  endpoint,
  actions,
}: {
  endpoint: EndpointRow;
  actions: ReactNode;
}) {
  return (
    <div className="mb-6 space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 flex-[1_1_28rem]" data-testid="endpoint-title">
          <div className="flex flex-wrap items-center gap-2">
            <EndpointStateBadge
              active={endpoint.is_active}
              autoDisabled={endpoint.disabled_reason !== null}
            />
            <span className="text-xs text-zinc-500">
              Added {formatDate(endpoint.created_at)} ·{" "}
              <span className="font-mono">{endpoint.id}</span>
            </span>
          </div>
          <h1 className="mt-1.5 font-mono text-xl font-semibold tracking-tight break-all text-zinc-900">
            {endpoint.url}
          </h1>
          {endpoint.description ? (
            <p className="mt-1 text-sm text-zinc-600">{endpoint.description}</p>
          ) : null}
        </div>
        <div className="max-w-full" data-testid="endpoint-actions">
          {actions}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs font-medium text-zinc-500">Events</span>
        {endpoint.event_types.map((type) => (
          <EventTypeChip key={type} type={type} />
        ))}
      </div>
      <EndpointStateNote endpoint={endpoint} />
      {endpoint.previous_secret_expires_at ? (
        <p className="text-sm text-zinc-600" data-testid="secret-overlap">
          Secret rotated: the previous secret also signs every delivery until{" "}
          {formatDateTime(endpoint.previous_secret_expires_at)}, so receivers that still hold it
          keep accepting deliveries.
        </p>
      ) : null}
    </div>
  );
}

/** Why a disabled endpoint is disabled, and what still goes out. */
function EndpointStateNote({ endpoint }: { endpoint: EndpointRow }) {
  if (endpoint.is_active) return null;
  if (endpoint.disabled_reason) {
    return (
      <Alert tone="danger" title="Disabled by the platform">
        {endpoint.disabled_reason} Disabled {formatDateTime(endpoint.disabled_at)}
        {endpoint.failing_since
          ? `; every attempt had failed since ${formatDateTime(endpoint.failing_since)}`
          : ""}
        .
      </Alert>
    );
  }
  return (
    <p className="text-sm text-zinc-600">
      Disabled: new events are not sent here. Tests and resends still go out.
    </p>
  );
}
