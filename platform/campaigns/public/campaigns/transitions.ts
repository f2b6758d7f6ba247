import { createRoute } from "@hono/zod-openapi";
import { Campaign } from "../../../../contract/campaigns";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { toCampaign } from "../../campaign-serialize";
import {
  CAMPAIGN_TRANSITIONS,
  type CampaignTransition,
  transitionCampaign,
} from "../../campaign-transitions";
import { wakeCampaignEngines } from "../../engine";
import { CampaignParams, TAG } from "./shared";

const DESCRIPTIONS: Record<CampaignTransition, { summary: string; description: string }> = {
  launch: {
    summary: "Launch a campaign",
    description:
      "draft → active. The engine then runs every enrollment through the steps, the first after its wait. 409 with a sentence when the campaign is not a draft, has no step, has no account able to send a channel its steps use (its own channel assignments, else the workspace's default sending account; a paused one cannot send), or has no enrolled lead. The 409 says every reason and what to do, in the sentences of GET /campaigns/{id}/launch-readiness.",
  },
  pause: {
    summary: "Pause a campaign",
    description:
      "active → paused: nothing more is sent until it is resumed; steps that fall due meanwhile run on resume. 409 unless active.",
  },
  resume: {
    summary: "Resume a campaign",
    description:
      "paused → active, also after the platform paused it (paused_reason). 409 unless paused.",
  },
  stop: {
    summary: "Stop a campaign",
    description:
      "active or paused → stopped, for good: every active enrollment ends (state stopped) and nothing more is sent. 409 otherwise (a draft is deleted instead).",
  },
};

function registerTransition(api: PublicApi, move: CampaignTransition) {
  const route = createRoute({
    method: "post",
    path: `/campaigns/{campaign_id}/${move}`,
    operationId: `public_${move}_campaign`,
    tags: [TAG],
    ...DESCRIPTIONS[move],
    request: { params: CampaignParams },
    responses: {
      200: jsonContent(Campaign, "The campaign in its new state."),
      ...errorResponses(...PUBLIC_READ_ERRORS, 409),
    },
  });
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const row = await transitionCampaign(db, {
      workspaceId: c.var.auth.workspaceId,
      campaignId: campaign_id,
      move,
      at: await databaseNow(db),
    });
    if (row.status === "active") wakeCampaignEngines();
    return c.json(toCampaign(row), 200);
  });
}

export function registerCampaignTransitions(api: PublicApi) {
  for (const move of CAMPAIGN_TRANSITIONS) registerTransition(api, move);
}
