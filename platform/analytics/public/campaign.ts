import { createRoute } from "@hono/zod-openapi";
import { CampaignAnalytics } from "../../../contract/campaign-analytics";
import { CampaignParams, ownCampaign } from "../../campaigns";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { campaignAnalytics } from "../campaign-analytics";

const route = createRoute({
  method: "get",
  path: "/analytics/campaigns/{campaign_id}",
  operationId: "public_get_campaign_analytics",
  tags: ["Analytics"],
  summary: "Read a campaign's results",
  description:
    "Counts from the campaign's enrollments and from the messages, calls and meetings the engine recorded for it, with the credits they cost. A read: it never spends credits.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(CampaignAnalytics, "The campaign's figures."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetCampaignAnalytics(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    return c.json(await campaignAnalytics(c.var.deps.db, campaign_id), 200);
  });
}
