import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { cursorEnvelope } from "@/contract/envelopes";
import {
  type CreateWebhookEndpointBody,
  DeliveryStats,
  EndpointDeliveryStats,
  type EventType,
  type RecoverBody,
  RecoverPreview,
  type ReplayDeliveryBody,
  type TestEndpointBody,
  type UpdateWebhookEndpointBody,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookRecovery,
} from "@/contract/webhooks";
import { apiFetch } from "../api-client";
import { queryString } from "../query-client";
import { bucketSize } from "../webhooks/chart-data";
import { rangeBounds, type TimeRange } from "../webhooks/delivery-filters";

/*
 * The console shows a status or event type it does not know yet rather than failing the
 * page (DESIGN.md: cope with anything the spec allows), so those members are plain strings.
 */
const Stats = EndpointDeliveryStats.extend({ last_delivery_status: z.string().nullable() });
export const EndpointRow = WebhookEndpoint.extend({
  event_types: z.array(z.string()),
  delivery_stats: Stats,
});
export type EndpointRow = z.infer<typeof EndpointRow>;
const EndpointRowWithSecret = WebhookEndpointWithSecret.extend({
  event_types: z.array(z.string()),
  delivery_stats: Stats,
});
export type EndpointRowWithSecret = z.infer<typeof EndpointRowWithSecret>;

export const DeliveryRow = WebhookDelivery.extend({ status: z.string(), event_type: z.string() });
export type DeliveryRow = z.infer<typeof DeliveryRow>;
export const DeliveryDetail = WebhookDeliveryDetail.extend({
  status: z.string(),
  event_type: z.string(),
  attempts: z.array(WebhookAttempt),
});
export type DeliveryDetail = z.infer<typeof DeliveryDetail>;

export const EndpointList = z.object({ items: z.array(EndpointRow) });
const DeliveryPage = cursorEnvelope(DeliveryRow).extend({
  /** With a text search: how many deliveries the platform examined for this page. */
  searched: z.number().int().optional(),
});
/** What the test and resend operations answer: the new delivery, or at least its id. */
const StartedDelivery = z.union([
  DeliveryRow,
  z.object({ delivery_id: z.string() }).transform((d) => ({ id: d.delivery_id })),
  z.object({ delivery: DeliveryRow }).transform((d) => d.delivery),
]);

/**
 * A preset range ("last 24 hours") stays in the key as a name and becomes `since` at fetch
 * time, so each refresh moves the window with the clock without making a new query.
 */
export type DeliveryListFilter = {
  status: string | null;
  eventType: string | null;
  range: TimeRange;
  q: string | null;
  leadId: string | null;
  campaignId: string | null;
};
export type SampleFilter = Pick<DeliveryListFilter, "eventType" | "range">;

const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: () => [...webhookKeys.all, "endpoints"] as const,
  endpointList: () => [...webhookKeys.endpoints(), "list"] as const,
  endpoint: (id: string) => [...webhookKeys.endpoints(), "detail", id] as const,
  deliveries: (endpointId: string) => [...webhookKeys.all, "deliveries", endpointId] as const,
  deliveryList: (endpointId: string, filter: DeliveryListFilter, cursor: string | null) =>
    [...webhookKeys.deliveries(endpointId), "list", filter, cursor] as const,
  deliveryChart: (endpointId: string, filter: SampleFilter) =>
    [...webhookKeys.deliveries(endpointId), "chart", filter] as const,
  delivery: (endpointId: string, deliveryId: string) =>
    [...webhookKeys.deliveries(endpointId), "detail", deliveryId] as const,
  stats: (endpointId: string, filter: SampleFilter) =>
    [...webhookKeys.deliveries(endpointId), "stats", filter] as const,
  recoverPreview: (endpointId: string, range: RecoverBody) =>
    [...webhookKeys.deliveries(endpointId), "recover-preview", range] as const,
  recovery: (endpointId: string, recoveryId: string) =>
    [...webhookKeys.deliveries(endpointId), "recovery", recoveryId] as const,
};

/**
 * Endpoints deleted in this tab. A page still in the browser's history (Back) shows them as
 * deleted instead of a copy from a cache that has not caught up yet.
 */
const deletedEndpoints = new Set<string>();
export const wasDeleted = (id: string) => deletedEndpoints.has(id);

const endpointsPath = "/api/public/webhook-endpoints";
const endpointPath = (id: string) => `${endpointsPath}/${encodeURIComponent(id)}`;
const deliveriesPath = (id: string) => `${endpointPath(id)}/deliveries`;
const deliveryPath = (id: string, deliveryId: string) =>
  `${deliveriesPath(id)}/${encodeURIComponent(deliveryId)}`;

/** While anything is pending, lists refresh by themselves at this pace. */
export const PENDING_REFRESH_MS = 2_000;
/** Without anything pending, lists still look for new deliveries now and then. */
export const IDLE_REFRESH_MS = 30_000;
const DELIVERIES_PAGE_SIZE = 25;

// --- endpoints -------------------------------------------------------------------------------

function getWebhookEndpoints(signal?: AbortSignal) {
  return apiFetch(`${endpointsPath}${queryString({ per_page: 100 })}`, {
    schema: EndpointList,
    signal,
  });
}

export function useWebhookEndpointsQuery() {
  return useQuery({
    queryKey: webhookKeys.endpointList(),
    queryFn: ({ signal }) => getWebhookEndpoints(signal),
    // The 24-hour figures move as deliveries land.
    refetchInterval: IDLE_REFRESH_MS,
  });
}

export function useWebhookEndpointQuery(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: webhookKeys.endpoint(id),
    queryFn: ({ signal }) => apiFetch(endpointPath(id), { schema: EndpointRow, signal }),
    initialData: () =>
      queryClient
        .getQueryData<z.infer<typeof EndpointList>>(webhookKeys.endpointList())
        ?.items.find((e) => e.id === id),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(webhookKeys.endpointList())?.dataUpdatedAt,
    // The endpoint page's one refresh clock (useRefreshEndpointPage) refetches it.
  });
}

function useInvalidateEndpoints() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
      id ? queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }) : null,
    ]);
}

/** The created endpoint's secret must not outlive the dialog that shows it. */
const SECRET_MUTATION = { gcTime: 0 } as const;

export function useCreateWebhookEndpointMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: CreateWebhookEndpointBody;
      idempotencyKey: string;
    }) =>
      apiFetch(endpointsPath, {
        method: "POST",
        body,
        idempotencyKey,
        schema: EndpointRowWithSecret,
      }),
    onSettled: () => invalidate(),
  });
}

export function useRotateWebhookSecretMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: ({ id, overlapSeconds }: { id: string; overlapSeconds: number }) =>
      apiFetch(`${endpointPath(id)}/rotate-secret`, {
        method: "POST",
        body: { overlap_seconds: overlapSeconds },
        schema: EndpointRowWithSecret,
      }),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

export function useUpdateWebhookEndpointMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) =>
      apiFetch(endpointPath(id), { method: "PATCH", body, schema: EndpointRow }),
    onSuccess: (endpoint) => queryClient.setQueryData(webhookKeys.endpoint(endpoint.id), endpoint),
    onSettled: () => invalidate(),
  });
}

export function useDeleteWebhookEndpointMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(endpointPath(id), { method: "DELETE" }),
    onSuccess: (_data, id) => {
      deletedEndpoints.add(id);
      // The list drops it now, so nothing seeded from the list can bring it back.
      queryClient.setQueryData<z.infer<typeof EndpointList>>(webhookKeys.endpointList(), (old) =>
        old ? { ...old, items: old.items.filter((e) => e.id !== id) } : old,
      );
      queryClient.removeQueries({ queryKey: webhookKeys.endpoint(id) });
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpointList() }),
  });
}

/** The spec's synthetic call.completed, or (with `eventType`) a catalog event's example. */
export function useSendTestMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, eventType }: { id: string; eventType?: EventType }) =>
      apiFetch(`${endpointPath(id)}/test`, {
        method: "POST",
        body: eventType ? ({ event_type: eventType } satisfies TestEndpointBody) : undefined,
        schema: StartedDelivery,
      }),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

/** A copy of one delivery to another endpoint of the workspace (a migration). */
export function useReplayDeliveryMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({
      endpointId,
      deliveryId,
      body,
      idempotencyKey,
    }: {
      endpointId: string;
      deliveryId: string;
      body: ReplayDeliveryBody;
      idempotencyKey: string;
    }) =>
      apiFetch(`${deliveryPath(endpointId, deliveryId)}/replay`, {
        method: "POST",
        body,
        idempotencyKey,
        schema: StartedDelivery,
      }),
    onSettled: (_data, _error, { body }) => invalidate(body.endpoint_id),
  });
}

// --- deliveries ------------------------------------------------------------------------------

function getDeliveries(
  endpointId: string,
  filter: DeliveryListFilter,
  { cursor, limit = DELIVERIES_PAGE_SIZE }: { cursor?: string; limit?: number },
  signal?: AbortSignal,
) {
  const query = queryString({
    status: filter.status ?? undefined,
    event_type: filter.eventType ?? undefined,
    ...rangeBounds(filter.range, Date.now()),
    q: filter.q ?? undefined,
    lead_id: filter.leadId ?? undefined,
    campaign_id: filter.campaignId ?? undefined,
    cursor,
    limit,
  });
  return apiFetch(`${deliveriesPath(endpointId)}${query}`, { schema: DeliveryPage, signal });
}

export const anyPending = (items: readonly { status: string }[]) =>
  items.some((d) => d.status === "pending");

/**
 * One page of deliveries, newest first: the first without a cursor, then each from the cursor
 * the page before it gave (kept in the URL, so a page can be linked and survives a reload).
 */
export function useDeliveriesQuery(
  endpointId: string,
  filter: DeliveryListFilter,
  cursor: string | null,
) {
  return useQuery({
    queryKey: webhookKeys.deliveryList(endpointId, filter, cursor),
    queryFn: ({ signal }) =>
      getDeliveries(endpointId, filter, { cursor: cursor ?? undefined }, signal),
    placeholderData: keepPreviousData,
    // The endpoint page's one refresh clock (useRefreshEndpointPage) refetches it.
  });
}

/**
 * The counts behind the endpoint page's cards and charts for one range: a single read of the
 * platform's statistics, so they always describe the same deliveries. The window moves with
 * the clock at each refresh; a custom range without a start begins at `earliest`.
 */
export function useDeliveryStatsQuery(endpointId: string, filter: SampleFilter, earliest?: string) {
  return useQuery({
    queryKey: webhookKeys.stats(endpointId, filter),
    queryFn: async ({ signal }) => {
      const now = Date.now();
      const bounds = rangeBounds(filter.range, now);
      const since = bounds.since ?? earliest ?? new Date(now - 30 * 86_400_000).toISOString();
      const end = bounds.until ? Math.min(Date.parse(bounds.until), now) : now;
      const window = { start: Math.min(Date.parse(since), end - 60_000), end };
      const bucketMs = Math.max(60_000, bucketSize(window.end - window.start));
      const stats = await getDeliveryStats(
        endpointId,
        { since: new Date(window.start).toISOString(), until: bounds.until },
        { eventType: filter.eventType, bucketSeconds: bucketMs / 1000 },
        signal,
      );
      return { stats, window, bucketMs };
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryQuery(endpointId: string, deliveryId: string | null) {
  return useQuery({
    queryKey: webhookKeys.delivery(endpointId, deliveryId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch(deliveryPath(endpointId, deliveryId ?? ""), { schema: DeliveryDetail, signal }),
    enabled: deliveryId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" ? PENDING_REFRESH_MS : false,
  });
}

export function useResendDeliveryMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      apiFetch(`${deliveryPath(endpointId, deliveryId)}/resend`, {
        method: "POST",
        schema: StartedDelivery,
      }),
    onSettled: (_data, _error, { endpointId }) => invalidate(endpointId),
  });
}

// --- one refresh for the whole endpoint page ---------------------------------------------------

/**
 * The endpoint's cards, charts and delivery table refresh together: one clock invalidates all
 * of them at once (every 2 s while anything is pending, 30 s otherwise), so during an outage
 * the figures and the table never disagree for longer than one round trip.
 */
export function useRefreshEndpointPage(endpointId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webhookKeys.endpoint(endpointId) }),
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
    ]);
}

// --- statistics ------------------------------------------------------------------------------

/** One range's figures; a status the console does not know yet is shown as it comes. */
export const DeliveryStatsRow = DeliveryStats.extend({
  last_delivery_status: z.string().nullable(),
});
export type DeliveryStatsRow = z.infer<typeof DeliveryStatsRow>;

function getDeliveryStats(
  endpointId: string,
  bounds: { since: string; until?: string },
  filter: { eventType: string | null; bucketSeconds: number },
  signal?: AbortSignal,
) {
  const query = queryString({
    since: bounds.since,
    until: bounds.until,
    event_type: filter.eventType ?? undefined,
    bucket_seconds: filter.bucketSeconds,
  });
  return apiFetch(`${endpointPath(endpointId)}/delivery-stats${query}`, {
    schema: DeliveryStatsRow,
    signal,
  });
}

// --- recover ---------------------------------------------------------------------------------

export function useRecoverPreviewQuery(endpointId: string, range: RecoverBody | null) {
  return useQuery({
    queryKey: webhookKeys.recoverPreview(endpointId, range ?? { since: "" }),
    queryFn: ({ signal }) =>
      apiFetch(
        `${endpointPath(endpointId)}/recover${queryString({
          since: range?.since,
          until: range?.until,
          event_type: range?.event_type,
        })}`,
        { schema: RecoverPreview, signal },
      ),
    enabled: range !== null,
    staleTime: 0,
  });
}

export function useRecoverMutation() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({
      endpointId,
      body,
      idempotencyKey,
    }: {
      endpointId: string;
      body: RecoverBody;
      idempotencyKey: string;
    }) =>
      apiFetch(`${endpointPath(endpointId)}/recover`, {
        method: "POST",
        body,
        idempotencyKey,
        schema: WebhookRecovery,
      }),
    onSettled: (_data, _error, { endpointId }) => invalidate(endpointId),
  });
}

/** A recovery's progress, read every 2 s until nothing it queued is pending. */
export function useRecoveryQuery(endpointId: string, recoveryId: string | null) {
  return useQuery({
    queryKey: webhookKeys.recovery(endpointId, recoveryId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch(`${endpointPath(endpointId)}/recoveries/${encodeURIComponent(recoveryId ?? "")}`, {
        schema: WebhookRecovery,
        signal,
      }),
    enabled: recoveryId !== null,
    refetchInterval: (query) => (query.state.data?.pending === 0 ? false : PENDING_REFRESH_MS),
  });
}
