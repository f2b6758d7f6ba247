import { createRoute } from "@hono/zod-openapi";
import { LeadDetail } from "../../../../contract/lead-detail";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { LeadParams, ownLead } from "../../../inbox";
import { findLeadDetail } from "../../lead-detail";

const route = createRoute({
  method: "get",
  path: "/leads/{lead_id}",
  operationId: "public_get_lead",
  tags: ["Leads"],
  summary: "Read a lead",
  description:
    "Platform addition: one lead with its phone (from its prospect), its lead list and the campaigns it is enrolled in (newest first), as the inbox shows them beside a conversation. Another workspace's lead is a 404.",
  // A malformed id is a 404 like any id the workspace lacks, as for the lead's other paths.
  middleware: [ownLead] as const,
  request: { params: LeadParams },
  responses: {
    200: jsonContent(LeadDetail, "The lead."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetLead(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { lead_id } = c.req.valid("param");
    const lead = await findLeadDetail(c.var.deps.db, c.var.auth.workspaceId, lead_id);
    if (!lead) throw new ApiError("lead_not_found");
    // Through the contract's schema, so nothing beyond its fields can be returned.
    return c.json(LeadDetail.parse(lead), 200);
  });
}
