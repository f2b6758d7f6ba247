import { createRoute } from "@hono/zod-openapi";
import {
  ProspectMemberships,
  ProspectMembershipsParams,
} from "../../../contract/prospect-memberships";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { prospectMemberships } from "../prospect-memberships";

const route = createRoute({
  method: "get",
  path: "/prospects/{prospect_id}/memberships",
  operationId: "public_get_prospect_memberships",
  tags: ["Prospecting"],
  summary: "Where a prospect already is: lists and campaigns",
  description:
    "Platform addition. The lead lists of the workspace that hold the prospect (a result id of any preview) as a lead, and the campaigns those leads are enrolled in, newest first, at most 50 of each with the totals. A prospect of the corpus that is in none of them answers empty arrays; an id that names no prospect is a 404. Never spends credits.",
  request: { params: ProspectMembershipsParams },
  responses: {
    200: jsonContent(ProspectMemberships, "The prospect's lists and campaigns."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerProspectMemberships(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { prospect_id } = c.req.valid("param");
    const found = await prospectMemberships(c.var.deps.db, c.var.auth.workspaceId, prospect_id);
    if (!found) throw new ApiError("prospect_not_found");
    return c.json(ProspectMemberships.parse(found), 200);
  });
}
