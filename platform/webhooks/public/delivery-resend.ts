import { createRoute } from "@hono/zod-openapi";
import { DeliveryParams, EventType, WebhookDelivery } from "../../../contract/webhooks";
import { queueDirectDelivery } from "../../events/events";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findEndpointRow } from "../data/webhooks";
import { findDelivery } from "../data/webhooks-deliveries";
import { toWebhookDelivery } from "../data/webhooks-serialize";
import { maxAttemptsOf, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}/resend",
  operationId: "public_resend_webhook_delivery",
  tags: [TAG],
  summary: "Resend a delivery",
  description:
    "Queues a new delivery of the same body to the endpoint (202): a fresh attempt series with its own id, `trigger: resend` and `resent_from` naming the original, which keeps its own status and attempts. Works for succeeded and failed deliveries, and while the endpoint is inactive. Signed with the endpoint's current secret.",
  request: { params: DeliveryParams },
  responses: {
    202: jsonContent(WebhookDelivery, "The new delivery, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerResendWebhookDelivery(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id, delivery_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const endpoint = await findEndpointRow(db, workspaceId, endpoint_id);
    if (!endpoint) throw new ApiError("webhook_endpoint_not_found");
    const original = await findDelivery(db, endpoint.id, delivery_id);
    if (!original) throw new ApiError("webhook_delivery_not_found");
    const delivery = await queueDirectDelivery(db, {
      workspaceId,
      endpointId: endpoint.id,
      eventType: EventType.parse(original.eventType),
      body: original.body,
      trigger: "resend",
      resentFrom: original,
    });
    return c.json(toWebhookDelivery(delivery, maxAttemptsOf(c)), 202);
  });
}
