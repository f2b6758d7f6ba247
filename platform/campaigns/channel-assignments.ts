import { and, asc, eq } from "drizzle-orm";
import { STEP_CHANNELS, type StepChannel } from "../../contract/campaigns";
import type {
  AssignedChannel,
  ChannelAssignments,
  ChannelAssignmentsSummary,
  PutChannelAssignmentsBody,
} from "../../contract/connected-accounts";
import { ACCOUNT_CHANNEL_FOR_STEP, accountCanSend } from "../../contract/connected-accounts";
import {
  accountsByIds,
  connectedAccounts,
  loadSendingRules,
  missingCapability,
  toConnectedAccount,
} from "../connected-accounts";
import type { Db } from "../db/client";
import { ApiError, ValidationError } from "../http/errors";
import { phoneNumbers } from "../phone-numbers";
import { type CampaignRow, lockCampaign, stateSentence } from "./campaigns";
import { campaignChannelAssignments, campaigns } from "./tables";

/** Each channel the steps use and each channel with an account, in the contract's order. */
function channelsOf(
  steps: readonly { channel: StepChannel }[],
  assigned: ReadonlySet<StepChannel>,
): AssignedChannel[] {
  const used = new Set(steps.map((s) => s.channel));
  return STEP_CHANNELS.filter((c) => used.has(c) || assigned.has(c)).map((channel) => ({
    channel,
    assigned: assigned.has(channel),
  }));
}

async function campaignSteps(db: Db, campaignId: string) {
  const [row] = await db
    .select({ steps: campaigns.steps })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.steps ?? [];
}

/**
 * A campaign's channels and whether each is assigned, for a caller below admin: the query reads
 * no account, so none of an account's fields can reach the answer.
 */
export async function readChannelSummary(
  db: Db,
  campaignId: string,
): Promise<ChannelAssignmentsSummary> {
  const rows = await db
    .selectDistinct({ channel: campaignChannelAssignments.channel })
    .from(campaignChannelAssignments)
    .where(eq(campaignChannelAssignments.campaignId, campaignId));
  const assigned = new Set(rows.map((r) => r.channel));
  return {
    campaign_id: campaignId,
    channels: channelsOf(await campaignSteps(db, campaignId), assigned),
  };
}

/** A campaign's channels and the accounts each sends from, for admins and owners. */
export async function readChannelAssignments(
  db: Db,
  campaignId: string,
): Promise<ChannelAssignments> {
  const rows = await db
    .select({
      assignment: campaignChannelAssignments,
      account: connectedAccounts,
      voice: phoneNumbers.voice,
      sms: phoneNumbers.sms,
    })
    .from(campaignChannelAssignments)
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, campaignChannelAssignments.accountId))
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(eq(campaignChannelAssignments.campaignId, campaignId))
    .orderBy(asc(campaignChannelAssignments.channel), asc(campaignChannelAssignments.createdAt));
  const assigned = new Set(rows.map((r) => r.assignment.channel));
  return {
    campaign_id: campaignId,
    channels: channelsOf(await campaignSteps(db, campaignId), assigned),
    assignments: rows.map((r) => ({
      channel: r.assignment.channel,
      account_id: r.account.id,
      account: toConnectedAccount(r.account, r),
    })),
  };
}

/**
 * Each assignment's account must be connected in the workspace and able to send its channel
 * (a phone number for sms and call, and one whose carrier gave it sms for texts or voice for
 * calls: an imported voice-only line cannot text); every refusal is a 422 at that assignment's
 * account_id.
 */
async function checkAccounts(tx: Db, workspaceId: string, body: PutChannelAssignmentsBody) {
  const accounts = await accountsByIds(tx, workspaceId, [
    ...new Set(body.assignments.map((a) => a.account_id)),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const issues = body.assignments.flatMap((a, i) => {
    const loc = ["body", "assignments", i, "account_id"];
    const account = byId.get(a.account_id);
    if (account?.status === "paused") {
      return [
        {
          loc,
          msg: `The account ${account.address} is paused, so it sends nothing; resume it first, or choose another.`,
          type: "value_error",
        },
      ];
    }
    if (account?.status !== "connected") {
      return [
        {
          loc,
          msg: "No account with this id is connected in the workspace; use an id from GET /connected-accounts.",
          type: "value_error",
        },
      ];
    }
    const needed = ACCOUNT_CHANNEL_FOR_STEP[a.channel];
    if (account.channel !== needed) {
      return [
        {
          loc,
          msg: `A ${account.channel} account cannot send ${a.channel} steps; choose a ${needed} account.`,
          type: "value_error",
        },
      ];
    }
    if (!accountCanSend(account, a.channel)) {
      return [{ loc, msg: missingCapability(account.address, a.channel), type: "value_error" }];
    }
    return [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * A running campaign must keep an account for every channel its steps use: its own, or the
 * workspace's default for that channel.
 */
async function checkCoverage(tx: Db, campaign: CampaignRow, body: PutChannelAssignmentsBody) {
  if (campaign.status === "stopped" || campaign.status === "finished") {
    throw new ApiError(
      "campaign_state",
      {},
      `Channel assignments can change only before a campaign ends, and this one ${stateSentence(campaign.status)}.`,
    );
  }
  if (campaign.status === "draft") return;
  const assigned = new Set(body.assignments.map((a) => a.channel));
  const defaults = await loadSendingRules(tx, {
    campaignIds: [],
    workspaceIds: [campaign.workspaceId],
  });
  const missing = [...new Set(campaign.steps.map((s) => s.channel))].filter(
    (c) =>
      !assigned.has(c) &&
      defaults.pool(campaign.id, campaign.workspaceId, c).source !== "workspace_default",
  );
  if (missing.length > 0) {
    throw new ApiError(
      "campaign_state",
      {},
      `The campaign is running, so keep an account for every channel its steps use; ${missing.join(", ")} would have none (the workspace has no default for ${missing.length === 1 ? "it" : "them"}).`,
    );
  }
}

/** Replaces a campaign's assignments (duplicates are kept once). */
export async function putChannelAssignments(
  db: Db,
  input: { workspaceId: string; campaignId: string; body: PutChannelAssignmentsBody; at: Date },
): Promise<ChannelAssignments> {
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.workspaceId, input.campaignId);
    await checkAccounts(tx, input.workspaceId, input.body);
    await checkCoverage(tx, campaign, input.body);
    await tx
      .delete(campaignChannelAssignments)
      .where(and(eq(campaignChannelAssignments.campaignId, campaign.id)));
    const unique = new Map(input.body.assignments.map((a) => [`${a.channel}:${a.account_id}`, a]));
    if (unique.size > 0) {
      await tx.insert(campaignChannelAssignments).values(
        [...unique.values()].map((a) => ({
          campaignId: campaign.id,
          channel: a.channel,
          accountId: a.account_id,
          createdAt: input.at,
        })),
      );
    }
  });
  return readChannelAssignments(db, input.campaignId);
}
