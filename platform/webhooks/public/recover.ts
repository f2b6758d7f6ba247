import { createRoute } from "@hono/zod-openapi";
import {
  EndpointParams,
  MAX_RECOVER_DELIVERIES,
  RecoverBody,
  WebhookRecovery,
} from "../../../contract/webhooks";
import { wakeWebhookWorkers } from "../../events/events";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { queueRecovery } from "../data/webhooks-recovery";
import { recoverRange } from "./recover-range";
import { ownEndpoint, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/recover",
  operationId: "public_recover_webhook_deliveries",
  tags: [TAG],
  middleware: [ownEndpoint] as const,
  summary: "Resend every failed delivery of a time range",
  description: `Queues a resend (\`trigger: resend\`, \`resent_from\` the original) of every failed delivery of the endpoint created in [since, until), optionally of one event type, oldest first, and answers 202 with the recovery; follow its progress at \`/webhook-endpoints/{endpoint_id}/recoveries/{recovery_id}\`. A failed delivery whose resend is pending or has succeeded is skipped, so recovering the same range twice sends nothing twice; recovers of one endpoint run one at a time, and while an earlier recovery is still resending everything the range holds, the answer is a 409 that names it (Location: its progress). At most ${MAX_RECOVER_DELIVERIES} deliveries at once (422 with the count above it: narrow the range); 422 when nothing in the range needs recovering. Send an Idempotency-Key so that a retry or a double click replays the first answer instead of recovering again. Works while the endpoint is disabled.`,
  request: {
    params: EndpointParams,
    body: jsonBody(RecoverBody),
  },
  responses: {
    202: jsonContent(WebhookRecovery, "The recovery, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerRecoverWebhookDeliveries(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { workspaceId } = c.var.auth;
    const range = recoverRange(endpoint_id, body, "body");
    const recovery = await c.var.deps.db.transaction(async (tx) => {
      const queued = await queueRecovery(tx, workspaceId, range, MAX_RECOVER_DELIVERIES);
      if ("tooMany" in queued) {
        throw validationError(
          ["body", "since"],
          `${queued.tooMany} failed deliveries match; one recover resends at most ${MAX_RECOVER_DELIVERIES}. Narrow the time range or choose an event type.`,
        );
      }
      if ("running" in queued) {
        const { id, pending } = queued.running;
        throw new ApiError(
          "webhook_recovery_running",
          { Location: `/api/v1/public/webhook-endpoints/${endpoint_id}/recoveries/${id}` },
          `A recovery of these deliveries is already running (${id}, ${pending} still to resend); follow its progress instead of starting another.`,
        );
      }
      if (queued.total === 0) {
        throw validationError(
          ["body", "since"],
          "No failed deliveries in this range need recovering: each has succeeded or has a resend under way.",
        );
      }
      return WebhookRecovery.parse({
        id: queued.id,
        endpoint_id,
        total: queued.total,
        pending: queued.total,
        succeeded: 0,
        failed: 0,
      } satisfies WebhookRecovery);
    });
    wakeWebhookWorkers();
    return c.json(recovery, 202);
  });
}
