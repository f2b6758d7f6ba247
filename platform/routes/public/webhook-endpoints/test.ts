import { createRoute } from "@hono/zod-openapi";
import { EndpointParams, WebhookDelivery } from "../../../../contract/webhooks";
import { findEndpointRow } from "../../../data/webhooks";
import { toWebhookDelivery } from "../../../data/webhooks-serialize";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { eventBody, queueDirectDelivery } from "../../../webhooks/events";
import { sampleContext, samplePayload } from "../../../webhooks/simulator";
import type { PublicApi } from "../api";
import { maxAttemptsOf, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/test",
  operationId: "public_test_webhook_endpoint",
  tags: [TAG],
  summary: "Send a test event",
  description:
    "Queues a synthetic `call.completed` event for this endpoint, whatever it subscribes to and even while it is inactive, and answers at once (202) with the new delivery; its `id` is the delivery id. It is delivered, signed and retried like any other; follow it at `/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}`.",
  request: { params: EndpointParams },
  responses: {
    202: jsonContent(WebhookDelivery, "The test delivery, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerTestWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const endpoint = await findEndpointRow(db, workspaceId, endpoint_id);
    if (!endpoint) throw new ApiError("webhook_endpoint_not_found");
    const payload = samplePayload("call.completed", await sampleContext(db, workspaceId));
    const delivery = await queueDirectDelivery(db, {
      workspaceId,
      endpointId: endpoint.id,
      eventType: "call.completed",
      body: eventBody("call.completed", payload),
      trigger: "test",
    });
    return c.json(toWebhookDelivery(delivery, maxAttemptsOf(c)), 202);
  });
}
