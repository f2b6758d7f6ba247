import { createRoute } from "@hono/zod-openapi";
import { SavedSearch } from "../../../../contract/saved-searches";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { findSavedSearch } from "../../saved-searches";
import { SavedSearchParams } from "./shared";

const route = createRoute({
  method: "get",
  path: "/saved-searches/{id}",
  operationId: "console_get_saved_search",
  tags: ["Console"],
  summary: "Read a saved search",
  description: "Every member may read it, e.g. to open a shared link to it.",
  request: { params: SavedSearchParams },
  responses: {
    200: jsonContent(SavedSearch, "The saved search."),
    ...errorResponses(401, 403, 404, 410),
  },
});

export function registerGetSavedSearch(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const found = await findSavedSearch(c.var.deps.db, c.var.member.workspaceId, id);
    if (!found) throw new ApiError("saved_search_not_found");
    return c.json(found, 200);
  });
}
