import { createRoute, z } from "@hono/zod-openapi";
import { SavedSearch } from "../../../../contract/saved-searches";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { listSavedSearches } from "../../saved-searches";

const route = createRoute({
  method: "get",
  path: "/saved-searches",
  operationId: "console_list_saved_searches",
  tags: ["Console"],
  summary: "List the workspace's saved searches",
  description: "Every member may read them; most recently saved first.",
  responses: {
    200: jsonContent(z.object({ items: z.array(SavedSearch) }), "The saved searches."),
    ...errorResponses(401, 403, 410),
  },
});

export function registerListSavedSearches(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const items = await listSavedSearches(c.var.deps.db, c.var.member.workspaceId);
    return c.json({ items }, 200);
  });
}
