import { createRoute } from "@hono/zod-openapi";
import { CampaignSkips, Enrollment } from "../../../../contract/campaign-enrollments";
import { OffsetQuery, offsetEnvelope } from "../../../../contract/envelopes";
import { ResourceId } from "../../../../contract/inputs";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { shownLeadFields } from "../../../leads";
import { listEnrollments, removeEnrollment } from "../../campaign-enrollments";
import { campaignSkips, stepSkipsOf } from "../../campaign-skips";
import { findCampaign } from "../../campaigns";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/leads",
  operationId: "public_list_campaign_leads",
  tags: [TAG],
  summary: "List a campaign's enrollments",
  description:
    "The campaign's leads, newest enrollment first, in an offset envelope: each row has `lead_id`, its state, the steps run and when the next is due, the steps passed over (`skipped_steps`, each with its reason), and no id of its own.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Enrollment), "A page of enrollments."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const skipsRoute = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/skips",
  operationId: "public_get_campaign_skips",
  tags: [TAG],
  summary: "Why leads were skipped",
  description:
    "The campaign's skips by reason, every reason listed (zeros included): leads kept out at enrollment (`do_not_contact`, `active_elsewhere`, `replied_elsewhere`; enrolling such a lead later takes it off) and steps passed over because the lead has no address on their channel (`no_email` for email, `no_phone` for texts and calls, `no_profile` for the professional network). Nothing is sent or charged for a skipped step; the lead goes on to the next one after its wait.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(CampaignSkips, "The campaign's skips by reason."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/campaigns/{campaign_id}/leads/{lead_id}",
  operationId: "public_remove_campaign_lead",
  tags: [TAG],
  summary: "Remove a lead from a campaign",
  description:
    "Takes the lead out of the campaign: nothing more is sent to it by this campaign; what was sent stays. 404 when the lead is not in the campaign.",
  request: { params: CampaignParams.extend({ lead_id: ResourceId }) },
  responses: {
    204: { description: "Removed." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerCampaignEnrollments(api: PublicApi) {
  api.openapi(listRoute, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listEnrollments(c.var.deps.db, campaign_id, page, per_page);
    const skips = await stepSkipsOf(
      c.var.deps.db,
      campaign_id,
      rows.map((r) => r.enrollment.leadId),
    );
    const items = rows.map(({ enrollment: e, lead }) =>
      Enrollment.parse({
        lead_id: e.leadId,
        campaign_id: e.campaignId,
        state: e.state,
        current_step: e.currentStep,
        next_step_at: iso(e.nextStepAt),
        last_step_at: iso(e.lastStepAt),
        enrolled_at: iso(e.enrolledAt),
        ended_at: iso(e.endedAt),
        attempts: e.attempts,
        failure_reason: e.failureReason,
        skipped_steps: skips.get(e.leadId) ?? [],
        lead: {
          ...shownLeadFields({
            first_name: lead.firstName,
            last_name: lead.lastName,
            email: lead.email,
            company_name: lead.companyName,
          }),
          status: lead.status,
        },
      }),
    );
    return c.json({ items, total, page, per_page }, 200);
  });

  api.openapi(skipsRoute, async (c) => {
    const { campaign_id } = c.req.valid("param");
    return c.json(await campaignSkips(c.var.deps.db, campaign_id), 200);
  });

  api.openapi(removeRoute, async (c) => {
    const { campaign_id, lead_id } = c.req.valid("param");
    const { db } = c.var.deps;
    if (!(await findCampaign(db, c.var.auth.workspaceId, campaign_id))) {
      throw new ApiError("campaign_not_found");
    }
    if (!(await removeEnrollment(db, campaign_id, lead_id))) {
      throw new ApiError("lead_not_found", {}, "The lead is not enrolled in this campaign.");
    }
    return c.body(null, 204);
  });
}
