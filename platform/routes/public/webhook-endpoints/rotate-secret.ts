import { createRoute } from "@hono/zod-openapi";
import { EndpointParams, WebhookEndpointWithSecret } from "../../../../contract/webhooks";
import { rotateEndpointSecret } from "../../../data/webhooks";
import { toWebhookEndpointWithSecret } from "../../../data/webhooks-serialize";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import type { PublicApi } from "../index";
import { TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/rotate-secret",
  operationId: "public_rotate_webhook_endpoint_secret",
  tags: [TAG],
  summary: "Rotate an endpoint's signing secret",
  description:
    "Replaces the secret at once and shows the new one this once. Every attempt from now on, retries of earlier deliveries included, is signed with the new secret; the old one stops verifying.",
  request: { params: EndpointParams },
  responses: {
    200: jsonContent(WebhookEndpointWithSecret, "The endpoint, with its new secret shown once."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerRotateWebhookSecret(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const rotated = await rotateEndpointSecret(c.var.deps.db, c.var.auth.workspaceId, endpoint_id);
    if (!rotated) throw new ApiError("webhook_endpoint_not_found");
    return c.json(toWebhookEndpointWithSecret(rotated, rotated.secret), 200);
  });
}
