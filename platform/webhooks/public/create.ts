import { createRoute } from "@hono/zod-openapi";
import { CreateWebhookEndpointBody, WebhookEndpointWithSecret } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { createEndpoint } from "../data/webhooks";
import { toWebhookEndpointWithSecret } from "../data/webhooks-serialize";
import { checkTargetUrl, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/webhook-endpoints",
  operationId: "public_create_webhook_endpoint",
  tags: [TAG],
  summary: "Register a webhook endpoint",
  description:
    'Registers an HTTPS address for the chosen event types. The answer carries the signing secret (`whsec_…`) this once: every delivery is signed with `X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with the secret>`, and with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`, which any Standard Webhooks library verifies with the same secret (the top-level `webhooks` of this document describe each delivery). An unknown event type is a 422 at `["body","event_types",i]`; a non-HTTPS or private address a 422 at `["body","url"]`. Needs a key whose creator is an admin or owner.',
  request: { body: jsonBody(CreateWebhookEndpointBody) },
  responses: {
    201: jsonContent(WebhookEndpointWithSecret, "The endpoint, with its secret shown once."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCreateWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const body = c.req.valid("json");
    checkTargetUrl(c, body.url);
    const created = await createEndpoint(c.var.deps.db, c.var.auth.workspaceId, {
      url: body.url,
      eventTypes: body.event_types,
      description: body.description,
    });
    return c.json(toWebhookEndpointWithSecret(created, created.endpoint.secret), 201);
  });
}
