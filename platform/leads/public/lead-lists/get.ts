import { createRoute, z } from "@hono/zod-openapi";
import { ResourceId } from "../../../../contract/inputs";
import { LeadList } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { findLeadList } from "../../lead-lists";
import { toLeadList } from "../../lead-serialize";

const route = createRoute({
  method: "get",
  path: "/lead-lists/{list_id}",
  operationId: "public_get_lead_list",
  tags: ["Lead lists"],
  summary: "Get a lead list",
  request: { params: z.object({ list_id: ResourceId }) },
  responses: {
    200: jsonContent(LeadList, "The lead list."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetLeadList(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const row = await findLeadList(c.var.deps.db, c.var.auth.workspaceId, list_id);
    if (!row) throw new ApiError("lead_list_not_found");
    return c.json(toLeadList(row.list, row.leadCount), 200);
  });
}
