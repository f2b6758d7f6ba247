import { createRoute } from "@hono/zod-openapi";
import { DeliveryParams, ReplayDeliveryBody, WebhookDelivery } from "../../../contract/webhooks";
import { wakeWebhookWorkers } from "../../events/events";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findDelivery } from "../data/webhooks-deliveries";
import { replayDelivery, replayTarget } from "../data/webhooks-replay";
import { toWebhookDelivery } from "../data/webhooks-serialize";
import { maxAttemptsOf, ownEndpoint, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}/replay",
  operationId: "public_replay_webhook_delivery",
  tags: [TAG],
  middleware: [ownEndpoint] as const,
  summary: "Replay a delivery to another endpoint",
  description:
    "Queues a copy of the delivery's exact body as a new delivery to another endpoint of this workspace (202), for moving receivers during a migration: `trigger: replay`, `resent_from` naming the original, which keeps its own status and attempts. Signed with the target's secret, delivered and retried like any other, and recorded in the audit log. The target (`endpoint_id` in the body) must be active and subscribe to the delivery's event type; the delivery's own endpoint, a disabled one, one that does not subscribe, and one that is not this workspace's are refused with a 422 at `[\"body\",\"endpoint_id\"]` that says which. Send an Idempotency-Key so that a retry or a double click replays the first answer instead of sending a second copy.",
  request: { params: DeliveryParams, body: jsonBody(ReplayDeliveryBody) },
  responses: {
    202: jsonContent(WebhookDelivery, "The copy, queued to the target endpoint."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerReplayWebhookDelivery(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id, delivery_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, now } = c.var.deps;
    const { auth } = c.var;
    const original = await findDelivery(db, endpoint_id, delivery_id);
    if (!original) throw new ApiError("webhook_delivery_not_found");
    const found = await replayTarget(db, auth.workspaceId, original, body.endpoint_id);
    if ("refusal" in found) {
      throw validationError(["body", "endpoint_id"], found.refusal, "replay_target_refused");
    }
    const copy = await replayDelivery(db, {
      workspaceId: auth.workspaceId,
      auth,
      original,
      target: found.target,
      at: now(),
    });
    // The copy is visible only now that its transaction committed.
    wakeWebhookWorkers();
    return c.json(toWebhookDelivery(copy, maxAttemptsOf(c)), 202);
  });
}
