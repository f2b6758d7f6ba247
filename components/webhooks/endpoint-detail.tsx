"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton, TableSkeleton } from "@/components/ui/skeleton";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import {
  anyPending,
  type EndpointRow,
  IDLE_REFRESH_MS,
  PENDING_REFRESH_MS,
  useDeliveriesQuery,
  useDeliveryStatsQuery,
  useRefreshEndpointPage,
  useWebhookEndpointQuery,
  wasDeleted,
} from "@/lib/queries/webhooks";
import { bucketsFromStats } from "@/lib/webhooks/chart-data";
import {
  type DeliveryFilters,
  type DeliveryView,
  deliveryViewSearch,
  hasFilters,
  parseDeliveryView,
  RANGE_PRESETS,
  rangeLabel,
  type TimeRange,
} from "@/lib/webhooks/delivery-filters";
import { plural } from "@/lib/webhooks/plural";
import { successHint } from "@/lib/webhooks/success-hint";
import { formatRelative, formatTimestamp } from "@/lib/webhooks/time";
import { ReadOnlyNotice, useWebhookAccess } from "./access";
import { DeliveryStatusBadge, EndpointStateBadge, EventTypeChip } from "./badges";
import { DeliveriesTable } from "./deliveries-table";
import { LatencyChart, OutcomeChart } from "./delivery-charts";
import { DeliveryFiltersBar } from "./delivery-filters-bar";
import { DeliverySheet } from "./delivery-sheet";
import { EndpointActions, type Notice } from "./endpoint-actions";
import type { RecoverInitial } from "./recover-dialog";
import { useNow } from "./use-now";
import { NoticeBanner } from "./webhooks-view";

function BackLink() {
  return (
    <Link href="/webhooks" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
      ← Webhooks
    </Link>
  );
}

/**
 * The view lives in the URL (filters and the open delivery), so a link shows the same thing.
 * Changes go through the History API, which Next's router follows without a server trip.
 */
function useDeliveryView() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const view = useMemo(() => parseDeliveryView(searchParams), [searchParams]);
  const hrefFor = (next: DeliveryView) => `${pathname}${deliveryViewSearch(next)}`;
  return {
    view,
    registered: searchParams.get("registered") === "1",
    hrefFor,
    setFilters(filters: DeliveryFilters) {
      window.history.replaceState(null, "", hrefFor({ ...filters, delivery: view.delivery }));
    },
    openDelivery(id: string) {
      window.history.pushState(null, "", hrefFor({ ...view, delivery: id }));
    },
    closeDelivery() {
      window.history.replaceState(null, "", hrefFor({ ...view, delivery: null }));
    },
  };
}

/**
 * The page's one refresh clock: cards, charts and the table are refetched together, every
 * 2 s while anything is pending and every 30 s otherwise.
 */
function useRefreshClock(endpointId: string, fast: boolean) {
  const refresh = useRefreshEndpointPage(endpointId);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const timer = setInterval(
      () => void latest.current(),
      fast ? PENDING_REFRESH_MS : IDLE_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [fast]);
  return refresh;
}

export function EndpointDetail({ id }: { id: string }) {
  if (wasDeleted(id)) return <DeletedEndpoint />;
  return <LiveEndpointDetail id={id} />;
}

function DeletedEndpoint() {
  return (
    <>
      <div className="mb-4">
        <BackLink />
      </div>
      <EmptyState title="This endpoint was deleted">
        It no longer gets events, and its delivery history was deleted with it.
      </EmptyState>
    </>
  );
}

function recoverFromView(view: DeliveryFilters, endpoint: EndpointRow | undefined): RecoverInitial {
  const { range } = view;
  if (range.kind === "custom") {
    return {
      start: { kind: "at", since: range.since ?? endpoint?.created_at ?? "" },
      until: range.until ?? undefined,
      eventType: view.eventType,
    };
  }
  const preset = RANGE_PRESETS.find((p) => p.value === range.preset);
  return { start: { kind: "preset", ms: preset?.ms ?? 86_400_000 }, eventType: view.eventType };
}

function LiveEndpointDetail({ id }: { id: string }) {
  const router = useRouter();
  const access = useWebhookAccess();
  const endpoint = useWebhookEndpointQuery(id);
  const { view, registered, hrefFor, setFilters, openDelivery, closeDelivery } = useDeliveryView();
  const [notice, setNotice] = useState<Notice | null>(null);
  const stats = useDeliveryStatsQuery(
    id,
    { eventType: view.eventType, range: view.range },
    endpoint.data?.created_at,
  );
  const history = useDeliveriesQuery(id, {
    status: view.status,
    eventType: view.eventType,
    range: view.range,
  });
  const pendingNow =
    (stats.data?.stats.totals.pending ?? 0) > 0 ||
    anyPending(history.data?.pages.flatMap((p) => p.items) ?? []);
  const refreshAll = useRefreshClock(id, pendingNow);

  // The "just added" hint is shown once; the address bar drops the flag.
  const hrefNow = hrefFor(view);
  const handledRegistered = useRef(false);
  useEffect(() => {
    if (!registered || handledRegistered.current) return;
    handledRegistered.current = true;
    setNotice({
      tone: "info",
      title: "Endpoint added",
      body: "Send a test event to check that your receiver answers with a 2xx status and verifies the signature.",
    });
    window.history.replaceState(null, "", hrefNow);
  }, [registered, hrefNow]);

  if (endpoint.isError) {
    return (
      <>
        <div className="mb-4">
          <BackLink />
        </div>
        <ApiErrorState error={endpoint.error} onRetry={() => endpoint.refetch()} />
      </>
    );
  }

  return (
    <>
      <div className="mb-4">
        <BackLink />
      </div>
      {endpoint.isPending ? (
        <div className="mb-6 space-y-2" role="status" aria-label="Loading the endpoint">
          <Skeleton className="h-7 w-96" />
          <Skeleton className="h-4 w-64" />
        </div>
      ) : (
        <EndpointHeader
          endpoint={endpoint.data}
          actions={
            <EndpointActions
              endpoint={endpoint.data}
              access={access}
              layout="buttons"
              onNotice={setNotice}
              onDeleted={() => router.push("/webhooks")}
              recoverFrom={recoverFromView(view, endpoint.data)}
            />
          }
        />
      )}
      <ReadOnlyNotice access={access} />
      {notice ? <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <StatsRow stats={stats.data?.stats} range={view.range} />

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-base font-semibold text-zinc-900">
          Delivery history
        </h2>
        <p className="mt-1 mb-4 text-sm text-zinc-500">
          Every delivery to this endpoint, newest first, with each attempt. Select one to see what
          was sent and how your receiver answered.
        </p>
        <DeliveryFiltersBar filters={view} onChange={(filters) => setFilters(filters)} />
        <Charts stats={stats} filters={view} />
        <History
          query={history}
          pendingNow={pendingNow}
          onRefresh={refreshAll}
          view={view}
          hrefFor={(delivery) => hrefFor({ ...view, delivery })}
          onOpen={openDelivery}
          onClearFilters={() =>
            setFilters({ status: null, eventType: null, range: { kind: "preset", preset: "24h" } })
          }
        />
      </section>

      <DeliverySheet
        endpointId={id}
        deliveryId={view.delivery}
        access={access}
        onClose={closeDelivery}
        onOpenDelivery={openDelivery}
      />
    </>
  );
}

function EndpointHeader({
  endpoint,
  actions,
}: {
  endpoint: EndpointRow;
  actions: React.ReactNode;
}) {
  return (
    <div className="mb-6 space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
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
        <div className="shrink-0">{actions}</div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs font-medium text-zinc-500">Events</span>
        {endpoint.event_types.map((type) => (
          <EventTypeChip key={type} type={type} />
        ))}
      </div>
      {!endpoint.is_active && endpoint.disabled_reason ? (
        <Alert tone="danger" title="Disabled by the platform">
          {endpoint.disabled_reason} Disabled {formatDateTime(endpoint.disabled_at)}
          {endpoint.failing_since
            ? `; every attempt had failed since ${formatDateTime(endpoint.failing_since)}`
            : ""}
          .
        </Alert>
      ) : !endpoint.is_active ? (
        <p className="text-sm text-zinc-600">
          Disabled: new events are not sent here. Tests and resends still go out.
        </p>
      ) : null}
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

function Stat({
  label,
  children,
  hint,
}: {
  label: string;
  children: React.ReactNode;
  hint?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-zinc-200">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-900 tabular-nums">{children}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}

type StatsData = NonNullable<ReturnType<typeof useDeliveryStatsQuery>["data"]>;

function StatsRow({ stats, range }: { stats: StatsData["stats"] | undefined; range: TimeRange }) {
  const now = useNow(15_000);
  const label = rangeLabel(range);
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  const t = stats.totals;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={`Figures, ${label}`}>
      <Stat
        label="Success rate"
        hint={`${successHint({ succeeded: t.succeeded, failed: t.failed })} · ${label}`}
      >
        {t.success_rate === null ? "—" : `${(t.success_rate * 100).toFixed(1)}%`}
      </Stat>
      <Stat label="Deliveries" hint={`${formatNumber(t.pending)} pending · ${label}`}>
        {formatNumber(t.deliveries)}
      </Stat>
      <Stat label="Failed" hint={`after every attempt · ${label}`}>
        <span className={t.failed > 0 ? "text-red-700" : undefined}>{formatNumber(t.failed)}</span>
      </Stat>
      <Stat
        label="Last delivery"
        hint={
          stats.last_delivery_status ? (
            <DeliveryStatusBadge status={stats.last_delivery_status} />
          ) : undefined
        }
      >
        <span className="text-base" title={formatTimestamp(stats.last_delivery_at)}>
          {stats.last_delivery_at ? formatRelative(stats.last_delivery_at, now) : "Never"}
        </span>
      </Stat>
    </dl>
  );
}

function Charts({
  stats,
  filters,
}: {
  stats: ReturnType<typeof useDeliveryStatsQuery>;
  filters: DeliveryFilters;
}) {
  if (stats.isError) {
    return <ApiErrorState error={stats.error} onRetry={() => stats.refetch()} className="mt-4" />;
  }
  const buckets = stats.data
    ? bucketsFromStats(stats.data.stats.buckets, stats.data.window, stats.data.bucketMs)
    : [];
  return (
    <div className="mt-4">
      <div className="grid gap-3 lg:grid-cols-2" aria-busy={stats.isPending}>
        <OutcomeChart buckets={buckets} />
        <LatencyChart buckets={buckets} />
      </div>
      <p className="mt-1.5 text-xs text-zinc-500">
        {rangeLabel(filters.range)}
        {filters.eventType ? `, ${filters.eventType} only` : ""}. Latency is the duration of each
        delivery's latest attempt. The figures, charts and table refresh together.
      </p>
    </div>
  );
}

function History({
  query,
  pendingNow,
  onRefresh,
  view,
  hrefFor,
  onOpen,
  onClearFilters,
}: {
  query: ReturnType<typeof useDeliveriesQuery>;
  pendingNow: boolean;
  onRefresh: () => Promise<unknown>;
  view: DeliveryView;
  hrefFor: (delivery: string) => string;
  onOpen: (id: string) => void;
  onClearFilters: () => void;
}) {
  const deliveries = query.data?.pages.flatMap((p) => p.items) ?? [];
  const pending = deliveries.filter((d) => d.status === "pending").length;

  return (
    <div className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-zinc-500" aria-live="polite">
          {pending > 0 || pendingNow
            ? `${pending > 0 ? `${formatNumber(pending)} pending` : "Deliveries pending"}: refreshing every ${PENDING_REFRESH_MS / 1000} s until they finish.`
            : query.dataUpdatedAt
              ? `Up to date as of ${formatTimestamp(new Date(query.dataUpdatedAt).toISOString())}.`
              : ""}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void onRefresh()}
        >
          {query.isFetching && !query.isPending ? "Refreshing…" : "Refresh"}
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton label="Loading deliveries" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : deliveries.length === 0 ? (
        hasFilters(view) ? (
          <EmptyState
            title="No deliveries match these filters"
            action={
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          >
            {rangeLabel(view.range)}
            {view.status ? `, status ${view.status}` : ""}
            {view.eventType ? `, ${view.eventType}` : ""}.
          </EmptyState>
        ) : (
          <EmptyState title="No deliveries in the last 24 hours">
            Deliveries appear here as events happen. Send a test event to try the endpoint now.
          </EmptyState>
        )
      ) : (
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <DeliveriesTable
            deliveries={deliveries}
            selected={view.delivery}
            hrefFor={hrefFor}
            onOpen={onOpen}
          />
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                disabled={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? "Loading…" : "Show older deliveries"}
              </Button>
            </div>
          ) : (
            <p className="mt-3 text-center text-xs text-zinc-500">
              {plural(deliveries.length, "delivery", "deliveries")} · no older ones in this range.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
