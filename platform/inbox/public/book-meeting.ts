import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { BookMeetingBody, Meeting } from "../../../contract/inbox";
import { findCampaign } from "../../campaigns";
import { databaseNow } from "../../db/clock";
import { sqlRows } from "../../db/sql-rows";
import { wakeWebhookWorkers } from "../../events/events";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { bookOperatorMeeting, hasCampaignMeeting } from "../inbox-meetings";
import { LeadParams, ownLead, TAG, toMeeting } from "./shared";

const route = createRoute({
  method: "post",
  path: "/leads/{lead_id}/meetings",
  operationId: "public_book_meeting",
  tags: [TAG],
  summary: "Book a meeting with a lead",
  description:
    'Records a meeting an operator agreed with the lead, at `meeting_time` (ISO 8601, in the future), lasting `duration_minutes` (15, 30, 45 or 60; 30 when left out), at `meeting_url` (an https link, optional), optionally for `campaign_id`, a campaign of the workspace (one meeting per lead and campaign: another is a 409). Emits meeting.booked (lead_id, campaign_id, meeting_time, booked_via "operator") in the same transaction; the spec: "a lead books a meeting, via the AI agent or an operator in the inbox". Send an Idempotency-Key: a retry with it cannot book twice.',
  middleware: [ownLead] as const,
  request: { params: LeadParams, body: jsonBody(BookMeetingBody) },
  responses: {
    201: jsonContent(Meeting, "The meeting, booked."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerBookMeeting(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { lead_id } = c.req.valid("param");
    const { meeting_time, campaign_id, duration_minutes, meeting_url } = c.req.valid("json");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const at = await databaseNow(db);
    const meetingTime = new Date(meeting_time);
    const { meeting, queued } = await db.transaction(async (tx) => {
      // Locked, so two bookings of one lead and campaign queue and the second sees the first.
      const [lead] = await sqlRows<{ id: string }>(
        tx,
        sql`select id from leads where workspace_id = ${workspaceId} and id = ${lead_id}
          for no key update`,
      );
      if (!lead) throw new ApiError("lead_not_found");
      if (meetingTime.getTime() <= at.getTime()) {
        throw validationError(["body", "meeting_time"], "meeting_time must be in the future.");
      }
      if (campaign_id !== undefined) {
        if (!(await findCampaign(tx, workspaceId, campaign_id))) {
          throw validationError(
            ["body", "campaign_id"],
            "campaign_id must be a campaign of the workspace, as GET /campaigns lists them.",
          );
        }
        if (await hasCampaignMeeting(tx, lead_id, campaign_id)) {
          throw new ApiError(
            "campaign_state",
            {},
            "The lead already has a meeting booked for this campaign.",
          );
        }
      }
      return bookOperatorMeeting(tx, {
        workspaceId,
        leadId: lead_id,
        campaignId: campaign_id ?? null,
        meetingTime,
        durationMinutes: duration_minutes,
        meetingUrl: meeting_url ?? null,
        at,
      });
    });
    if (queued) wakeWebhookWorkers();
    return c.json(toMeeting(meeting), 201);
  });
}
