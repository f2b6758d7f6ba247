import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignActivityItem } from "../../../../contract/campaign-activity";
import { cursorEnvelope } from "../../../../contract/envelopes";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import {
  activeCampaignWithLeads,
  runCampaignToEnd,
  testEngine,
} from "../../engine/scenarios/test-support";

/**
 * The activity read over HTTP, against a campaign the real engine ran to its end: every
 * message, reply, call and meeting the engine recorded is listed once, newest first, across
 * cursor pages; another workspace's campaign is a 404 and a made-up cursor a 422.
 */
const ActivityPage = cursorEnvelope(CampaignActivityItem);
const _SPEED = 100_000;
let t: TestPlatform;
let key: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
  ({ campaignId } = await activeCampaignWithLeads(t.db, {
    workspaceId: await t.workspaceId("acme"),
    size: 120,
    launchedAt: new Date(),
  }));
  await runCampaignToEnd(t.db, testEngine(t.db, { batchSize: 100 }), campaignId);
});
afterAll(() => t?.close());

const get = (path: string, k = key) => t.request("GET", `/api/v1/public${path}`, { key: k });

describe("GET /campaigns/{campaign_id}/activity", () => {
  it("lists every message, reply, call and meeting once, newest first, across pages", async () => {
    const seen: CampaignActivityItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/campaigns/${campaignId}/activity?limit=40${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.status).toBe(200);
      const page = ActivityPage.parse(await res.json());
      expect(page.items.length).toBeLessThanOrEqual(40);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);

    const [counts] = await sqlRows<Record<string, number>>(
      t.db,
      sql`select
        (select count(*)::int from messages where campaign_id = ${campaignId}) as messages,
        (select count(*)::int from messages where campaign_id = ${campaignId} and direction = 'inbound') as replies,
        (select count(*)::int from calls where campaign_id = ${campaignId}) as calls,
        (select count(*)::int from meetings where campaign_id = ${campaignId}) as meetings`,
    );
    expect(counts!.replies).toBeGreaterThan(0);
    expect(seen).toHaveLength(counts!.messages! + counts!.calls! + counts!.meetings!);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    const ofType = (type: string) => seen.filter((i) => i.type === type).length;
    expect(ofType("reply_received")).toBe(counts!.replies);
    expect(ofType("call_completed")).toBe(counts!.calls);
    expect(ofType("meeting_booked")).toBe(counts!.meetings);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i - 1]!.at >= seen[i]!.at).toBe(true);
    }
    const reply = seen.find((i) => i.type === "reply_received")!;
    expect(reply.lead_id).toMatch(/^lead_t/);
    expect(reply.lead_name).toMatch(/^Lead No \d+$/);
    expect(reply.step).toBeGreaterThanOrEqual(1);
    expect(reply.summary.length).toBeGreaterThan(0);
  });

  it("is a 404 for another workspace's campaign and a 422 for a cursor it did not make", async () => {
    const globex = await t.legacyKey("globex");
    const other = await get(`/campaigns/${campaignId}/activity`, globex);
    expect(other.status).toBe(404);
    const forged = await get(`/campaigns/${campaignId}/activity?cursor=bm9wZQ`);
    expect(forged.status).toBe(422);
    expect(await forged.json()).toEqual({
      detail: [
        {
          loc: ["query", "cursor"],
          msg: "Pass back a next_cursor unchanged.",
          type: "value_error",
        },
      ],
    });
  });
});
