import { sql } from "drizzle-orm";
import { advanceBatch } from "../campaigns/engine/advance";
import { finishDoneCampaigns } from "../campaigns/engine/finish";
import { leadFate, type Step } from "../campaigns/engine/outcome";
import { ensureVoiceAgent } from "../campaigns/engine/senders";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { randomBase62 } from "../ids";

/**
 * The demo's campaigns, seeded once on the first start: a folder, a campaign that already ran
 * (its messages, calls, meetings and events written by the engine itself, on a clock moved
 * through the past three weeks) and a campaign launched now, which the running engine advances
 * at SIMULATION_SPEED, so the demo receiver keeps getting real reply.received, meeting.booked,
 * call.completed and, at its end, campaign.finished deliveries. Voice agents for every demo
 * workspace come first: every call needs one.
 */

const SEED_MARK = "demo-campaigns";
const DAY = 86_400_000;

const FINISHED_STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];
const RUNNING_STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "network", wait_days: 1 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
  { channel: "sms", wait_days: 2 },
  { channel: "email", wait_days: 4 },
];

const campaignId = () => `cmp_${randomBase62(16)}`;

export async function seedDemoVoiceAgents(db: Db): Promise<void> {
  const found = await sqlRows<{ id: string; slug: string }>(
    db,
    sql`select id, slug from workspaces where slug in ('acme', 'globex')`,
  );
  for (const ws of found) await ensureVoiceAgent(db, ws.id);
}

export async function seedDemoCampaigns(
  db: Db,
  opts: { recordingBase: string; log?: (line: string) => void; now?: Date },
): Promise<boolean> {
  const [mark] = await sqlRows(db, sql`select 1 from seed_state where name = ${SEED_MARK}`);
  if (mark) return false;
  const [acme] = await sqlRows<{ id: string }>(
    db,
    sql`select id from workspaces where slug = 'acme'`,
  );
  if (!acme) return false;
  const lists = await sqlRows<{ id: string; name: string }>(
    db,
    sql`select id, name from lead_lists where workspace_id = ${acme.id} order by created_at, id`,
  );
  const listNamed = (name: string) => lists.find((l) => l.name === name)?.id;
  const finishedList = listNamed("EMEA fintech");
  const runningList = listNamed("Q4 enterprise targets");
  if (!finishedList || !runningList) return false;
  const now = opts.now ?? new Date();
  const folderId = `cfo_${randomBase62(16)}`;
  await db.execute(sql`insert into campaign_folders (id, workspace_id, name, created_at)
    values (${folderId}, ${acme.id}, 'Outbound 2026', ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz)`);

  // The finished campaign: an id whose run shows every kind of outcome on a small list.
  const finishedLeads = await leadsOf(db, finishedList);
  const finishedId = pickShowcaseId(finishedLeads, FINISHED_STEPS);
  const launchedAt = new Date(now.getTime() - 21 * DAY);
  await createCampaign(db, {
    id: finishedId,
    workspaceId: acme.id,
    folderId,
    name: "EMEA fintech pilot",
    steps: FINISHED_STEPS,
    launchedAt,
    listId: finishedList,
  });
  // Its history: the engine's own batches at real speed, run at times through the days it
  // ran (the one use of a clock other than the database's now: history, not the present).
  for (let time = launchedAt.getTime(); time <= now.getTime() - DAY / 4; time += DAY / 4) {
    const at = new Date(time);
    for (;;) {
      const batch = await advanceBatch(db, {
        batchSize: 200,
        speed: 1,
        at,
        recordingBase: opts.recordingBase,
        token: `seed.${time}`,
        leaseMs: 60_000,
        retryDelays: [],
      });
      await finishDoneCampaigns(db, { campaignIds: batch.campaignIds, at });
      if (batch.visited === 0) break;
    }
  }

  await createCampaign(db, {
    id: campaignId(),
    workspaceId: acme.id,
    folderId,
    name: "Q4 enterprise push",
    steps: RUNNING_STEPS,
    launchedAt: now,
    listId: runningList,
  });
  await db.execute(
    sql`insert into seed_state (name, value) values (${SEED_MARK}, ${now.toISOString()})`,
  );
  opts.log?.("Seeded the demo campaigns: one finished with its history, one running.");
  return true;
}

async function leadsOf(db: Db, listId: string): Promise<string[]> {
  const found = await sqlRows<{ id: string }>(
    db,
    sql`select id from leads where lead_list_id = ${listId} order by id`,
  );
  return found.map((r) => r.id);
}

/** A campaign id under which these leads reply, book both ways and bounce or unsubscribe. */
function pickShowcaseId(leadIds: string[], steps: Step[]): string {
  for (let tries = 0; tries < 2000; tries++) {
    const id = campaignId();
    const kinds = leadIds.map((lead) => leadFate(id, lead, steps));
    const replies = kinds.filter((f) => f.kind === "reply");
    if (
      replies.length >= 2 &&
      replies.some((f) => f.kind === "reply" && f.meeting) &&
      kinds.some((f) => f.kind === "call_meeting") &&
      kinds.some((f) => f.kind === "bounce" || f.kind === "unsubscribe")
    ) {
      return id;
    }
  }
  return campaignId();
}

async function createCampaign(
  db: Db,
  c: {
    id: string;
    workspaceId: string;
    folderId: string;
    name: string;
    steps: Step[];
    launchedAt: Date;
    listId: string;
  },
) {
  const at = c.launchedAt.toISOString();
  await db.execute(sql`insert into campaigns (id, workspace_id, folder_id, name, status, steps,
      created_at, updated_at, launched_at)
    values (${c.id}, ${c.workspaceId}, ${c.folderId}, ${c.name}, 'active',
      ${JSON.stringify(c.steps)}::jsonb, ${at}::timestamptz - interval '1 hour', ${at}::timestamptz,
      ${at}::timestamptz)`);
  // Send from the workspace's first connected account of each kind the steps use.
  await db.execute(sql`insert into campaign_channel_assignments (campaign_id, channel, account_id)
    select ${c.id}, ch.channel, (
        select a.id from connected_accounts a
        where a.workspace_id = ${c.workspaceId} and a.status = 'connected'
          and a.channel = case ch.channel when 'sms' then 'phone' when 'call' then 'phone'
            else ch.channel end
        order by a.created_at, a.id limit 1)
    from (select distinct s ->> 'channel' as channel
      from jsonb_array_elements(${JSON.stringify(c.steps)}::jsonb) s) ch
    where exists (
      select 1 from connected_accounts a
      where a.workspace_id = ${c.workspaceId} and a.status = 'connected'
        and a.channel = case ch.channel when 'sms' then 'phone' when 'call' then 'phone'
          else ch.channel end)`);
  await db.execute(sql`insert into campaign_enrollments (campaign_id, lead_id, workspace_id,
      enrolled_at, updated_at, seen_lead_status)
    select ${c.id}, id, workspace_id, ${at}::timestamptz, ${at}::timestamptz, status from leads
    where lead_list_id = ${c.listId}`);
}
