import { createRoute } from "@hono/zod-openapi";
import { EndpointParams } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { deleteEndpoint } from "../data/webhooks";
import { TAG } from "./shared";

const route = createRoute({
  method: "delete",
  path: "/webhook-endpoints/{endpoint_id}",
  operationId: "public_delete_webhook_endpoint",
  tags: [TAG],
  summary: "Delete a webhook endpoint",
  description:
    "Deletes the endpoint and its delivery history; queued deliveries are dropped. Cannot be undone.",
  request: { params: EndpointParams },
  responses: {
    204: { description: "Deleted." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerDeleteWebhookEndpoint(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    if (!(await deleteEndpoint(c.var.deps.db, c.var.auth.workspaceId, endpoint_id))) {
      throw new ApiError("webhook_endpoint_not_found");
    }
    return c.body(null, 204);
  });
}
