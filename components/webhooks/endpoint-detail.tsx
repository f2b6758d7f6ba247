"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeaderSkeleton } from "@/components/ui/skeleton";
import {
  anyPending,
  useDeliveriesQuery,
  useDeliveryStatsQuery,
  useWebhookEndpointQuery,
  wasDeleted,
} from "@/lib/queries/webhooks";
import { recoverFromFilters } from "@/lib/webhooks/recover-range";
import { ReadOnlyNotice, useWebhookAccess } from "./access";
import { BackLink } from "./back-link";
import { DeliveryCharts } from "./delivery-charts";
import { DeliveryFiltersBar } from "./delivery-filters-bar";
import { DeliveryFindBar } from "./delivery-find-bar";
import { DeliveryHistory } from "./delivery-history";
import { EndpointActionButtons } from "./endpoint-actions";
import { EndpointFigures } from "./endpoint-figures";
import { EndpointHeader } from "./endpoint-header";
import { type Notice, NoticeBanner } from "./notice-banner";
import { useDeliveryView } from "./use-delivery-view";
import { useRefreshClock } from "./use-refresh-clock";

/** The delivery panel (payload view, signature checker) loads when a delivery is opened. */
const DeliverySheet = dynamic(() => import("./delivery-sheet").then((m) => m.DeliverySheet));

/** One endpoint's page: its header and actions, the range's figures, charts and deliveries. */
export function EndpointDetail({ id }: { id: string }) {
  if (wasDeleted(id)) return <DeletedEndpoint />;
  return <LiveEndpointDetail id={id} />;
}

function DeletedEndpoint() {
  return (
    <>
      <BackLink />
      <EmptyState title="This endpoint was deleted">
        It no longer gets events, and its delivery history was deleted with it.
      </EmptyState>
    </>
  );
}

function LiveEndpointDetail({ id }: { id: string }) {
  const router = useRouter();
  const access = useWebhookAccess();
  const endpoint = useWebhookEndpointQuery(id);
  const view = useDeliveryView();
  const { filters } = view;
  const [notice, setNotice] = useState<Notice | null>(null);
  const stats = useDeliveryStatsQuery(
    id,
    { eventType: filters.eventType, range: filters.range },
    endpoint.data?.created_at,
  );
  const history = useDeliveriesQuery(id, filters, view.state.cursor);
  const pendingNow =
    (stats.data?.stats.totals.pending ?? 0) > 0 || anyPending(history.data?.items ?? []);
  const refreshAll = useRefreshClock(id, pendingNow);

  // The "just added" hint is shown once.
  const { registered, clearRegistered } = view;
  const handledRegistered = useRef(false);
  useEffect(() => {
    if (!registered || handledRegistered.current) return;
    handledRegistered.current = true;
    setNotice({
      tone: "info",
      title: "Endpoint added",
      body: "Send a test event to check that your receiver answers with a 2xx status and verifies the signature.",
    });
    clearRegistered();
  }, [registered, clearRegistered]);

  if (endpoint.isError) {
    return (
      <>
        <BackLink />
        <ApiErrorState error={endpoint.error} onRetry={() => endpoint.refetch()} />
      </>
    );
  }

  return (
    <>
      <BackLink />
      {endpoint.isPending ? (
        <PageHeaderSkeleton label="Loading the endpoint" />
      ) : (
        <EndpointHeader
          endpoint={endpoint.data}
          actions={
            <EndpointActionButtons
              endpoint={endpoint.data}
              access={access}
              onNotice={setNotice}
              onDeleted={() => router.push("/webhooks")}
              recoverFrom={recoverFromFilters(filters, endpoint.data.created_at)}
            />
          }
        />
      )}
      <ReadOnlyNotice access={access} />
      {notice ? <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <EndpointFigures stats={stats.data?.stats} range={filters.range} />

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-base font-semibold text-zinc-900">
          Delivery history
        </h2>
        <p className="mt-1 mb-4 text-sm text-zinc-500">
          Every delivery to this endpoint, newest first, with each attempt. Select one to see what
          was sent and how your receiver answered.
        </p>
        <DeliveryFiltersBar filters={filters} onChange={view.setFilters} />
        <DeliveryCharts stats={stats} filters={filters} />
        <DeliveryFindBar
          filters={filters}
          onChange={view.setFilters}
          onOpenDelivery={view.openDelivery}
        />
        <DeliveryHistory
          query={history}
          pendingNow={pendingNow}
          onRefresh={refreshAll}
          view={view}
        />
      </section>

      {view.state.delivery ? (
        <DeliverySheet
          endpointId={id}
          deliveryId={view.state.delivery}
          access={access}
          onClose={view.closeDelivery}
          onOpenDelivery={view.openDelivery}
        />
      ) : null}
    </>
  );
}
