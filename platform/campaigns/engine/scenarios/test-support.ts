import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { sqlRows } from "../../../db/sql-rows";
import { randomBase62 } from "../../../ids";
import { CampaignEngine } from "../engine";
import { planVisit, type Step } from "../outcome";
import { visitCredits } from "../pay";
import { FULL_REACH, type Reach } from "../skip-rules";

export const DEFAULT_TEST_STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

/**
 * Engine tests' fixtures, written as the campaign API leaves them: a list of `size` leads
 * (emails lead-N@<domain>, a phone number and a network profile each, unless `reach` leaves
 * one out), and an active campaign with every one of them enrolled and not scheduled yet
 * (next_step_at null), launched at `launchedAt`.
 */
export async function activeCampaignWithLeads(
  db: DbOrTx,
  opts: {
    workspaceId: string;
    size: number;
    steps?: Step[];
    launchedAt: Date;
    domain?: string;
    reach?: Reach;
    /**
     * Whether the campaign gets accounts of its own (default): a mailbox, a number and a profile
     * with no practical daily limit, so volume tests are not held back by the workspace
     * default's limit. false: it sends from the workspace's defaults.
     */
    ownAccounts?: boolean;
  },
): Promise<{ campaignId: string; listId: string; leadIds: string[] }> {
  const tag = randomBase62(8);
  const listId = `ll_t${tag}`;
  const campaignId = `cmp_t${tag}`;
  const domain = opts.domain ?? `${tag.toLowerCase()}.example.com`;
  const reach = opts.reach ?? FULL_REACH;
  await db.execute(sql`insert into lead_lists (id, workspace_id, name, description)
    values (${listId}, ${opts.workspaceId}, ${`Engine test ${tag}`}, '')`);
  const leadIds = (
    await sqlRows<{ id: string }>(
      db,
      sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name, email,
          phone, network_url, company_name)
        select 'lead_t' || ${tag} || '_' || g, ${opts.workspaceId}, ${listId}, 'Lead', 'No ' || g,
          case when ${reach.email} then 'lead-' || g || '@' || ${domain} end,
          case when ${reach.phone} then '+1 512 555 ' || lpad((g % 10000)::text, 4, '0') end,
          case when ${reach.profile} then 'https://network.example/in/lead-' || ${tag} || '-' || g end,
          'Company ' || (g % 50)
        from generate_series(1, ${opts.size}) g
        returning id`,
    )
  ).map((r) => r.id);
  await db.execute(sql`insert into campaigns (id, workspace_id, name, status, steps, launched_at)
    values (${campaignId}, ${opts.workspaceId}, ${`Engine test ${tag}`}, 'active',
      ${JSON.stringify(opts.steps ?? DEFAULT_TEST_STEPS)}::jsonb,
      ${opts.launchedAt.toISOString()}::timestamptz)`);
  await db.execute(sql`insert into campaign_enrollments (campaign_id, lead_id, workspace_id,
      seen_lead_status)
    select ${campaignId}, id, workspace_id, status from leads where lead_list_id = ${listId}`);
  if (opts.ownAccounts !== false) await assignTestAccounts(db, opts.workspaceId, campaignId);
  return { campaignId, listId, leadIds };
}

/** Gives a campaign its own mailbox, number and profile for every channel (limit 1,000,000). */
async function assignTestAccounts(
  db: DbOrTx,
  workspaceId: string,
  campaignId: string,
): Promise<Record<"email" | "phone" | "network", string>> {
  const tag = randomBase62(8);
  const ids = { email: `acct_t${tag}e`, phone: `acct_t${tag}p`, network: `acct_t${tag}n` };
  await db.execute(sql`insert into connected_accounts (id, workspace_id, channel, address,
      display_name, daily_limit)
    values (${ids.email}, ${workspaceId}, 'email', ${`engine-${tag}@test.invalid`}, 'Engine test', 1000000),
      (${ids.phone}, ${workspaceId}, 'phone', ${`+1555${tag}`}, 'Engine test', 1000000),
      (${ids.network}, ${workspaceId}, 'network', ${`Engine test ${tag}`}, 'Engine test', 1000000)`);
  await db.execute(sql`insert into campaign_channel_assignments (campaign_id, channel, account_id)
    values (${campaignId}, 'email', ${ids.email}), (${campaignId}, 'sms', ${ids.phone}),
      (${campaignId}, 'call', ${ids.phone}), (${campaignId}, 'network', ${ids.network})`);
  return ids;
}

/** A webhook endpoint that takes every engine event (its deliveries are the event log). */
export async function eventLogEndpoint(db: DbOrTx, workspaceId: string): Promise<string> {
  const id = `we_t${randomBase62(8)}`;
  await db.execute(sql`insert into webhook_endpoints (id, workspace_id, url, event_types, secret)
    values (${id}, ${workspaceId}, 'https://receiver.invalid/hook',
      '{reply.received,meeting.booked,call.completed,lead.status_changed,campaign.finished}',
      'whsec_test')`);
  return id;
}

export async function eventsOf(db: DbOrTx, endpointId: string) {
  const found = await sqlRows<{ event_type: string; body: string }>(
    db,
    sql`select event_type, body from webhook_deliveries where endpoint_id = ${endpointId}
      order by seq`,
  );
  return found.map((r): Record<string, unknown> & { type: string } => ({
    type: r.event_type,
    ...(JSON.parse(r.body) as Record<string, unknown>),
  }));
}

/**
 * What a campaign's run must write for one lead, from the pure outcome function alone: the
 * sends and calls, what they cost, and the answers.
 */
export function expectedRun(
  campaignId: string,
  leadId: string,
  steps: Step[],
  reach: Reach = FULL_REACH,
) {
  const out = { sent: 0, calls: 0, replies: 0, meetings: 0, credits: 0, skipped: 0 };
  let step = 0;
  for (;;) {
    const plan = planVisit(campaignId, leadId, steps, step, reach);
    out.credits += visitCredits(plan);
    if (plan.visit.kind === "send") out.sent++;
    if (plan.visit.kind === "call") out.calls++;
    if (plan.visit.kind === "reply") out.replies++;
    if (plan.visit.kind === "skip") out.skipped++;
    if (plan.meeting) out.meetings++;
    if (plan.ends) return out;
    if (plan.visit.kind !== "reply" && plan.visit.kind !== "unsubscribe") step++;
  }
}

/** The fastest the engine runs: a day's wait in under a tenth of a second. */
export const TEST_SPEED = 1_000_000;

/** An engine for tests: at TEST_SPEED, silent, its loop not started (tests call tick()). */
export function testEngine(
  db: Db,
  opts: { batchSize?: number; recordingBase?: string; retryDelays?: number[] } = {},
): CampaignEngine {
  return new CampaignEngine({
    db,
    speed: TEST_SPEED,
    recordingBase: opts.recordingBase ?? "https://platform.test/api/v1/public/calls",
    batchSize: opts.batchSize ?? 200,
    retryDelays: opts.retryDelays,
    log: () => {},
  });
}

/**
 * Ticks `engine` until the campaign is no longer active (its waits pass by themselves on the
 * database's clock); returns the status it ended in.
 */
export async function runCampaignToEnd(
  db: Db,
  engine: CampaignEngine,
  campaignId: string,
): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    while ((await engine.tick()) > 0) {}
    const [campaign] = await sqlRows<{ status: string }>(
      db,
      sql`select status from campaigns where id = ${campaignId}`,
    );
    if (campaign?.status !== "active") return campaign?.status ?? "missing";
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`campaign ${campaignId} was still active after a minute`);
}

/**
 * Runs `fn` while the database does `action` (PL/pgSQL, e.g. `raise exception '…'` or
 * `perform pg_sleep(3)`) on every message written to `leadId`: a refusal or a slow write of one
 * lead's step, as a provider, a constraint or a slow disk would cause, with the engine's own
 * code unchanged. The trigger is gone afterwards whatever `fn` does.
 */
export async function whileMessagesTo<T>(
  db: Db,
  leadId: string,
  action: string,
  fn: () => Promise<T>,
): Promise<T> {
  const name = `to_${randomBase62(8).toLowerCase()}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger as $$
      begin
        if new.lead_id = '${leadId}' then ${action}; end if;
        return new;
      end $$ language plpgsql`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on messages
      for each row execute function ${name}()`),
  );
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on messages`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
