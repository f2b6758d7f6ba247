import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../data/audit";
import { chance, type StepChannel } from "./outcome";
import { rows, textArray } from "./sql";

/** The connected-account channel each step channel sends from. */
const ACCOUNT_CHANNEL: Record<StepChannel, string> = {
  email: "email",
  sms: "phone",
  call: "phone",
  network: "network",
};

export type Senders = {
  /** The account a step of `channel` goes out from for this lead; null when none is connected. */
  account: (
    campaignId: string,
    workspaceId: string,
    channel: StepChannel,
    leadId: string,
  ) => string | null;
  /** The workspace's voice agent. */
  agent: (workspaceId: string) => { id: string; name: string };
};

/**
 * Who sends a batch's steps: the campaign's assigned accounts of the channel (rotated by lead,
 * as senders spread volume over mailboxes), else the workspace's connected accounts of that
 * kind; calls are placed by the workspace's first voice agent, made if it has none.
 */
export async function loadSenders(
  tx: DbOrTx,
  batch: { campaignIds: string[]; workspaceIds: string[]; needsAgent: Set<string> },
): Promise<Senders> {
  const assigned = await rows<{ campaign_id: string; channel: string; account_id: string }>(
    tx,
    sql`select a.campaign_id, a.channel, a.account_id from campaign_channel_assignments a
      join connected_accounts ca on ca.id = a.account_id and ca.status = 'connected'
      where a.campaign_id = any(${textArray(batch.campaignIds)})
      order by a.account_id`,
  );
  const connected = await rows<{
    id: string;
    workspace_id: string;
    channel: string;
    sms: boolean | null;
  }>(
    tx,
    sql`select a.id, a.workspace_id, a.channel, p.sms from connected_accounts a
      left join phone_numbers p on p.connected_account_id = a.id
      where a.workspace_id = any(${textArray(batch.workspaceIds)}) and a.status = 'connected'
      order by a.created_at, a.id`,
  );
  const group = <T>(items: T[], key: (t: T) => string, value: (t: T) => string) => {
    const map = new Map<string, string[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), value(item)]);
    return map;
  };
  const byCampaign = group(
    assigned,
    (a) => `${a.campaign_id}/${a.channel}`,
    (a) => a.account_id,
  );
  const byWorkspace = group(
    connected,
    (a) => `${a.workspace_id}/${a.channel}`,
    (a) => a.id,
  );
  // Texts fall back only to numbers whose carrier gave them SMS; a voice-only line still calls.
  const textersByWorkspace = group(
    connected.filter((a) => a.channel === "phone" && a.sms !== false),
    (a) => a.workspace_id,
    (a) => a.id,
  );
  for (const workspaceId of batch.needsAgent) await ensureVoiceAgent(tx, workspaceId);
  const agents = await rows<{ workspace_id: string; id: string; name: string }>(
    tx,
    sql`select distinct on (workspace_id) workspace_id, id, name from voice_agents
      where workspace_id = any(${textArray(batch.workspaceIds)})
      order by workspace_id, created_at, id`,
  );
  const agentOf = new Map(agents.map((a) => [a.workspace_id, a]));
  // A voice-only number assigned to texts before assignments checked capabilities never texts.
  const cannotText = new Set(connected.filter((a) => a.sms === false).map((a) => a.id));
  const assignedPool = (campaignId: string, channel: string) => {
    const pool = byCampaign.get(`${campaignId}/${channel}`);
    const usable = channel === "sms" ? pool?.filter((id) => !cannotText.has(id)) : pool;
    return usable?.length ? usable : undefined;
  };
  return {
    account(campaignId, workspaceId, channel, leadId) {
      const pool =
        assignedPool(campaignId, channel) ??
        (channel === "sms"
          ? textersByWorkspace.get(workspaceId)
          : byWorkspace.get(`${workspaceId}/${ACCOUNT_CHANNEL[channel]}`));
      if (!pool?.length) return null;
      return pool[Math.floor(chance(campaignId, leadId, "account") * pool.length)]!;
    },
    agent(workspaceId) {
      return agentOf.get(workspaceId) ?? { id: "", name: "Ava" };
    },
  };
}

/** The default agent's id is the workspace's own, so instances making it at once make one. */
export function defaultAgentId(workspaceId: string): string {
  return `agent_${createHash("sha256").update(workspaceId).digest("hex").slice(0, 16)}`;
}

export async function ensureVoiceAgent(tx: DbOrTx, workspaceId: string): Promise<void> {
  await tx.execute(
    sql`insert into voice_agents (id, workspace_id, name, voice, created_at)
      select ${defaultAgentId(workspaceId)}, ${workspaceId}, 'Ava', 'ava-warm', now()
      where not exists (select 1 from voice_agents where workspace_id = ${workspaceId})
      on conflict (id) do nothing`,
  );
}
