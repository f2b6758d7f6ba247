import { createRoute } from "@hono/zod-openapi";
import {
  CampaignTriggerBody,
  CampaignTriggerResult,
} from "../../../../contract/campaign-enrollments";
import { refuseProviderKeysIn } from "../../../auth/provider-credentials";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { triggerCampaign } from "../../campaign-trigger";
import { wakeCampaignEngines } from "../../engine";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/campaigns/{campaign_id}/trigger",
  operationId: "public_trigger_campaign",
  tags: [TAG],
  summary: "Trigger a campaign for one lead",
  description:
    "Enrolls one lead, named by `lead_id` or by `email` (exactly one). An email no lead of the workspace has makes a new lead, in the campaign's own list \"<campaign name> (triggered)\". The answer carries the lead's public id as `lead_id` and no `workflow_id`. A lead on the do-not-contact list or with status dnc, unsubscribed or bounced is not enrolled (`enrollment: skipped`). 409 for a stopped or finished campaign. Text shaped like an AI-provider key in `email` or a name field is never accepted (spec, authentication rule 8): a 422 at that field, and nothing is made or enrolled.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, body: jsonBody(CampaignTriggerBody) },
  responses: {
    200: jsonContent(CampaignTriggerResult, "The lead and what became of its enrollment."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

const LEAD_WORDS = ["email", "first_name", "last_name", "company_name", "job_title"] as const;

export function registerTriggerCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const body = c.req.valid("json");
    // A lead's words are kept and shown back: a provider key is never accepted among them.
    refuseProviderKeysIn(body, LEAD_WORDS);
    const result = await triggerCampaign(db, {
      workspaceId: c.var.auth.workspaceId,
      campaignId: campaign_id,
      body,
      at: await databaseNow(db),
    });
    if (result.enrollment === "enrolled") wakeCampaignEngines();
    return c.json(result, 200);
  });
}
