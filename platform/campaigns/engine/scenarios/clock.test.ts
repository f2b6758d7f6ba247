import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import {
  activeCampaignWithLeads,
  eventLogEndpoint,
  eventsOf,
  runCampaignToEnd,
  testEngine,
} from "./test-support";

/**
 * One clock, the database's: a campaign run at the fastest simulation speed, with an operator
 * sending and booking in the middle of it, and every time the API returns for something that
 * has happened (sent, received, started, ended, booked, finished, enrolled, read) at or before
 * the moment it was read. The speed compresses the waits, never the clock.
 */
let t: TestPlatform;
let key: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false, limitsByTestClock: true });
  key = await t.legacyKey("acme");
  await t.db.execute(sql`update credit_balances set balance = 1000000`);
});
afterAll(() => t?.close());

/** Times of things to come, not of things that happened. */
const AHEAD = new Set(["next_step_at", "meeting_time", "expires_at"]);

/** Every `*_at` time in an answer, with where it was. */
function happenedTimes(value: unknown, path = ""): { path: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => happenedTimes(v, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => {
    if (k.endsWith("_at") && typeof v === "string" && !AHEAD.has(k)) {
      return [{ path: `${path}.${k}`, at: v }];
    }
    return happenedTimes(v, `${path}.${k}`);
  });
}

/** GETs a path and checks that nothing in the answer is dated after the moment it arrived. */
async function readNothingAhead(path: string): Promise<unknown> {
  t.clock.advance(1_000);
  const res = await t.request("GET", `/api/v1/public${path}`, { key });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  const [read] = await sqlRows<{ now: string }>(t.db, sql`select now()::text as now`);
  const now = read!.now;
  const readAt = Date.parse(now);
  const ahead = happenedTimes(body).filter((x) => Date.parse(x.at) > readAt);
  expect(ahead, `${path} has times ahead of ${now}`).toEqual([]);
  return body;
}

describe("the outreach clock", () => {
  it("stamps what happens with the database's time: nothing is read dated ahead of now", async () => {
    const acme = await t.workspaceId("acme");
    const endpoint = await eventLogEndpoint(t.db, acme);
    const startedAt = Date.now();
    const campaign = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 60,
      launchedAt: new Date(),
    });
    const engine = testEngine(t.db);
    await engine.tick();
    // An operator answers a lead and books a meeting while the campaign runs.
    const lead = campaign.leadIds[5]!;
    const sent = await t.request("POST", `/api/v1/public/leads/${lead}/messages`, {
      key,
      body: { channel: "email", subject: "Hello", body: "Following up by hand." },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const booked = await t.request("POST", `/api/v1/public/leads/${campaign.leadIds[6]}/meetings`, {
      key,
      body: { meeting_time: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await runCampaignToEnd(t.db, engine, campaign.campaignId)).toBe("finished");

    // A simulated week ran in well under a minute of real time, and every stamp is within it.
    const span = await sqlRows<{ first: string; last: string }>(
      t.db,
      sql`select min(sent_at)::text as first, max(sent_at)::text as last from messages
        where campaign_id = ${campaign.campaignId}`,
    );
    expect(Date.parse(span[0]!.first)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(span[0]!.last) - Date.parse(span[0]!.first)).toBeLessThan(60_000);

    const id = campaign.campaignId;
    await readNothingAhead(`/campaigns/${id}`);
    await readNothingAhead(`/campaigns/${id}/leads?per_page=100`);
    await readNothingAhead(`/campaigns/${id}/activity?limit=100`);
    await readNothingAhead(`/calls?campaign_id=${id}&per_page=100`);
    const inbox = (await readNothingAhead("/conversations?limit=100")) as {
      items: { id: string; last_message_at: string }[];
    };
    expect(inbox.items.length).toBeGreaterThan(10);
    for (const c of inbox.items.slice(0, 15)) {
      const thread = (await readNothingAhead(`/conversations/${c.id}`)) as {
        messages: { sent_at: string }[];
      };
      // A thread's latest message is the one its conversation is listed by.
      const times = thread.messages.map((m) => Date.parse(m.sent_at));
      expect(Math.max(...times)).toBe(Date.parse(c.last_message_at));
    }
    for (const leadId of campaign.leadIds.slice(0, 10)) {
      await readNothingAhead(`/leads/${leadId}/meetings`);
    }

    // The events say the same: campaign.finished's completed_at is not ahead of its delivery.
    const finished = (await eventsOf(t.db, endpoint)).find(
      (e) => e.type === "campaign.finished" && e.campaign_id === id,
    );
    expect(Date.parse(String(finished?.completed_at))).toBeLessThanOrEqual(Date.now());
  }, 120_000);
});
