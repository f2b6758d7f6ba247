import { createRoute } from "@hono/zod-openapi";
import { Campaign, UpdateCampaignBody } from "../../../../contract/campaigns";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { toCampaign } from "../../campaign-serialize";
import { updateCampaign } from "../../campaigns";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const route = createRoute({
  method: "patch",
  path: "/campaigns/{campaign_id}",
  operationId: "public_update_campaign",
  tags: [TAG],
  summary: "Update a campaign",
  description:
    "Renames or refiles the campaign in any state. Its `steps` (words, waits, variants) change while it is a draft, active or paused: a change applies to the steps each lead has not run yet, and a changed wait from the lead's next scheduling. A step some lead has already run cannot be removed, moved or change channel, and a step leads are waiting for cannot be removed (409 with a sentence saying what to do); a stopped or finished campaign's steps cannot change (409: clone it instead).",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, body: jsonBody(UpdateCampaignBody) },
  responses: {
    200: jsonContent(Campaign, "The updated campaign."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerUpdateCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const row = await updateCampaign(
      db,
      c.var.auth.workspaceId,
      campaign_id,
      c.req.valid("json"),
      await databaseNow(db),
    );
    return c.json(toCampaign(row), 200);
  });
}
