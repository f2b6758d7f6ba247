import { createRoute } from "@hono/zod-openapi";
import { RemovedLeads, RemoveLeadsBody } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { LeadListParams, ownLeadList } from "../../../prospecting";
import { removeLeads } from "../../lead-list-changes";
import { findLeadList } from "../../lead-lists";
import { toLeadList } from "../../lead-serialize";

const route = createRoute({
  method: "post",
  path: "/lead-lists/{list_id}/leads/remove",
  operationId: "public_remove_lead_list_leads",
  tags: ["Lead lists"],
  summary: "Remove leads from a lead list",
  description:
    "Platform addition: deletes the given leads of this list (at most 100 per request). Ids that are not leads of this list are ignored, so repeating a removal is harmless; `removed` counts the leads actually deleted. Needs the write scope and, for a key with a recorded creator, a creator who is a manager or above.",
  middleware: [ownLeadList] as const,
  request: { params: LeadListParams, body: jsonBody(RemoveLeadsBody) },
  responses: {
    200: jsonContent(RemovedLeads, "How many leads were removed, and the list as it is now."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerRemoveLeadListLeads(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const removed = await removeLeads(db, workspaceId, list_id, c.req.valid("json").lead_ids);
    const row = await findLeadList(db, workspaceId, list_id);
    if (!row) throw new ApiError("lead_list_not_found");
    return c.json({ removed, lead_list: toLeadList(row.list, row.leadCount) }, 200);
  });
}
