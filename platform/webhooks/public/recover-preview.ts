import { createRoute } from "@hono/zod-openapi";
import {
  EndpointParams,
  MAX_RECOVER_DELIVERIES,
  RecoverPreview,
  RecoverQuery,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { countRecoverable } from "../data/webhooks-recovery";
import { recoverRange } from "./recover-range";
import { ownEndpoint, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}/recover",
  operationId: "public_preview_webhook_recover",
  tags: [TAG],
  middleware: [ownEndpoint] as const,
  summary: "Count what a recover would resend",
  description: `How many failed deliveries of the endpoint, created in [since, until) and optionally of one event type, a recover would resend now. Failed deliveries whose resend is pending or has succeeded are not counted. Counts up to ${MAX_RECOVER_DELIVERIES + 1}; sends nothing.`,
  request: { params: EndpointParams, query: RecoverQuery },
  responses: {
    200: jsonContent(RecoverPreview, "The count."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerPreviewWebhookRecover(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.var.deps;
    const range = recoverRange(endpoint_id, query, "query");
    const n = await countRecoverable(db, range, MAX_RECOVER_DELIVERIES + 1);
    return c.json({ failed_deliveries: n, max: MAX_RECOVER_DELIVERIES }, 200);
  });
}
