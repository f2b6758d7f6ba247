import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../../credits/credits";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { activeCampaignWithLeads, testEngine } from "./test-support";

/**
 * The engine keeps to what an admin set on an account: a paused account sends nothing (its
 * steps wait, they do not fail, and the workspace default does not take over), and an account
 * sends at most its daily limit a day (UTC, by the database's clock): the rest wait for the next
 * day. Both by the engine's own code, on the database's clock.
 */
let t: TestPlatform;
let acme: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  acme = await t.workspaceId("acme");
  await grantCredits(t.db, { workspaceId: acme, amount: 100_000, reason: "grant" });
});
afterAll(() => t.close());

const ONE_EMAIL = [{ channel: "email" as const, wait_days: 0 }];

async function emailAccountOf(campaignId: string): Promise<string> {
  const [row] = await sqlRows<{ account_id: string }>(
    t.db,
    sql`select account_id from campaign_channel_assignments
      where campaign_id = ${campaignId} and channel = 'email'`,
  );
  return row!.account_id;
}

const sentBy = (campaignId: string) =>
  sqlRows<{ account_id: string }>(
    t.db,
    sql`select account_id from messages where campaign_id = ${campaignId}
      and direction = 'outbound' order by seq`,
  );

async function tickUntilIdle() {
  const engine = testEngine(t.db);
  for (let i = 0; i < 50 && (await engine.tick()) > 0; i++) {}
}

describe("a paused account", () => {
  it("sends nothing: its steps wait a minute at a time, fail nothing, and go out once resumed", async () => {
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 4,
      steps: ONE_EMAIL,
      launchedAt: new Date(),
    });
    const account = await emailAccountOf(campaignId);
    await t.db.execute(sql`update connected_accounts set status = 'paused' where id = ${account}`);
    await tickUntilIdle();
    expect(await sentBy(campaignId)).toEqual([]);
    const waiting = await sqlRows<{
      state: string;
      attempts: number;
      failure_reason: string | null;
      waits_seconds: number;
    }>(
      t.db,
      sql`select state, attempts, failure_reason,
          round(extract(epoch from next_step_at - now()))::int as waits_seconds
        from campaign_enrollments where campaign_id = ${campaignId}`,
    );
    expect(waiting).toHaveLength(4);
    for (const w of waiting) {
      expect(w).toMatchObject({ state: "active", attempts: 0, failure_reason: null });
      expect(w.waits_seconds).toBeGreaterThan(50);
      expect(w.waits_seconds).toBeLessThanOrEqual(60);
    }
    // Resumed, and the minute passed: every step goes out, from that account.
    await t.db.execute(
      sql`update connected_accounts set status = 'connected' where id = ${account}`,
    );
    await t.db.execute(
      sql`update campaign_enrollments set next_step_at = now() where campaign_id = ${campaignId}`,
    );
    await tickUntilIdle();
    expect(await sentBy(campaignId)).toEqual(Array(4).fill({ account_id: account }));
  });
});

describe("a daily limit", () => {
  it("sends up to the limit today and holds the rest until the next day (UTC)", async () => {
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 5,
      steps: ONE_EMAIL,
      launchedAt: new Date(),
    });
    const account = await emailAccountOf(campaignId);
    await t.db.execute(sql`update connected_accounts set daily_limit = 2 where id = ${account}`);
    await tickUntilIdle();
    expect(await sentBy(campaignId)).toEqual(Array(2).fill({ account_id: account }));
    const [held] = await sqlRows<{ held: number; at_next_day: number; failed: number }>(
      t.db,
      sql`select count(*) filter (where state = 'active')::int as held,
          count(*) filter (where next_step_at =
            ((now() at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC')::int as at_next_day,
          count(*) filter (where attempts > 0 or failure_reason is not null)::int as failed
        from campaign_enrollments where campaign_id = ${campaignId}`,
    );
    expect(held).toEqual({ held: 3, at_next_day: 3, failed: 0 });
    const [day] = await sqlRows<{ sends: number }>(
      t.db,
      sql`select sends from account_daily_sends
        where account_id = ${account} and day = (now() at time zone 'UTC')::date`,
    );
    expect(day).toEqual({ sends: 2 });
    // A raised limit lets the held steps go as soon as they are due again.
    await t.db.execute(sql`update connected_accounts set daily_limit = 10 where id = ${account}`);
    await t.db.execute(
      sql`update campaign_enrollments set next_step_at = now()
        where campaign_id = ${campaignId} and state = 'active'`,
    );
    await tickUntilIdle();
    expect(await sentBy(campaignId)).toHaveLength(5);
  });

  it("counts every campaign's sends from the same account against one limit", async () => {
    const launchedAt = new Date();
    const first = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 3,
      steps: ONE_EMAIL,
      launchedAt,
      ownAccounts: false,
    });
    const second = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 3,
      steps: ONE_EMAIL,
      launchedAt,
      ownAccounts: false,
    });
    // Both send from the workspace's default mailbox, limited to what it sent today plus 4.
    const [mailbox] = await sqlRows<{ id: string; sent: number }>(
      t.db,
      sql`select d.account_id as id, coalesce((select sends from account_daily_sends s
          where s.account_id = d.account_id and s.day = (now() at time zone 'UTC')::date), 0)::int
          as sent
        from workspace_sending_defaults d where d.workspace_id = ${acme} and d.channel = 'email'`,
    );
    await t.db.execute(
      sql`update connected_accounts set daily_limit = ${mailbox!.sent + 4} where id = ${mailbox!.id}`,
    );
    await tickUntilIdle();
    const sent = [...(await sentBy(first.campaignId)), ...(await sentBy(second.campaignId))];
    expect(sent).toEqual(Array(4).fill({ account_id: mailbox!.id }));
  });
});
