"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { ActivityLog } from "@/components/audit/activity-log";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useWebhookEndpointsQuery } from "@/lib/queries/webhooks";
import { formatRelative, formatTimestamp } from "@/lib/webhooks/time";
import { GatedButton, ReadOnlyNotice, useWebhookAccess } from "./access";
import { DeliveryStatusBadge, EndpointStateBadge, EventTypeList } from "./badges";
import { EndpointActionMenu } from "./endpoint-actions";
import { type Notice, NoticeBanner } from "./notice-banner";
import { RegisterEndpointDialog } from "./register-endpoint-dialog";
import { type RevealedSecret, SecretRevealDialog } from "./secret-reveal-dialog";
import { SuccessRate } from "./success-rate";
import { useNow } from "./use-now";

export const endpointHref = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/** Every endpoint of the workspace with its state, events and the last 24 hours' health. */
export function WebhooksView() {
  const router = useRouter();
  const access = useWebhookAccess();
  const query = useWebhookEndpointsQuery();
  const now = useNow(15_000);
  const [registering, setRegistering] = useState(false);
  // Focus goes back to whichever button opened "Add endpoint" (header or empty state).
  const opener = useRef<HTMLElement | null>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const addButton = (
    <GatedButton
      access={access}
      onClick={(e) => {
        opener.current = e.currentTarget;
        setRegistering(true);
      }}
    >
      Add endpoint
    </GatedButton>
  );

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed HTTP POSTs to your systems whenever events happen in this workspace."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/webhooks/events">Event catalog</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/webhooks/signatures">Check a signature</Link>
            </Button>
            {addButton}
          </>
        }
      />
      <ReadOnlyNotice access={access} />
      {notice ? <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} /> : null}

      {query.isPending ? (
        <TableSkeleton label="Loading webhook endpoints" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No webhook endpoints yet"
          action={access.state === "manage" ? addButton : undefined}
        >
          Add an endpoint to get calls, replies, bookings and other events as they happen, signed so
          your receiver can trust them.
        </EmptyState>
      ) : (
        <Table aria-label="Webhook endpoints">
          <THead>
            <tr>
              <TH>Endpoint</TH>
              <TH>State</TH>
              {/* Below 1280 px the events move under the address, so the table fits at 1024. */}
              <TH className="hidden xl:table-cell">Events</TH>
              <TH>Success, 24 h</TH>
              <TH>Last delivery</TH>
              {access.state === "manage" ? (
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              ) : null}
            </tr>
          </THead>
          <TBody>
            {query.data.items.map((endpoint) => (
              <TR key={endpoint.id} data-endpoint-id={endpoint.id}>
                <TD className="max-w-56 xl:max-w-80">
                  <Link
                    href={endpointHref(endpoint.id)}
                    className="block truncate font-mono text-xs font-medium text-zinc-900 hover:text-indigo-600 hover:underline"
                    title={endpoint.url}
                  >
                    {endpoint.url}
                  </Link>
                  {endpoint.description ? (
                    <p className="mt-0.5 truncate text-xs text-zinc-500">{endpoint.description}</p>
                  ) : null}
                  <div className="mt-1 xl:hidden">
                    <EventTypeList types={endpoint.event_types} max={2} />
                  </div>
                </TD>
                <TD>
                  <EndpointStateBadge
                    active={endpoint.is_active}
                    autoDisabled={endpoint.disabled_reason !== null}
                  />
                  {!endpoint.is_active && endpoint.disabled_reason ? (
                    <p
                      className="mt-1 max-w-32 text-xs text-red-700"
                      title={endpoint.disabled_reason}
                    >
                      Every attempt failed
                      {endpoint.failing_since
                        ? ` since ${formatRelative(endpoint.failing_since, now)}`
                        : ""}
                    </p>
                  ) : null}
                </TD>
                <TD className="hidden max-w-64 xl:table-cell">
                  <EventTypeList types={endpoint.event_types} />
                </TD>
                <TD>
                  <SuccessRate stats={endpoint.delivery_stats} />
                </TD>
                <TD className="whitespace-nowrap">
                  {endpoint.delivery_stats.last_delivery_at ? (
                    <span className="flex flex-col items-start gap-1">
                      <span title={formatTimestamp(endpoint.delivery_stats.last_delivery_at)}>
                        {formatRelative(endpoint.delivery_stats.last_delivery_at, now)}
                      </span>
                      {endpoint.delivery_stats.last_delivery_status ? (
                        <DeliveryStatusBadge
                          status={endpoint.delivery_stats.last_delivery_status}
                        />
                      ) : null}
                    </span>
                  ) : (
                    <span className="text-zinc-500">Never</span>
                  )}
                </TD>
                {access.state === "manage" ? (
                  <TD className="text-right">
                    <EndpointActionMenu endpoint={endpoint} access={access} onNotice={setNotice} />
                  </TD>
                ) : null}
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <ActivityLog
        title="Endpoint activity"
        description="What the platform did to endpoints by itself, such as disabling one whose every attempt failed for too long, newest first."
        filter={{ targetType: "webhook_endpoint" }}
      />

      <RegisterEndpointDialog
        open={registering}
        onOpenChange={setRegistering}
        returnFocusTo={opener}
        onRegistered={(endpoint) => {
          setNotice(null);
          setRevealed({
            endpointId: endpoint.id,
            url: endpoint.url,
            secret: endpoint.secret,
            reason: "registered",
          });
        }}
      />
      <SecretRevealDialog
        revealed={revealed}
        onClose={() => {
          const id = revealed?.endpointId;
          setRevealed(null);
          if (id) router.push(`${endpointHref(id)}?registered=1`);
        }}
      />
    </>
  );
}
