import { createRoute } from "@hono/zod-openapi";
import {
  CreateSavedSearchBody,
  SAVED_SEARCHES_MAX,
  SavedSearch,
} from "../../../../contract/saved-searches";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import {
  countSavedSearches,
  findSavedSearch,
  insertSavedSearch,
  nameTaken,
} from "../../saved-searches";
import { checkLeadList, requireWriter } from "./shared";

const route = createRoute({
  method: "post",
  path: "/saved-searches",
  operationId: "console_create_saved_search",
  tags: ["Console"],
  summary: "Save a prospect search",
  description:
    "Manager and above. The name is unique in the workspace (ignoring case): 409 when taken. Filters are checked like a preview's; they are kept without the members that say nothing.",
  request: { body: jsonBody(CreateSavedSearchBody) },
  responses: {
    201: jsonContent(SavedSearch, "The saved search."),
    ...errorResponses(400, 401, 403, 409, 410, 415, 422),
  },
});

export function registerCreateSavedSearch(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const member = c.var.member;
    requireWriter(member);
    const body = c.req.valid("json");
    const { db, now } = c.var.deps;
    await checkLeadList(db, member.workspaceId, body.lead_list_id);
    if (await nameTaken(db, member.workspaceId, body.name)) {
      throw new ApiError("saved_search_name_taken");
    }
    if ((await countSavedSearches(db, member.workspaceId)) >= SAVED_SEARCHES_MAX) {
      throw new ApiError("saved_search_limit");
    }
    const id = await insertSavedSearch(db, {
      workspaceId: member.workspaceId,
      name: body.name,
      leadListId: body.lead_list_id,
      filters: body.filters,
      pageSize: body.page_size,
      autoEnrich: body.auto_enrich,
      createdBy: member.memberId,
      at: now(),
    }).catch(nameTakenOnRace);
    const saved = await findSavedSearch(db, member.workspaceId, id);
    return c.json(saved!, 201);
  });
}

/** Two saves of one name at once: the unique index refuses the second. */
export function nameTakenOnRace(err: unknown): never {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  if (code(err) === "23505" || code((err as { cause?: unknown }).cause) === "23505") {
    throw new ApiError("saved_search_name_taken");
  }
  throw err;
}
