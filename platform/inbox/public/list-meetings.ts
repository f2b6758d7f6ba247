import { createRoute } from "@hono/zod-openapi";
import { OffsetQuery, offsetEnvelope } from "../../../contract/envelopes";
import { Meeting } from "../../../contract/inbox";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { leadMeetingsPage } from "../inbox-meetings";
import { LeadParams, ownLead, TAG, toMeeting } from "./shared";

const route = createRoute({
  method: "get",
  path: "/leads/{lead_id}/meetings",
  operationId: "public_list_lead_meetings",
  tags: [TAG],
  summary: "List a lead's meetings",
  description:
    "Platform addition: the meetings booked with the lead, by the AI agent or an operator, the latest booked first. A lead has at most one meeting per campaign, so before booking for a campaign, look here: another for the same campaign is a 409.",
  middleware: [ownLead] as const,
  request: { params: LeadParams, query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Meeting), "A page of the lead's meetings."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListLeadMeetings(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { lead_id } = c.req.valid("param");
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await leadMeetingsPage(c.var.deps.db, lead_id, {
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toMeeting), total, page, per_page }, 200);
  });
}
