import { createRoute } from "@hono/zod-openapi";
import {
  DeliveryStats,
  DeliveryStatsQuery,
  EndpointParams,
  MAX_STATS_BUCKETS,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { validationError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { iso } from "../../http/time";
import { deliveryStats } from "../data/webhooks-stats";
import { ownEndpoint, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}/delivery-stats",
  operationId: "public_get_webhook_delivery_stats",
  tags: [TAG],
  middleware: [ownEndpoint] as const,
  summary: "Count an endpoint's deliveries over a range",
  description: `The endpoint's deliveries created in [since, until), optionally of one event type, counted by status overall and per bucket of \`bucket_seconds\`, with the latency (p50, p95, max) of each delivery's latest attempt. Read together with the delivery list, the figures and the list agree. At most ${MAX_STATS_BUCKETS} buckets.`,
  request: { params: EndpointParams, query: DeliveryStatsQuery },
  responses: {
    200: jsonContent(DeliveryStats, "The counts."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetWebhookDeliveryStats(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.var.deps;
    const since = new Date(query.since);
    // The database stamps deliveries with its own clock, so "now" here is the real time too.
    const until = query.until ? new Date(query.until) : new Date();
    if (since >= until) {
      throw validationError(
        ["query", query.until ? "until" : "since"],
        query.until ? "until must be later than since." : "since must be in the past.",
      );
    }
    const span = (until.getTime() - since.getTime()) / 1000;
    if (span / query.bucket_seconds > MAX_STATS_BUCKETS) {
      throw validationError(
        ["query", "bucket_seconds"],
        `This range needs buckets of at least ${Math.ceil(span / MAX_STATS_BUCKETS)} seconds (at most ${MAX_STATS_BUCKETS} buckets).`,
      );
    }
    const stats = await deliveryStats(db, {
      endpointId: endpoint_id,
      since,
      until,
      eventType: query.event_type,
      bucketSeconds: query.bucket_seconds,
    });
    return c.json(
      DeliveryStats.parse({
        since: iso(since),
        until: iso(until),
        bucket_seconds: query.bucket_seconds,
        totals: stats.totals,
        buckets: stats.buckets.map((b) => ({ ...b, start: iso(b.start) })),
        last_delivery_at: iso(stats.last?.at ?? null),
        last_delivery_status: stats.last?.status ?? null,
      }),
      200,
    );
  });
}
