import { createRoute } from "@hono/zod-openapi";
import { Campaign, CloneCampaignBody } from "../../../../contract/campaigns";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { emptyBodyIsNoBody } from "../../../http/optional-json-body";
import { toCampaign } from "../../campaign-serialize";
import { cloneCampaign } from "../../campaigns";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/campaigns/{campaign_id}/clone",
  operationId: "public_clone_campaign",
  tags: [TAG],
  summary: "Clone a campaign",
  description:
    "Makes a new draft with the campaign's steps, their words and variants, in the same folder, without its leads, sending accounts or history; any campaign can be cloned, whatever its state. Its name is the campaign's followed by \" (copy)\" unless the optional body names it.",
  middleware: [ownCampaign, emptyBodyIsNoBody] as const,
  request: {
    params: CampaignParams,
    body: { required: false, content: { "application/json": { schema: CloneCampaignBody } } },
  },
  responses: {
    201: jsonContent(Campaign, "The copy, a draft."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCloneCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    // Without a JSON body the validator is skipped; the copy takes the default name.
    const body = CloneCampaignBody.parse(c.req.valid("json") ?? {});
    const row = await cloneCampaign(
      db,
      c.var.auth.workspaceId,
      campaign_id,
      body,
      await databaseNow(db),
    );
    return c.json(toCampaign(row), 201);
  });
}
