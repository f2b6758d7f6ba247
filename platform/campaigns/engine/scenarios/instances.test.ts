import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../db/client";
import { emptyPostgresDatabase } from "../../../testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../../../testing/platform-process";
import {
  activeCampaignWithLeads,
  DEFAULT_TEST_STEPS,
  eventLogEndpoint,
  expectedRun,
} from "./test-support";

/**
 * Two platform processes advancing one campaign on one Postgres database, one of them killed
 * with SIGKILL in the middle: every step of every lead still runs exactly once (no message,
 * call or charge twice, none missing), as the pure outcome function says it must.
 */
const serverUrl = process.env.DATABASE_URL;
const LEADS = 600;

describe.skipIf(!serverUrl)("the campaign engine on several instances", () => {
  let database: { url: string; drop: () => Promise<void> };
  let sql: postgres.Sql;
  let fixtures: Database | undefined;
  const started: PlatformProcess[] = [];
  const start = async () => {
    const p = await startPlatformProcess({
      DATABASE_URL: database.url,
      SEED_PROSPECTS: "100",
      REDIS_URL: "",
      JOB_POLL_MS: "50",
      // A week-long sequence in a few seconds, in small batches: a kill lands mid-campaign.
      SIMULATION_SPEED: "80000",
      ENGINE_BATCH_SIZE: "15",
      // The dead instance's leases and credit reservations end soon after it.
      JOB_LEASE_MS: "3000",
    });
    started.push(p);
    return p;
  };

  beforeAll(async () => {
    database = await emptyPostgresDatabase(serverUrl!);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => stopPlatformProcess(p, "SIGKILL")));
    await fixtures?.close();
    await sql?.end({ timeout: 5 });
    await database?.drop();
  });

  it("runs every step once when one of two instances is killed mid-campaign", async () => {
    const first = await start();
    const second = await start();
    fixtures = await openDatabase({ databaseUrl: database.url, log: () => {} });
    const [acme] = await sql`select id from workspaces where slug = 'acme'`;
    const workspaceId = acme!.id as string;
    await sql`update credit_balances set balance = 1000000 where workspace_id = ${workspaceId}`;
    const endpoint = await eventLogEndpoint(fixtures.db, workspaceId);
    const { campaignId, leadIds } = await activeCampaignWithLeads(fixtures.db, {
      workspaceId,
      size: LEADS,
      launchedAt: new Date(),
    });
    const progress = async () => {
      const [row] = await sql`select
        (select count(*)::int from messages where campaign_id = ${campaignId}) as messages,
        (select status from campaigns where id = ${campaignId}) as status`;
      return row as { messages: number; status: string };
    };
    // Both instances take batches; the first dies in the middle of the campaign.
    await expect
      .poll(async () => (await progress()).messages, { timeout: 30_000, interval: 20 })
      .toBeGreaterThan(LEADS / 3);
    expect((await progress()).status).toBe("active");
    // Both were advancing it.
    for (const p of [first, second]) {
      expect(p.output.some((line) => line.includes("ran its first batch"))).toBe(true);
    }
    await stopPlatformProcess(first, "SIGKILL");
    await expect
      .poll(async () => (await progress()).status, { timeout: 60_000, interval: 200 })
      .toBe("finished");

    const expected = { sent: 0, calls: 0, replies: 0, meetings: 0, credits: 0 };
    for (const leadId of leadIds) {
      const run = expectedRun(campaignId, leadId, DEFAULT_TEST_STEPS);
      for (const k of Object.keys(expected) as (keyof typeof expected)[]) expected[k] += run[k];
    }
    const actual = async () =>
      (
        await sql`select
      (select count(*)::int from messages where campaign_id = ${campaignId} and direction = 'outbound') as sent,
      (select count(*)::int from calls where campaign_id = ${campaignId}) as calls,
      (select count(*)::int from messages where campaign_id = ${campaignId} and direction = 'inbound') as replies,
      (select count(*)::int from meetings where campaign_id = ${campaignId}) as meetings,
      ((select coalesce(sum(credits), 0) from messages where campaign_id = ${campaignId}) +
        (select coalesce(sum(credits), 0) from calls where campaign_id = ${campaignId}))::int as credits`
      )[0];
    // Polled, not slept past: a write still committing after the finish is waited for.
    await expect.poll(actual, { timeout: 10_000, interval: 50 }).toEqual(expected);
    // The dead instance's reservation is given back once it expires: what is spent is what
    // the ledger says was charged.
    const charged = async () =>
      (
        await sql`select -sum(amount)::int as credits, 1000000 - (
          select balance from credit_balances where workspace_id = ${workspaceId}) as spent
        from credit_ledger where workspace_id = ${workspaceId} and reason = 'campaign_outreach'`
      )[0];
    await expect
      .poll(charged, { timeout: 20_000, interval: 200 })
      .toEqual({ credits: expected.credits, spent: expected.credits });
    const events = await sql`select event_type, count(*)::int as n from webhook_deliveries
      where endpoint_id = ${endpoint} group by event_type`;
    const count = (type: string) => events.find((e) => e.event_type === type)?.n ?? 0;
    expect(count("call.completed")).toBe(expected.calls);
    expect(count("reply.received")).toBe(expected.replies);
    expect(count("meeting.booked")).toBe(expected.meetings);
    expect(count("campaign.finished")).toBe(1);
    expect(second.child.exitCode).toBeNull();
  }, 150_000);
});
