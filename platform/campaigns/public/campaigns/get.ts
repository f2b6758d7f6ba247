import { createRoute } from "@hono/zod-openapi";
import { Campaign } from "../../../../contract/campaigns";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { toCampaign } from "../../campaign-serialize";
import { findCampaign } from "../../campaigns";
import { CampaignParams, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}",
  operationId: "public_get_campaign",
  tags: [TAG],
  summary: "Get a campaign",
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(Campaign, "The campaign."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const row = await findCampaign(c.var.deps.db, c.var.auth.workspaceId, campaign_id);
    if (!row) throw new ApiError("campaign_not_found");
    return c.json(toCampaign(row), 200);
  });
}
