import { createRoute } from "@hono/zod-openapi";
import { OffsetQuery, offsetEnvelope } from "../../../../contract/envelopes";
import { Lead, LeadsQuery } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { findLeadList } from "../../lead-lists";
import { toLead } from "../../lead-serialize";
import { listLeads } from "../../leads";

const route = createRoute({
  method: "get",
  path: "/leads",
  operationId: "public_list_leads",
  tags: ["Leads"],
  summary: "List leads",
  description:
    "Leads of the workspace, newest first; `lead_list_id` narrows to one list. Platform additions: `q` searches name, email, job title and company; `sort` orders the page.",
  request: { query: OffsetQuery.extend(LeadsQuery.shape) },
  responses: {
    200: jsonContent(offsetEnvelope(Lead), "A page of leads."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListLeads(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, lead_list_id, q, sort } = c.req.valid("query");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    if (lead_list_id && !(await findLeadList(db, workspaceId, lead_list_id))) {
      throw new ApiError("lead_list_not_found");
    }
    const { rows, total } = await listLeads(db, workspaceId, {
      leadListId: lead_list_id,
      q,
      sort,
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toLead), total, page, per_page }, 200);
  });
}
