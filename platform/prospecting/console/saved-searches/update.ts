import { createRoute } from "@hono/zod-openapi";
import { SavedSearch, UpdateSavedSearchBody } from "../../../../contract/saved-searches";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { findSavedSearch, nameTaken, updateSavedSearch } from "../../saved-searches";
import { nameTakenOnRace } from "./create";
import { checkLeadList, requireWriter, SavedSearchParams } from "./shared";

const route = createRoute({
  method: "patch",
  path: "/saved-searches/{id}",
  operationId: "console_update_saved_search",
  tags: ["Console"],
  summary: "Rename a saved search, or save a search over it",
  description: "Manager and above. Only the members sent change; the creator stays.",
  request: { params: SavedSearchParams, body: jsonBody(UpdateSavedSearchBody) },
  responses: {
    200: jsonContent(SavedSearch, "The saved search."),
    ...errorResponses(400, 401, 403, 404, 409, 410, 415, 422),
  },
});

export function registerUpdateSavedSearch(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const member = c.var.member;
    requireWriter(member);
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, now } = c.var.deps;
    const scope = { workspaceId: member.workspaceId, id };
    if (!(await findSavedSearch(db, member.workspaceId, id))) {
      throw new ApiError("saved_search_not_found");
    }
    await checkLeadList(db, member.workspaceId, body.lead_list_id);
    if (body.name !== undefined && (await nameTaken(db, member.workspaceId, body.name, id))) {
      throw new ApiError("saved_search_name_taken");
    }
    await updateSavedSearch(
      db,
      scope,
      {
        name: body.name,
        leadListId: body.lead_list_id,
        filters: body.filters,
        pageSize: body.page_size,
        autoEnrich: body.auto_enrich,
      },
      now(),
    ).catch(nameTakenOnRace);
    const saved = await findSavedSearch(db, member.workspaceId, id);
    if (!saved) throw new ApiError("saved_search_not_found");
    return c.json(saved, 200);
  });
}
