import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { STEP_CHANNELS } from "../../../contract/campaigns";
import {
  loadSendingRules,
  lockDailySends,
  nextSendingDaySql,
  type SenderAccount,
} from "../../connected-accounts";
import type { DbOrTx } from "../../db/client";
import { voiceAgents } from "../../voice-agents";
import { campaignEnrollments } from "../tables";
import { chance, type StepChannel } from "./outcome";
import { columnName, recordset, textArray } from "./sql";

type Take = { accountId: string } | { wait: "paused" | "limit" };

export type Senders = {
  /**
   * The account a send or call of `channel` to this lead goes out from, taken from its day's
   * limit: the lead's account in the rotation, else the next with sends left. Nothing to take
   * (every account paused, none at all, or every one at its daily limit): the step waits.
   */
  take: (campaignId: string, workspaceId: string, channel: StepChannel, leadId: string) => Take;
  /**
   * The account a step's record names: the one taken for the lead's send in this batch, else
   * (a lead's answer to an earlier step) the lead's account in the rotation; null when none.
   */
  account: (
    campaignId: string,
    workspaceId: string,
    channel: StepChannel,
    leadId: string,
  ) => string | null;
  /** What this batch took from each account's day: added to its count with the batch's work. */
  taken: Map<string, number>;
  /** The workspace's voice agent. */
  agent: (workspaceId: string) => { id: string; name: string };
};

/**
 * Who sends a batch's steps, by the one rule of data/sending-accounts.ts (the campaign's own
 * accounts, else the workspace default; a paused account sends nothing), rotated by lead as
 * senders spread volume over mailboxes, within each account's daily limit (its day's sends
 * locked for the batch's transaction); calls are placed by the workspace's first voice agent,
 * made if it has none.
 */
export async function loadSenders(
  tx: DbOrTx,
  batch: {
    /** The batch's campaigns, each with its workspace. */
    campaigns: { id: string; workspaceId: string }[];
    needsAgent: Set<string>;
    now: SQL;
  },
): Promise<Senders> {
  const workspaceIds = [...new Set(batch.campaigns.map((c) => c.workspaceId))];
  const rules = await loadSendingRules(tx, {
    campaignIds: batch.campaigns.map((c) => c.id),
    workspaceIds,
  });
  const pools = new Map<string, SenderAccount[]>();
  const poolOf = (campaignId: string, workspaceId: string, channel: StepChannel) => {
    const key = `${campaignId}/${workspaceId}/${channel}`;
    let pool = pools.get(key);
    if (!pool) {
      pool = rules.pool(campaignId, workspaceId, channel).accounts;
      pools.set(key, pool);
    }
    return pool;
  };
  const everyAccount = new Set<string>();
  for (const c of batch.campaigns) {
    for (const channel of STEP_CHANNELS) {
      for (const a of poolOf(c.id, c.workspaceId, channel)) {
        if (a.status === "connected") everyAccount.add(a.id);
      }
    }
  }
  const sentToday = await lockDailySends(tx, [...everyAccount], batch.now);
  const taken = new Map<string, number>();
  const takenFor = new Map<string, string>();
  const rotation = (campaignId: string, leadId: string, size: number) =>
    Math.floor(chance(campaignId, leadId, "account") * size);

  for (const workspaceId of batch.needsAgent) await ensureVoiceAgent(tx, workspaceId);
  const agents = await tx
    .selectDistinctOn([voiceAgents.workspaceId], {
      workspace_id: voiceAgents.workspaceId,
      id: voiceAgents.id,
      name: voiceAgents.name,
    })
    .from(voiceAgents)
    .where(sql`${voiceAgents.workspaceId} = any(${textArray(workspaceIds)})`)
    .orderBy(voiceAgents.workspaceId, voiceAgents.createdAt, voiceAgents.id);
  const agentOf = new Map(agents.map((a) => [a.workspace_id, a]));
  return {
    take(campaignId, workspaceId, channel, leadId) {
      const sending = poolOf(campaignId, workspaceId, channel).filter(
        (a) => a.status === "connected",
      );
      if (sending.length === 0) return { wait: "paused" };
      const first = rotation(campaignId, leadId, sending.length);
      for (let i = 0; i < sending.length; i++) {
        const a = sending[(first + i) % sending.length]!;
        const used = (sentToday.get(a.id) ?? 0) + (taken.get(a.id) ?? 0);
        if (used >= a.daily_limit) continue;
        taken.set(a.id, (taken.get(a.id) ?? 0) + 1);
        takenFor.set(`${campaignId}/${leadId}/${channel}`, a.id);
        return { accountId: a.id };
      }
      return { wait: "limit" };
    },
    account(campaignId, workspaceId, channel, leadId) {
      const chosen = takenFor.get(`${campaignId}/${leadId}/${channel}`);
      if (chosen) return chosen;
      const pool = poolOf(campaignId, workspaceId, channel);
      if (pool.length === 0) return null;
      return pool[rotation(campaignId, leadId, pool.length)]!.id;
    },
    taken,
    agent(workspaceId) {
      return agentOf.get(workspaceId) ?? { id: "", name: "Ava" };
    },
  };
}

/** How long a step whose accounts are all paused (or gone) waits before it looks again. */
const PAUSED_SENDER_RECHECK_SECONDS = 60;

/**
 * Holds back the steps that found no account to send from: until the next day (UTC, by the
 * database's clock) when every account was at its daily limit, else (every account paused, or
 * none left) a minute, so they go out within a minute of an admin resuming one. They wait;
 * nothing fails, and their leases go with the batch's work.
 */
export async function holdForSenders(
  tx: DbOrTx,
  held: readonly { campaign_id: string; lead_id: string; wait: "paused" | "limit" }[],
  now: SQL,
): Promise<void> {
  if (held.length === 0) return;
  const e = campaignEnrollments;
  await tx.execute(sql`update ${e}
    set ${columnName(e.nextStepAt)} = case r.wait when 'limit' then ${nextSendingDaySql(now)}
        else ${now} + ${PAUSED_SENDER_RECHECK_SECONDS} * interval '1 second' end,
      ${columnName(e.claimedBy)} = null, ${columnName(e.claimedUntil)} = null
    from ${recordset(held)} as r(campaign_id text, lead_id text, wait text)
    where ${e.campaignId} = r.campaign_id and ${e.leadId} = r.lead_id`);
}

/** The default agent's id is the workspace's own, so instances making it at once make one. */
function defaultAgentId(workspaceId: string): string {
  return `agent_${createHash("sha256").update(workspaceId).digest("hex").slice(0, 16)}`;
}

export async function ensureVoiceAgent(tx: DbOrTx, workspaceId: string): Promise<void> {
  const a = voiceAgents;
  await tx.execute(
    sql`insert into ${a} (${columnName(a.id)}, ${columnName(a.workspaceId)}, ${columnName(a.name)},
        ${columnName(a.voice)}, ${columnName(a.createdAt)})
      select ${defaultAgentId(workspaceId)}, ${workspaceId}, 'Ava', 'ava-warm', now()
      where not exists (select 1 from ${a} where ${a.workspaceId} = ${workspaceId})
      on conflict (${columnName(a.id)}) do nothing`,
  );
}
