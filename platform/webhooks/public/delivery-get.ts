import { createRoute } from "@hono/zod-openapi";
import { DeliveryParams, WebhookDeliveryDetail } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findEndpointRow } from "../data/webhooks";
import { findDeliveryWithAttempts } from "../data/webhooks-deliveries";
import { toWebhookDeliveryDetail } from "../data/webhooks-serialize";
import { maxAttemptsOf, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}",
  operationId: "public_get_webhook_delivery",
  tags: [TAG],
  summary: "Get a delivery with its attempts",
  description:
    "The delivery, its payload (the body sent), and every attempt oldest first: time, address, the request headers sent (signature included), status code, duration, error and the first 2 KB of the response body.",
  request: { params: DeliveryParams },
  responses: {
    200: jsonContent(WebhookDeliveryDetail, "The delivery and its attempts."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetWebhookDelivery(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id, delivery_id } = c.req.valid("param");
    const { db } = c.var.deps;
    if (!(await findEndpointRow(db, c.var.auth.workspaceId, endpoint_id))) {
      throw new ApiError("webhook_endpoint_not_found");
    }
    const found = await findDeliveryWithAttempts(db, endpoint_id, delivery_id);
    if (!found) throw new ApiError("webhook_delivery_not_found");
    return c.json(toWebhookDeliveryDetail(found.delivery, found.attempts, maxAttemptsOf(c)), 200);
  });
}
