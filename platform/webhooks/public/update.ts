import { createRoute } from "@hono/zod-openapi";
import {
  EndpointParams,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { updateEndpoint } from "../data/webhooks";
import { toWebhookEndpoint } from "../data/webhooks-serialize";
import { checkTargetUrl, TAG } from "./shared";

const route = createRoute({
  method: "patch",
  path: "/webhook-endpoints/{endpoint_id}",
  operationId: "public_update_webhook_endpoint",
  tags: [TAG],
  summary: "Update a webhook endpoint",
  description:
    "Changes any of `url`, `event_types`, `description` and `is_active`. Queued deliveries and their retries go to the endpoint's address at the time of each attempt. `is_active: false` stops new events; tests and resends still go out.",
  request: { params: EndpointParams, body: jsonBody(UpdateWebhookEndpointBody) },
  responses: {
    200: jsonContent(WebhookEndpoint, "The updated endpoint."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerUpdateWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const body = c.req.valid("json");
    if (body.url !== undefined) checkTargetUrl(c, body.url);
    const updated = await updateEndpoint(c.var.deps.db, c.var.auth.workspaceId, endpoint_id, {
      url: body.url,
      eventTypes: body.event_types,
      description: body.description,
      isActive: body.is_active,
    });
    if (!updated) throw new ApiError("webhook_endpoint_not_found");
    return c.json(toWebhookEndpoint(updated), 200);
  });
}
