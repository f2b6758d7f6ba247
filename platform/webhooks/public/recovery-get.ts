import { createRoute } from "@hono/zod-openapi";
import { RecoveryParams, WebhookRecovery } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { recoveryProgress } from "../data/webhooks-recovery";
import { ownEndpoint, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}/recoveries/{recovery_id}",
  operationId: "public_get_webhook_recovery",
  tags: [TAG],
  middleware: [ownEndpoint] as const,
  summary: "Follow a recovery",
  description:
    "The resends a recover queued, counted by status; it is done when `pending` is 0. The resends themselves are in the delivery history with `trigger: resend`.",
  request: { params: RecoveryParams },
  responses: {
    200: jsonContent(WebhookRecovery, "The recovery's progress."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetWebhookRecovery(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id, recovery_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const progress = await recoveryProgress(db, endpoint_id, recovery_id);
    if (!progress) throw new ApiError("webhook_recovery_not_found");
    return c.json(WebhookRecovery.parse({ id: recovery_id, endpoint_id, ...progress }), 200);
  });
}
