import { createRoute } from "@hono/zod-openapi";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses } from "../../../http/openapi";
import { deleteSavedSearch } from "../../saved-searches";
import { requireWriter, SavedSearchParams } from "./shared";

const route = createRoute({
  method: "delete",
  path: "/saved-searches/{id}",
  operationId: "console_delete_saved_search",
  tags: ["Console"],
  summary: "Delete a saved search",
  description: "Manager and above. Links to it then open an empty search.",
  request: { params: SavedSearchParams },
  responses: {
    204: { description: "Deleted." },
    ...errorResponses(401, 403, 404, 410),
  },
});

export function registerDeleteSavedSearch(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const member = c.var.member;
    requireWriter(member);
    const { id } = c.req.valid("param");
    const deleted = await deleteSavedSearch(c.var.deps.db, { workspaceId: member.workspaceId, id });
    if (!deleted) throw new ApiError("saved_search_not_found");
    return c.body(null, 204);
  });
}
