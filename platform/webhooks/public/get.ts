import { createRoute } from "@hono/zod-openapi";
import { EndpointParams, WebhookEndpoint } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findEndpoint } from "../data/webhooks";
import { toWebhookEndpoint } from "../data/webhooks-serialize";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}",
  operationId: "public_get_webhook_endpoint",
  tags: [TAG],
  summary: "Get a webhook endpoint",
  description: "The endpoint and its last 24 hours of deliveries; never its secret.",
  request: { params: EndpointParams },
  responses: {
    200: jsonContent(WebhookEndpoint, "The webhook endpoint."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const found = await findEndpoint(c.var.deps.db, c.var.auth.workspaceId, endpoint_id);
    if (!found) throw new ApiError("webhook_endpoint_not_found");
    return c.json(toWebhookEndpoint(found), 200);
  });
}
