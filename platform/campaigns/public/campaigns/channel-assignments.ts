import { createRoute, z } from "@hono/zod-openapi";
import { seesConnectedAccounts } from "../../../../contract/access";
import {
  ChannelAssignments,
  ChannelAssignmentsSummary,
  PutChannelAssignmentsBody,
} from "../../../../contract/connected-accounts";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../../http/openapi";
import {
  putChannelAssignments,
  readChannelAssignments,
  readChannelSummary,
} from "../../channel-assignments";
import { CampaignParams, ownCampaign, TAG } from "./shared";

const getRoute = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/channel-assignments",
  operationId: "public_get_campaign_channel_assignments",
  tags: [TAG],
  summary: "Read a campaign's channel assignments",
  description:
    "Every member may read them, but connected accounts are an admin area (spec): a key whose creator is an admin or owner, or a key without a recorded creator, reads each channel and the accounts it sends from (`ChannelAssignments`); a key whose creator is a manager or member reads each channel and whether it is assigned, and nothing of any account (`ChannelAssignmentsSummary`). Both carry `channels`; only the first carries `assignments`.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams },
  responses: {
    200: jsonContent(
      z.union([ChannelAssignments, ChannelAssignmentsSummary]),
      "The channels, with their accounts for admins and owners.",
    ),
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
    "Choosing connected accounts is managing them, so it needs a key whose creator is an admin or owner (or one without a recorded creator); a manager's or member's is a 403, as in the connected-accounts area. Replaces the accounts the campaign's steps send from. Each `account_id` is an id from GET /connected-accounts; an account not connected in the workspace, or one that cannot send the channel (sms and call need a phone number), is a 422 at its `loc`. While the campaign runs, every channel its steps use must keep an account (409); a stopped or finished campaign's assignments no longer change (409).",
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
    const { db } = c.var.deps;
    // Each view through its own output schema: the summary has no member an account could fill.
    if (!seesConnectedAccounts(c.var.auth.creatorRole)) {
      return c.json(
        ChannelAssignmentsSummary.parse(await readChannelSummary(db, campaign_id)),
        200,
      );
    }
    return c.json(ChannelAssignments.parse(await readChannelAssignments(db, campaign_id)), 200);
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
    return c.json(ChannelAssignments.parse(saved), 200);
  });
}
