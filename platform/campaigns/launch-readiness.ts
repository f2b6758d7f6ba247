import type { StepChannel } from "../../contract/campaigns";
import type { LaunchReadiness, LaunchReason } from "../../contract/launch-readiness";
import { loadSendingRules, poolSends, stepChannelsOf } from "../connected-accounts";
import type { Db } from "../db/client";
import { type CampaignRow, hasEnrollments, stateSentence } from "./campaigns";

/** What each step channel's steps are called in a sentence, and the account that sends them. */
const CHANNEL_WORDS: Record<StepChannel, { steps: string; account: string }> = {
  email: { steps: "email", account: "a default email account" },
  sms: { steps: "text-message", account: "a default phone number for texts" },
  call: { steps: "call", account: "a default phone number for calls" },
  network: { steps: "professional-network", account: "a default professional-network account" },
};

/** Why a campaign that is not a draft cannot launch; the launch's 409 says the same. */
export function notDraftReason(status: CampaignRow["status"]): LaunchReason {
  return {
    code: "not_draft",
    channel: null,
    message:
      status === "paused"
        ? "The campaign was launched already and is paused."
        : `Only a draft campaign can be launched, and this one ${stateSentence(status)}.`,
    action:
      status === "paused"
        ? "Resume it instead."
        : "Create a new campaign to send the sequence again.",
  };
}

/**
 * Whether a launch would succeed, and every reason it would not, in the order the launch checks
 * them: a draft, a step, an account able to send every channel the steps use (the same rule the
 * engine sends by, data/sending-accounts.ts), a lead. Each reason says what a manager can do;
 * accounts are an admin area, so for them it is what to ask an admin for.
 */
export async function launchReadiness(tx: Db, campaign: CampaignRow): Promise<LaunchReadiness> {
  const reasons: LaunchReason[] = [];
  if (campaign.status !== "draft") reasons.push(notDraftReason(campaign.status));
  if (campaign.steps.length === 0) {
    reasons.push({
      code: "no_steps",
      channel: null,
      message: "The campaign has no steps.",
      action: "Add at least one step before launching it.",
    });
  }
  const rules = await loadSendingRules(tx, {
    campaignIds: [campaign.id],
    workspaceIds: [campaign.workspaceId],
  });
  const channels = stepChannelsOf(campaign.steps).map((channel) => {
    const pool = rules.pool(campaign.id, campaign.workspaceId, channel);
    const words = CHANNEL_WORDS[channel];
    if (pool.source === "none") {
      reasons.push({
        code: "no_account",
        channel,
        message: `No account sends the campaign's ${words.steps} steps.`,
        action: `Ask an admin to set ${words.account} in Connected accounts, or to assign an account to this campaign.`,
      });
    } else if (!poolSends(pool)) {
      const own = pool.source === "campaign";
      reasons.push({
        code: "account_paused",
        channel,
        message: own
          ? `Every account assigned to the campaign's ${words.steps} steps is paused.`
          : `The workspace's default account for ${words.steps} steps is paused.`,
        action:
          "Ask an admin to resume it in Connected accounts, or to assign an account that is not paused.",
      });
    }
    return { channel, source: pool.source, ready: poolSends(pool) };
  });
  if (!(await hasEnrollments(tx, campaign.id))) {
    reasons.push({
      code: "no_leads",
      channel: null,
      message: "No leads are enrolled.",
      action: "Enroll at least one lead before launching the campaign.",
    });
  }
  return { campaign_id: campaign.id, can_launch: reasons.length === 0, reasons, channels };
}
