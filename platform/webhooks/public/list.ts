import { createRoute } from "@hono/zod-openapi";
import { OffsetQuery, offsetEnvelope } from "../../../contract/envelopes";
import { WebhookEndpoint } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { listEndpoints } from "../data/webhooks";
import { toWebhookEndpoint } from "../data/webhooks-serialize";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints",
  operationId: "public_list_webhook_endpoints",
  tags: [TAG],
  summary: "List webhook endpoints",
  description:
    "The workspace's endpoints, newest first, in an offset envelope, each with its last 24 hours of deliveries (`delivery_stats`). Secrets are never listed. Needs a key whose creator is an admin or owner.",
  request: { query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(WebhookEndpoint), "A page of webhook endpoints."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListWebhookEndpoints(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listEndpoints(
      c.var.deps.db,
      c.var.auth.workspaceId,
      page,
      per_page,
    );
    return c.json({ items: rows.map(toWebhookEndpoint), total, page, per_page }, 200);
  });
}
