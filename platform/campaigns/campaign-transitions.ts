import { eq } from "drizzle-orm";
import type { CampaignStatus } from "../../contract/campaigns";
import { reasonSentence } from "../../contract/launch-readiness";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { type CampaignRow, endActiveEnrollments, lockCampaign, stateSentence } from "./campaigns";
import { launchReadiness, notDraftReason } from "./launch-readiness";
import { campaigns } from "./tables";

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
      return refusal(reasonSentence(notDraftReason(status)));
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

/**
 * What a launch needs, as the leading sequencers check it: a step, an account able to send every
 * channel the steps use (the campaign's own or the workspace default: the rule the engine sends
 * by), and a lead. A refusal is a 409 saying every reason and what to do, in the same sentences
 * the launch readiness gives.
 */
async function checkLaunchable(tx: Db, campaign: CampaignRow) {
  const readiness = await launchReadiness(tx, campaign);
  if (!readiness.can_launch) throw refusal(readiness.reasons.map(reasonSentence).join(" "));
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
