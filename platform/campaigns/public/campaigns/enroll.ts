import { createRoute } from "@hono/zod-openapi";
import { EnrollLeadsBody, EnrollmentCounts } from "../../../../contract/campaign-enrollments";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { enrollLeads } from "../../campaign-enrollments";
import { wakeCampaignEngines } from "../../engine";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/campaigns/{campaign_id}/leads",
  operationId: "public_enroll_campaign_leads",
  tags: [TAG],
  summary: "Enroll leads in a campaign",
  description:
    "Enrolls the leads of `lead_list_id` or the leads `lead_ids` (exactly one of them; both or neither is a 422). A lead already in the campaign is left as it is and counted in `already_enrolled`. Leads kept out are counted in `skipped`, by reason in `skipped_by_reason`, and the first of them named in `skipped_leads`: a lead on the do-not-contact list or with status dnc, unsubscribed or bounced, always; a lead still in another campaign's sequence, or that replied (or booked a meeting) in another campaign, unless `include_engaged_elsewhere` is true. The campaign keeps each skip with its reason (GET /campaigns/{campaign_id}/skips). With `dry_run` true nothing is enrolled or recorded and the answer says what the request would do: the preview before enrolling. A list or a lead of another workspace is a 404 and enrolls nothing. In an active campaign the engine starts each new lead's sequence at once (the first step after its wait); in a draft, at launch. A stopped or finished campaign takes no leads (409). With `lead_list_id` the request is in the bulk write tier (60 a minute per key, its own bucket); with `lead_ids`, the default tier.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, body: jsonBody(EnrollLeadsBody) },
  responses: {
    200: jsonContent(EnrollmentCounts, "What the request did."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerEnrollCampaignLeads(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db } = c.var.deps;
    const counts = await enrollLeads(db, {
      workspaceId: c.var.auth.workspaceId,
      campaignId: campaign_id,
      leadListId: body.lead_list_id,
      leadIds: body.lead_ids,
      includeEngaged: body.include_engaged_elsewhere,
      dryRun: body.dry_run,
      at: await databaseNow(db),
    });
    if (counts.enrolled > 0 && !counts.dry_run) wakeCampaignEngines();
    return c.json(counts, 200);
  });
}
