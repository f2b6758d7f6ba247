import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_RATES } from "../../../../contract/credit-rates";
import { WebhookEvent } from "../../../../contract/webhooks";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import type { CampaignEngine } from "../engine";
import { OUT_OF_CREDITS_REASON } from "../pay";
import {
  activeCampaignWithLeads,
  eventLogEndpoint,
  eventsOf,
  runCampaignToEnd,
  testEngine,
} from "./test-support";

/**
 * The engine against a real database (PGlite, or Postgres with DATABASE_URL): whole campaigns
 * run to their end on the database's clock, their waits compressed a million times (a day in
 * under a tenth of a second), every record and event checked against the database's own counts.
 */
let t: TestPlatform;
let acme: string;
let endpoint: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  acme = await t.workspaceId("acme");
  endpoint = await eventLogEndpoint(t.db, acme);
});
afterAll(() => t?.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await sqlRows<T>(t.db, q))[0]!;

const runToEnd = (engine: CampaignEngine, campaignId: string) =>
  runCampaignToEnd(t.db, engine, campaignId);
const engineWith = (batchSize = 200) => testEngine(t.db, { batchSize });

describe("the campaign engine", () => {
  it("runs every lead through the sequence once, charges what it sent, and finishes", async () => {
    const launchedAt = new Date();
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 400,
      launchedAt,
    });
    const [before] = await sqlRows<{ balance: number }>(
      t.db,
      sql`select balance from credit_balances where workspace_id = ${acme}`,
    );
    expect(await runToEnd(engineWith(), campaignId)).toBe("finished");

    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from campaign_enrollments where campaign_id = ${campaignId} and state = 'active') as active,
      (select count(*)::int from messages where campaign_id = ${campaignId} and direction = 'outbound') as sent,
      (select count(*)::int from messages where campaign_id = ${campaignId} and direction = 'inbound') as replies,
      (select count(*)::int from calls where campaign_id = ${campaignId}) as calls,
      (select count(*)::int from meetings where campaign_id = ${campaignId}) as meetings,
      (select coalesce(sum(credits), 0)::int from messages where campaign_id = ${campaignId}) as message_credits,
      (select coalesce(sum(credits), 0)::int from calls where campaign_id = ${campaignId}) as call_credits,
      (select count(distinct (lead_id, step_index))::int from messages where campaign_id = ${campaignId} and direction = 'outbound') as distinct_sent`);
    expect(counts.active).toBe(0);
    expect(counts.distinct_sent).toBe(counts.sent);
    expect(counts.sent).toBeGreaterThan(400);
    expect(counts.calls).toBeGreaterThan(300);
    expect(counts.replies).toBeGreaterThan(20);
    expect(counts.meetings).toBeGreaterThan(3);
    expect(counts.message_credits).toBe(counts.sent! * CREDIT_RATES.email_message);

    // What was charged is exactly what the records cost, and the ledger says so.
    const [after] = await sqlRows<{ balance: number }>(
      t.db,
      sql`select balance from credit_balances where workspace_id = ${acme}`,
    );
    const spent = counts.message_credits! + counts.call_credits!;
    expect(before!.balance - after!.balance).toBe(spent);
    const ledger = await one<{ total: number }>(
      sql`select -sum(amount)::int as total from credit_ledger
        where workspace_id = ${acme} and reason = 'campaign_outreach'`,
    );
    expect(ledger.total).toBe(spent);

    // Every event has the spec's fields and the public ids.
    const events = (await eventsOf(t.db, endpoint)).filter(
      (e) => e.campaign_id === campaignId || String(e.lead_id ?? "").startsWith("lead_t"),
    );
    for (const e of events) {
      const { type, ...body } = e;
      expect(WebhookEvent.parse(body).event_type).toBe(type);
    }
    const ofType = (type: string) => events.filter((e) => e.type === type);
    expect(ofType("call.completed")).toHaveLength(counts.calls!);
    expect(ofType("reply.received")).toHaveLength(counts.replies!);
    expect(ofType("meeting.booked")).toHaveLength(counts.meetings!);
    expect(ofType("campaign.finished")).toEqual([
      expect.objectContaining({ campaign_id: campaignId, total_leads: 400 }),
    ]);
    const call = ofType("call.completed")[0]!;
    const stored = await one<Record<string, unknown>>(
      sql`select id, lead_id, duration_seconds, outcome from calls where id = ${call.call_id as string}`,
    );
    expect(call).toMatchObject({
      lead_id: stored.lead_id,
      duration_seconds: stored.duration_seconds,
      outcome: stored.outcome,
      // Where API clients reach the platform (the engine's setting), never a stored address.
      transcript_url: `https://platform.test/api/v1/public/calls/${stored.id}/recording`,
    });
    const reply = ofType("reply.received")[0]!;
    const message = await one<Record<string, unknown>>(
      sql`select lead_id, channel, direction from messages where id = ${reply.communication_id as string}`,
    );
    expect(reply).toMatchObject({ ...message, direction: "inbound" });
    const changed = ofType("lead.status_changed");
    expect(changed.length).toBeGreaterThan(0);
    for (const e of changed) {
      const lead = await one<{ status: string }>(
        sql`select status from leads where id = ${e.lead_id as string}`,
      );
      expect(lead.status).toBe(e.status);
    }
  }, 120_000);

  it("replays: the same campaign run again writes the same outcomes", async () => {
    const launchedAt = new Date();
    const { campaignId, listId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 120,
      launchedAt,
    });
    const signature = async () =>
      sqlRows<{ lead_id: string; run: string }>(
        t.db,
        sql`select lead_id, string_agg(kind, ',' order by kind) as run from (
            select lead_id, 'm' || step_index || channel || direction || status as kind
              from messages where campaign_id = ${campaignId}
            union all
            select lead_id, 'c' || step_index || outcome || duration_seconds from calls
              where campaign_id = ${campaignId}
            union all
            select lead_id, 'b' || booked_via from meetings where campaign_id = ${campaignId}
            union all
            select lead_id, 'e' || state || current_step from campaign_enrollments
              where campaign_id = ${campaignId}
          ) k group by lead_id order by lead_id`,
      );
    expect(await runToEnd(engineWith(), campaignId)).toBe("finished");
    const first = await signature();
    await t.db.execute(sql`delete from meetings where campaign_id = ${campaignId}`);
    await t.db.execute(sql`delete from messages where campaign_id = ${campaignId}`);
    await t.db.execute(sql`delete from calls where campaign_id = ${campaignId}`);
    await t.db.execute(sql`update leads set status = 'new' where lead_list_id = ${listId}`);
    await t.db.execute(sql`update campaign_enrollments set state = 'active', current_step = 0,
      next_step_at = null, ended_at = null, seen_lead_status = 'new'
      where campaign_id = ${campaignId}`);
    await t.db.execute(sql`update campaigns set status = 'active' where id = ${campaignId}`);
    // Another batch size, so the batches fall differently.
    expect(await runToEnd(engineWith(37), campaignId)).toBe("finished");
    expect(await signature()).toEqual(first);
    expect(first.length).toBe(120);
  }, 120_000);

  it("never contacts a lead on the do-not-contact list, by address or by domain", async () => {
    const launchedAt = new Date();
    const { campaignId, leadIds } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 20,
      launchedAt,
      domain: "blocked.example.org",
    });
    const other = await activeCampaignWithLeads(t.db, { workspaceId: acme, size: 5, launchedAt });
    await t.db.execute(sql`insert into do_not_contact (id, workspace_id, type, value)
      values ('dnc_t1', ${acme}, 'domain', 'blocked.example.org'),
        ('dnc_t2', ${acme}, 'email', ${`lead-3@${await domainOf(other.leadIds[2]!)}`})`);
    const engine = engineWith();
    await runToEnd(engine, campaignId);
    await runToEnd(engine, other.campaignId);
    const blocked = [...leadIds, other.leadIds[2]!];
    const contacted = await one<{ messages: number; calls: number; suppressed: number }>(sql`select
      (select count(*)::int from messages where lead_id = any(${`{${blocked.join(",")}}`}::text[])) as messages,
      (select count(*)::int from calls where lead_id = any(${`{${blocked.join(",")}}`}::text[])) as calls,
      (select count(*)::int from campaign_enrollments where lead_id = any(${`{${blocked.join(",")}}`}::text[]) and state = 'suppressed') as suppressed`);
    expect(contacted).toEqual({ messages: 0, calls: 0, suppressed: 21 });
    const others = await one<{ n: number }>(
      sql`select count(distinct lead_id)::int as n from messages where campaign_id = ${other.campaignId}`,
    );
    expect(others.n).toBe(4);
  }, 120_000);

  it("shares each batch between the campaigns with work due: a big backlog holds back no one", async () => {
    const launchedAt = new Date();
    const big = await activeCampaignWithLeads(t.db, { workspaceId: acme, size: 300, launchedAt });
    const small = await activeCampaignWithLeads(t.db, { workspaceId: acme, size: 5, launchedAt });
    const visited = (campaignId: string) =>
      one<{ n: number }>(sql`select count(*)::int as n from campaign_enrollments
        where campaign_id = ${campaignId} and (current_step > 0 or state <> 'active')`);
    expect(await engineWith(40).tick()).toBeGreaterThan(0);
    // The one made later, with a fraction of the other's leads, had every lead visited at once.
    expect((await visited(small.campaignId)).n).toBe(5);
    expect((await visited(big.campaignId)).n).toBeGreaterThan(0);
    expect((await visited(big.campaignId)).n).toBeLessThanOrEqual(35);
    await t.db.execute(sql`update campaigns set status = 'stopped'
      where id in (${big.campaignId}, ${small.campaignId})`);
  }, 60_000);

  it("shares each batch between workspaces first: a tenant's many campaigns hold back no other tenant", async () => {
    const globex = await t.workspaceId("globex");
    const launchedAt = new Date();
    const busy = await Promise.all(
      [1, 2, 3].map(() =>
        activeCampaignWithLeads(t.db, { workspaceId: acme, size: 200, launchedAt }),
      ),
    );
    const quiet = await activeCampaignWithLeads(t.db, {
      workspaceId: globex,
      size: 15,
      launchedAt,
    });
    const visited = (ids: string[]) =>
      one<{ n: number }>(sql`select count(*)::int as n from campaign_enrollments
        where campaign_id = any(${`{${ids.join(",")}}`}::text[])
          and (current_step > 0 or state <> 'active')`);
    expect(await engineWith(30).tick()).toBeGreaterThan(0);
    // Half the batch for each workspace with work due, however many campaigns the other has.
    expect((await visited([quiet.campaignId])).n).toBe(15);
    expect((await visited(busy.map((c) => c.campaignId))).n).toBeLessThanOrEqual(15);
    await t.db.execute(sql`update campaigns set status = 'stopped'
      where id = any(${`{${[quiet, ...busy].map((c) => c.campaignId).join(",")}}`}::text[])`);
  }, 60_000);

  it("pauses a workspace's campaigns when its credits run out, and sends nothing unpaid", async () => {
    const globex = await t.workspaceId("globex");
    await t.db.execute(sql`update credit_balances set balance = 30 where workspace_id = ${globex}`);
    // Only this campaign's charges count: entries after this position.
    const { position } = await one<{ position: number }>(
      sql`select coalesce(max(position), 0)::int as position from credit_ledger`,
    );
    const launchedAt = new Date();
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: globex,
      size: 100,
      launchedAt,
    });
    expect(await runToEnd(engineWith(7), campaignId)).toBe("paused");
    const state = await one<Record<string, unknown>>(sql`select c.paused_reason,
        (select balance from credit_balances where workspace_id = ${globex}) as balance,
        (select coalesce(sum(credits), 0)::int from messages where campaign_id = ${campaignId}) +
        (select coalesce(sum(credits), 0)::int from calls where campaign_id = ${campaignId}) as spent,
        (select -coalesce(sum(amount), 0)::int from credit_ledger where workspace_id = ${globex}
          and reason = 'campaign_outreach' and position > ${position}) as charged,
        (select count(*)::int from credit_reservations where workspace_id = ${globex}) as held
      from campaigns c where c.id = ${campaignId}`);
    expect(state.paused_reason).toBe(OUT_OF_CREDITS_REASON);
    expect(state.spent).toBe(state.charged);
    // What was reserved and not spent went back.
    expect(state.held).toBe(0);
    expect(Number(state.spent)).toBeLessThanOrEqual(30);
    expect(Number(state.balance)).toBe(30 - Number(state.spent));
    // Paused, the engine leaves it alone.
    const engine = engineWith();
    expect(await engine.tick()).toBe(0);
  }, 120_000);
});

async function domainOf(leadId: string): Promise<string> {
  const lead = await one<{ email: string }>(sql`select email from leads where id = ${leadId}`);
  return lead.email.split("@")[1]!;
}
