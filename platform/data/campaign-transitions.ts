import { and, eq } from "drizzle-orm";
import type { CampaignStatus } from "../../contract/campaigns";
import type { Db } from "../db/client";
import { campaignChannelAssignments, campaigns, connectedAccounts } from "../db/schema";
import { ApiError } from "../http/errors";
import {
  type CampaignRow,
  endActiveEnrollments,
  hasEnrollments,
  lockCampaign,
  stateSentence,
} from "./campaigns";

export const CAMPAIGN_TRANSITIONS = ["launch", "pause", "resume", "stop"] as const;
export type CampaignTransition = (typeof CAMPAIGN_TRANSITIONS)[number];

/** The states each transition starts from, and the one it leads to. */
const MOVES: Record<CampaignTransition, { from: CampaignStatus[]; to: CampaignStatus }> = {
  launch: { from: ["draft"], to: "active" },
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  stop: { from: ["active", "paused"], to: "stopped" },
};

const refusal = (detail: string) => new ApiError("campaign_state", {}, detail);

function invalidMove(move: CampaignTransition, status: CampaignStatus): ApiError {
  const now = `this one ${stateSentence(status)}`;
  switch (move) {
    case "launch":
      return refusal(
        status === "paused"
          ? "The campaign was launched already and is paused; resume it instead."
          : `Only a draft campaign can be launched, and ${now}.`,
      );
    case "pause":
      return refusal(`Only an active campaign can be paused, and ${now}.`);
    case "resume":
      return refusal(`Only a paused campaign can be resumed, and ${now}.`);
    case "stop":
      return refusal(
        status === "draft"
          ? "A draft campaign has not started, so it cannot be stopped; delete it instead."
          : `Only an active or paused campaign can be stopped, and ${now}.`,
      );
  }
}

/** Step channels of the campaign that no connected account of the campaign sends on. */
async function unassignedChannels(tx: Db, campaign: CampaignRow): Promise<string[]> {
  const assigned = await tx
    .select({ channel: campaignChannelAssignments.channel })
    .from(campaignChannelAssignments)
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, campaignChannelAssignments.accountId))
    .where(
      and(
        eq(campaignChannelAssignments.campaignId, campaign.id),
        eq(connectedAccounts.status, "connected"),
      ),
    );
  const have = new Set(assigned.map((a) => a.channel));
  return [...new Set(campaign.steps.map((s) => s.channel))].filter((c) => !have.has(c));
}

const joinWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/**
 * What a launch needs, as the leading sequencers check it: a step, an account for every
 * channel the steps use, and a lead to send to. Each missing piece is a 409 naming it.
 */
async function checkLaunchable(tx: Db, campaign: CampaignRow) {
  if (campaign.steps.length === 0) {
    throw refusal("Add at least one step to the campaign before launching it.");
  }
  const missing = await unassignedChannels(tx, campaign);
  if (missing.length > 0) {
    throw refusal(
      `Assign a connected account for the ${joinWords(missing)} ${missing.length === 1 ? "steps" : "channels"} before launching the campaign (PUT /campaigns/{id}/channel-assignments).`,
    );
  }
  if (!(await hasEnrollments(tx, campaign.id))) {
    throw refusal("Enroll at least one lead before launching the campaign.");
  }
}

/**
 * Moves a campaign through draft → active ⇄ paused → stopped. An invalid move is a 409 with a
 * sentence. Launching schedules nothing itself: the engine picks up enrollments with no
 * next_step_at and runs the first step after its wait. Stopping ends the active enrollments.
 */
export async function transitionCampaign(
  db: Db,
  input: { workspaceId: string; campaignId: string; move: CampaignTransition; at: Date },
): Promise<CampaignRow> {
  const { move, at } = input;
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.workspaceId, input.campaignId);
    const { from, to } = MOVES[move];
    if (!from.includes(campaign.status)) throw invalidMove(move, campaign.status);
    if (move === "launch") await checkLaunchable(tx, campaign);
    if (move === "stop") await endActiveEnrollments(tx, campaign.id, "stopped", at);
    const [row] = await tx
      .update(campaigns)
      .set({
        status: to,
        updatedAt: at,
        pausedReason: null,
        ...(move === "launch" && { launchedAt: at }),
        ...(move === "pause" && { pausedAt: at }),
        ...(move === "resume" && { pausedAt: null }),
        ...(move === "stop" && { stoppedAt: at }),
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return row!;
  });
}
