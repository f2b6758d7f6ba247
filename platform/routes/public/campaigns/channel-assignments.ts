import { createRoute } from "@hono/zod-openapi";
import {
  ChannelAssignments,
  PutChannelAssignmentsBody,
} from "../../../../contract/connected-accounts";
import { putChannelAssignments, readChannelAssignments } from "../../../data/channel-assignments";
import { databaseNow } from "../../../db/clock";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../../http/openapi";
import type { PublicApi } from "../api";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const getRoute = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/channel-assignments",
  operationId: "public_get_campaign_channel_assignments",
  tags: [TAG],
  summary: "Read a campaign's channel assignments",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(ChannelAssignments, "The accounts each channel sends from."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/campaigns/{campaign_id}/channel-assignments",
  operationId: "public_put_campaign_channel_assignments",
  tags: [TAG],
  summary: "Save a campaign's channel assignments",
  description:
    "Replaces the accounts the campaign's steps send from. Each `account_id` is an id from GET /connected-accounts; an account not connected in the workspace, or one that cannot send the channel (sms and call need a phone number), is a 422 at its `loc`. While the campaign runs, every channel its steps use must keep an account (409); a stopped or finished campaign's assignments no longer change (409).",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, body: jsonBody(PutChannelAssignmentsBody) },
  responses: {
    200: jsonContent(ChannelAssignments, "The saved assignments."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerChannelAssignments(api: PublicApi) {
  api.openapi(getRoute, async (c) => {
    const { campaign_id } = c.req.valid("param");
    return c.json(await readChannelAssignments(c.var.deps.db, campaign_id), 200);
  });
  api.openapi(putRoute, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const saved = await putChannelAssignments(db, {
      workspaceId: c.var.auth.workspaceId,
      campaignId: campaign_id,
      body: c.req.valid("json"),
      at: await databaseNow(db),
    });
    return c.json(saved, 200);
  });
}
