import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Campaign } from "../../../../contract/campaigns";
import { ConnectedAccount } from "../../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { CampaignEngine } from "../engine";
import { activeCampaignWithLeads, TEST_SPEED } from "./test-support";

/**
 * A launch, a resume or an enrollment over HTTP starts the first step at once in the instance
 * that took it, not at the engine's next poll: here the poll is ten seconds away, and the
 * first message is written well within one second.
 */
let t: TestPlatform;
let key: string;
let engine: CampaignEngine;
const P = "/api/v1/public";
const POLL_MS = 10_000;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
  engine = new CampaignEngine({
    db: t.db,
    speed: TEST_SPEED,
    recordingBase: "https://platform.test/api/v1/public/calls",
    pollIntervalMs: POLL_MS,
    log: () => {},
  });
  const looks = vi.spyOn(engine, "tick");
  engine.start();
  // The engine's first look is over before the test starts: what follows waits on a wake-up.
  await vi.waitUntil(() => looks.mock.settledResults.length > 0, { timeout: 10_000 });
});
afterAll(async () => {
  await engine?.stop();
  await t?.close();
});

const post = async (path: string, body?: unknown) => {
  const res = await t.request("POST", `${P}${path}`, { key, body });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
};

/** Milliseconds until the campaign's first outbound message is written. */
async function untilFirstMessage(campaignId: string, since: number): Promise<number> {
  for (;;) {
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where campaign_id = ${campaignId}`,
    );
    if (row!.n > 0) return performance.now() - since;
    if (performance.now() - since > POLL_MS) throw new Error("no step ran before the next poll");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("starting a campaign", () => {
  it("runs the first step at once after a launch over HTTP", async () => {
    const created = await post("/campaigns", {
      name: "Wake test",
      steps: [{ channel: "email", wait_days: 0 }],
    });
    const campaign = Campaign.parse(await created.json());
    const accounts = offsetEnvelope(ConnectedAccount).parse(
      await (await t.request("GET", `${P}/connected-accounts`, { key })).json(),
    );
    const email = accounts.items.find((a) => a.channel === "email")!;
    const assigned = await t.request("PUT", `${P}/campaigns/${campaign.id}/channel-assignments`, {
      key,
      body: { assignments: [{ channel: "email", account_id: email.id }] },
    });
    expect(assigned.status).toBe(200);
    const [list] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from lead_lists where name = 'EMEA fintech'`,
    );
    await post(`/campaigns/${campaign.id}/leads`, { lead_list_id: list!.id });
    const launched = performance.now();
    await post(`/campaigns/${campaign.id}/launch`);
    expect(await untilFirstMessage(campaign.id, launched)).toBeLessThan(1_000);
  });

  it("runs the due steps at once after a resume over HTTP", async () => {
    const acme = await t.workspaceId("acme");
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 5,
      launchedAt: new Date(),
    });
    await t.db.execute(sql`update campaigns set status = 'paused' where id = ${campaignId}`);
    const resumed = performance.now();
    await post(`/campaigns/${campaignId}/resume`);
    expect(await untilFirstMessage(campaignId, resumed)).toBeLessThan(1_000);
  });
});
