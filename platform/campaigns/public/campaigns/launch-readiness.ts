import { createRoute } from "@hono/zod-openapi";
import { LaunchReadiness } from "../../../../contract/launch-readiness";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { findCampaign } from "../../campaigns";
import { launchReadiness } from "../../launch-readiness";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/launch-readiness",
  operationId: "public_get_campaign_launch_readiness",
  tags: [TAG],
  summary: "Check whether a campaign can launch",
  description:
    "Whether POST /campaigns/{id}/launch would succeed now and, if not, every reason, each a sentence and what a manager can do (for accounts, what to ask an admin for). A refused launch answers 409 with the same sentences. Each channel the steps use says where its sends come from (the campaign's own accounts, the workspace default, none) and whether they can go out now, and nothing of the accounts themselves, so every member may read it.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(LaunchReadiness, "The campaign's launch readiness."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerLaunchReadiness(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const campaign = await findCampaign(db, c.var.auth.workspaceId, campaign_id);
    if (!campaign) throw new ApiError("campaign_not_found");
    return c.json(LaunchReadiness.parse(await launchReadiness(db, campaign)), 200);
  });
}
