import { createRoute, z } from "@hono/zod-openapi";
import { ApiKey } from "../../../../contract/api-keys";
import { toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { listApiKeys } from "../../api-keys";

const route = createRoute({
  method: "get",
  path: "/api-keys",
  operationId: "console_list_api_keys",
  tags: ["Console"],
  summary: "List the workspace's API keys",
  description: "Every key of the workspace with its state; never a key value.",
  responses: {
    200: jsonContent(z.object({ items: z.array(ApiKey) }), "The keys."),
    ...errorResponses(401, 403),
  },
});

export function registerListApiKeys(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { db, now, keyUsage } = c.var.deps;
    // Last uses this instance has queued are written first, so the list shows them.
    await keyUsage?.flush();
    const rows = await listApiKeys(db, c.var.member.workspaceId);
    const at = now();
    return c.json({ items: rows.map((r) => toApiKey(r.key, r.creator, at)) }, 200);
  });
}
