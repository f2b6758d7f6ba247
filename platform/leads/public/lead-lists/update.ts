import { createRoute } from "@hono/zod-openapi";
import { LeadList, UpdateLeadListBody } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { LeadListParams, ownLeadList } from "../../../prospecting";
import { updateLeadList } from "../../lead-list-changes";
import { findLeadList } from "../../lead-lists";
import { toLeadList } from "../../lead-serialize";

const route = createRoute({
  method: "patch",
  path: "/lead-lists/{list_id}",
  operationId: "public_update_lead_list",
  tags: ["Lead lists"],
  summary: "Rename a lead list",
  description:
    "Platform addition (the spec names no lead-list writes beyond creation): sets the list's `name`, `description` or both. Needs the write scope and, for a key with a recorded creator, a creator who is a manager or above.",
  middleware: [ownLeadList] as const,
  request: { params: LeadListParams, body: jsonBody(UpdateLeadListBody) },
  responses: {
    200: jsonContent(LeadList, "The lead list as it is now."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerUpdateLeadList(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    if (!(await updateLeadList(db, workspaceId, list_id, c.req.valid("json")))) {
      throw new ApiError("lead_list_not_found");
    }
    const row = await findLeadList(db, workspaceId, list_id);
    if (!row) throw new ApiError("lead_list_not_found");
    return c.json(toLeadList(row.list, row.leadCount), 200);
  });
}
