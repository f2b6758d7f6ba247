import { createRoute } from "@hono/zod-openapi";
import {
  EndpointParams,
  RotateSecretBody,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { emptyBodyIsNoBody } from "../../http/optional-json-body";
import { rotateEndpointSecret } from "../data/webhooks";
import { toWebhookEndpointWithSecret } from "../data/webhooks-serialize";
import { TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints/{endpoint_id}/rotate-secret",
  operationId: "public_rotate_webhook_endpoint_secret",
  tags: [TAG],
  summary: "Rotate an endpoint's signing secret",
  description:
    "Makes a new secret and shows it this once. Every attempt from now on, retries of earlier deliveries included, is signed with the new secret. For `overlap_seconds` (default 24 hours, at most 7 days, 0 for none) the replaced secret keeps signing too: `X-Service-Signature` then carries both signatures, newest first, comma-separated (`sha256=<new>, sha256=<old>`), so a receiver still holding the old secret keeps accepting deliveries until it switches. `previous_secret_expires_at` says when the overlap ends. The body is optional.",
  middleware: [emptyBodyIsNoBody],
  request: {
    params: EndpointParams,
    body: { required: false, content: { "application/json": { schema: RotateSecretBody } } },
  },
  responses: {
    200: jsonContent(WebhookEndpointWithSecret, "The endpoint, with its new secret shown once."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerRotateWebhookSecret(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    // Without a JSON body the validator is skipped; the defaults apply.
    const body = RotateSecretBody.parse(c.req.valid("json") ?? {});
    const rotated = await rotateEndpointSecret(
      c.var.deps.db,
      c.var.auth.workspaceId,
      endpoint_id,
      body.overlap_seconds,
    );
    if (!rotated) throw new ApiError("webhook_endpoint_not_found");
    return c.json(toWebhookEndpointWithSecret(rotated, rotated.secret), 200);
  });
}
