import { createRoute } from "@hono/zod-openapi";
import { EVENT_EXAMPLES } from "../../../contract/webhook-catalog";
import {
  EndpointParams,
  type EventType,
  TestEndpointBody,
  WebhookDelivery,
} from "../../../contract/webhooks";
import type { Db } from "../../db/client";
import { eventBody, queueDirectDelivery } from "../../events/events";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { emptyBodyIsNoBody } from "../../http/optional-json-body";
import { findEndpointRow } from "../data/webhooks";
import { toWebhookDelivery } from "../data/webhooks-serialize";
import { sampleContext, samplePayload } from "../simulator";
import { maxAttemptsOf, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/test",
  operationId: "public_test_webhook_endpoint",
  tags: [TAG],
  summary: "Send a test event",
  description:
    'Queues a synthetic `call.completed` event for this endpoint, whatever it subscribes to and even while it is inactive, and answers at once (202) with the new delivery; its `id` is the delivery id. It is delivered, signed and retried like any other; follow it at `/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}`. The body is optional: `{"event_type": …}` sends that catalog event instead, with its example body exactly as the event catalog shows it (so a receiver can be tried on every event it will get).',
  middleware: [emptyBodyIsNoBody],
  request: {
    params: EndpointParams,
    body: { required: false, content: { "application/json": { schema: TestEndpointBody } } },
  },
  responses: {
    202: jsonContent(WebhookDelivery, "The test delivery, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

/** The body to send: the spec's synthetic call.completed, or a catalog event's example. */
async function testBody(db: Db, workspaceId: string, eventType: EventType | undefined) {
  // The example is the whole event, event_type first, as eventBody writes every body.
  if (eventType) return { eventType, body: JSON.stringify(EVENT_EXAMPLES[eventType]) };
  const payload = samplePayload("call.completed", await sampleContext(db, workspaceId));
  return { eventType: "call.completed" as const, body: eventBody("call.completed", payload) };
}

export function registerTestWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    // Without a JSON body the validator is skipped: the spec's call.completed.
    const input = TestEndpointBody.parse(c.req.valid("json") ?? {});
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const endpoint = await findEndpointRow(db, workspaceId, endpoint_id);
    if (!endpoint) throw new ApiError("webhook_endpoint_not_found");
    const { eventType, body } = await testBody(db, workspaceId, input.event_type);
    const delivery = await queueDirectDelivery(db, {
      workspaceId,
      endpointId: endpoint.id,
      eventType,
      body,
      trigger: "test",
    });
    return c.json(toWebhookDelivery(delivery, maxAttemptsOf(c)), 202);
  });
}
