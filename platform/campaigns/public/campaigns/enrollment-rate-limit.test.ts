import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tierFor } from "../../../rate-limit/tiers";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

/**
 * The spec: POST /campaigns/{id}/leads is in the bulk-write tier "when lead_list_id is used".
 * Small limits, so the buckets run out quickly; the mechanism is the production one.
 */
const tiers = {
  default: { limit: 8, windowMs: 60_000 },
  bulk_write: { limit: 2, windowMs: 60_000 },
  enrichment: { limit: 4, windowMs: 60_000 },
};
let t: TestPlatform;
let key: string;
let campaignPath: string;
let listId: string;
let leadId: string;
beforeAll(async () => {
  // The windows are opened by advancing the test clock, which Redis does not follow.
  t = await createTestPlatform({
    deps: { rateLimitTiers: tiers },
    jobRunner: false,
    limitsByTestClock: true,
  });
  key = await t.legacyKey("acme");
  const campaign = await t.request("POST", "/api/v1/public/campaigns", {
    key,
    body: { name: "Tiers" },
  });
  campaignPath = `/api/v1/public/campaigns/${((await campaign.json()) as { id: string }).id}`;
  const lists = await t.request("GET", "/api/v1/public/lead-lists", { key });
  listId = ((await lists.json()) as { items: { id: string }[] }).items[0]!.id;
  const leads = await t.request("GET", "/api/v1/public/leads?per_page=1", { key });
  leadId = ((await leads.json()) as { items: { id: string }[] }).items[0]!.id;
  // The setup spent three of the default tier: a window of its own for the test.
  t.clock.advance(61_000);
});
afterAll(() => t.close());

const limits = (res: Response) => ({
  status: res.status,
  limit: res.headers.get("x-ratelimit-limit"),
  remaining: res.headers.get("x-ratelimit-remaining"),
});

describe("enrolling in a campaign", () => {
  it("is a bulk write with lead_list_id, in its own bucket, and a default one with lead_ids", async () => {
    const byList = () =>
      t.request("POST", `${campaignPath}/leads`, { key, body: { lead_list_id: listId } });
    const byIds = () =>
      t.request("POST", `${campaignPath}/leads`, { key, body: { lead_ids: [leadId] } });

    expect(limits(await byList())).toEqual({ status: 200, limit: "2", remaining: "1" });
    expect(limits(await byIds())).toEqual({ status: 200, limit: "8", remaining: "7" });
    expect(limits(await byList())).toEqual({ status: 200, limit: "2", remaining: "0" });
    const refused = await byList();
    expect(limits(refused)).toEqual({ status: 429, limit: "2", remaining: "0" });
    expect(refused.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    // The default bucket is untouched by the list enrollments, and still takes lead ids.
    expect(limits(await byIds())).toEqual({ status: 200, limit: "8", remaining: "6" });
  });

  it("refuses a body over 1 MiB with 413, though its tier is read from the body", async () => {
    t.clock.advance(61_000);
    const res = await t.request("POST", `${campaignPath}/leads`, {
      key,
      body: JSON.stringify({ lead_list_id: listId, padding: "a".repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "The request body is larger than 1 MiB." });
  });

  it("decides by the body only for campaign enrollment", () => {
    expect(tierFor("POST", "campaigns/c_1/leads")).toBe("bulk_write");
    expect(tierFor("POST", "campaigns/c_1/leads", { lead_list_id: "ll_1" })).toBe("bulk_write");
    expect(tierFor("POST", "campaigns/c_1/leads", { lead_ids: ["lead_1"] })).toBe("default");
    expect(tierFor("POST", "lead-lists/ll_1/enrich", {})).toBe("bulk_write");
    expect(tierFor("GET", "campaigns/c_1/leads")).toBe("default");
  });
});
