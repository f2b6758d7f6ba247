import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreditsSummary, ProspectSearchPreview } from "../../../contract/prospect-search";
import { creditBalance } from "../../credits/credits";
import { creditLedger } from "../../credits/tables";
import { generateProspect } from "../../seed/prospects";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import {
  allResultIds,
  createPreview,
  listIdByName,
  newWorkspace,
  previewPath,
  readPreview,
} from "./test-support";

const N = 1200;
const allIds = Array.from({ length: N }, (_, seq) => generateProspect(seq).id);

let t: TestPlatform;
let key: string;
let acmeId: string;
let q4: string;
let webinar: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: N });
  key = await t.legacyKey();
  acmeId = await t.workspaceId("acme");
  q4 = await listIdByName(t, key, "Q4 enterprise targets");
  webinar = await listIdByName(t, key, "Webinar follow-ups");
});
afterAll(() => t.close());

const ledgerCount = async (workspaceId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.workspaceId, workspaceId))
  )[0]!.n;

describe("a preview", () => {
  it("defaults to page 1 of 100, enriched and charged 1 credit per result", async () => {
    const before = await creditBalance(t.db, acmeId);
    const res = await t.request("POST", previewPath(webinar), { key, body: { filters: {} } });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    const preview = ProspectSearchPreview.parse(await res.json());
    expect(preview).toMatchObject({ status: "completed", total_matches: N, error_message: null });
    expect(preview.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(preview.results.map((r) => r.id)).toEqual(allIds.slice(0, 100));
    for (const r of preview.results) {
      expect(r.enriched).toBe(true);
      expect(r.email).toMatch(/@/);
      expect(r.phone).toMatch(/^\+/);
      expect(r.network_url).toMatch(/^https:\/\//);
    }
    expect(await creditBalance(t.db, acmeId)).toBe(before - 100);
    const [charge] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.previewId, preview.id));
    expect(charge).toMatchObject({ amount: -100, reason: "prospect_enrichment" });
  });

  it("without auto_enrich: no contact fields, no charge, the default rate-limit tier", async () => {
    // A workspace that has paid for no prospect's details yet.
    const ws = await newWorkspace(t, 100);
    const before = await creditBalance(t.db, ws.id);
    const res = await t.request("POST", previewPath(ws.listId), {
      key: ws.key,
      body: { filters: { job_level: ["manager"] }, page_size: 10, auto_enrich: false },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    const preview = ProspectSearchPreview.parse(await res.json());
    expect(preview.results).toHaveLength(10);
    for (const r of preview.results) {
      expect(r.enriched).toBe(false);
      expect(r).not.toHaveProperty("email");
      expect(r).not.toHaveProperty("phone");
      expect(r).not.toHaveProperty("network_url");
    }
    expect(await creditBalance(t.db, ws.id)).toBe(before);
  });

  it("marks prospects already in the list", async () => {
    // The seed put seqs 0..24 in "Q4 enterprise targets".
    const preview = await createPreview(t, key, q4, {
      filters: {},
      page_size: 30,
      auto_enrich: false,
    });
    expect(preview.results.map((r) => r.in_list)).toEqual([
      ...Array(25).fill(true),
      ...Array(5).fill(false),
    ]);
    const other = await createPreview(t, key, webinar, {
      filters: {},
      page_size: 5,
      auto_enrich: false,
    });
    expect(other.results.every((r) => !r.in_list)).toBe(true);
  });

  it("a page past the end is empty and charges nothing", async () => {
    const before = await creditBalance(t.db, acmeId);
    const preview = await createPreview(t, key, webinar, { filters: {}, page: 13, page_size: 100 });
    expect(preview.results).toEqual([]);
    expect(preview.total_matches).toBe(N);
    expect(await creditBalance(t.db, acmeId)).toBe(before);
  });
});

describe("the result set", () => {
  it("pages concatenate to the whole ordered set, for any page size, and GET never charges", async () => {
    const created = await createPreview(t, key, webinar, {
      filters: { has_web_app: true },
      page_size: 7,
    });
    const expected = Array.from({ length: N }, (_, seq) => generateProspect(seq))
      .filter((r) => r.hasWebApp)
      .map((r) => r.id);
    expect(created.total_matches).toBe(expected.length);
    const balance = await creditBalance(t.db, acmeId);
    const ledger = await ledgerCount(acmeId);

    for (const size of [100, 7, 33]) {
      const ids = await allResultIds(t, key, webinar, created.id, size);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(await creditBalance(t.db, acmeId)).toBe(balance);
    expect(await ledgerCount(acmeId)).toBe(ledger);
  });

  it("contact fields appear exactly on the prospects the workspace has paid for", async () => {
    const ws = await newWorkspace(t, 100);
    const created = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page: 2,
      page_size: 10,
    });
    expect(created.results.map((r) => r.id)).toEqual(allIds.slice(10, 20));
    // Pages of 4: positions 8..11 straddle the enriched positions 10..19.
    const page3 = await readPreview(t, ws.key, ws.listId, created.id, 3, 4);
    expect(page3.results.map((r) => r.enriched)).toEqual([false, false, true, true]);
    expect(page3.results[0]).not.toHaveProperty("email");
    expect(page3.results[2]!.email).toBe(generateProspect(10).email);
    const page6 = await readPreview(t, ws.key, ws.listId, created.id, 6, 4);
    expect(page6.results.map((r) => r.enriched)).toEqual([false, false, false, false]);
    // Another preview, even without enrichment, shows what the workspace paid for, for free.
    const other = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page_size: 20,
      auto_enrich: false,
    });
    expect(other.results.map((r) => r.enriched)).toEqual([
      ...Array(10).fill(false),
      ...Array(10).fill(true),
    ]);
    expect(other.enriched_results).toBe(10);
    expect(await creditBalance(t.db, ws.id)).toBe(90);
  });

  it("reads through GET default to page 1 of 100", async () => {
    const created = await createPreview(t, key, webinar, { filters: {}, auto_enrich: false });
    const res = await t.request("GET", `${previewPath(webinar)}/${created.id}`, { key });
    const read = ProspectSearchPreview.parse(await res.json());
    // The creating response alone says what the creation charged.
    const { credits_charged, ...rest } = created;
    expect(credits_charged).toBe(0);
    expect(read).toEqual(rest);
  });

  it("belongs to its list and workspace", async () => {
    const created = await createPreview(t, key, webinar, {
      filters: {},
      page_size: 1,
      auto_enrich: false,
    });
    const ofOtherList = await t.request("GET", `${previewPath(q4)}/${created.id}`, { key });
    expect(ofOtherList.status).toBe(404);
    expect(await ofOtherList.json()).toEqual({
      detail: "The prospect search preview does not exist.",
    });
    const globex = await t.legacyKey("globex");
    const globexRead = await t.request("GET", `${previewPath(webinar)}/${created.id}`, {
      key: globex,
    });
    expect(globexRead.status).toBe(404);
    const unknown = await t.request("GET", `${previewPath(webinar)}/not-a-preview`, { key });
    expect(unknown.status).toBe(404);
  });

  it("validates the read's page and page_size", async () => {
    const created = await createPreview(t, key, webinar, {
      filters: {},
      page_size: 1,
      auto_enrich: false,
    });
    for (const [query, field] of [
      ["page=0", "page"],
      ["page_size=101", "page_size"],
      ["page_size=x", "page_size"],
    ]) {
      const res = await t.request("GET", `${previewPath(webinar)}/${created.id}?${query}`, { key });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
        "query",
        field,
      ]);
    }
  });
});

describe("credits", () => {
  it("402 when the balance is too low, and nothing is charged or stored", async () => {
    const ws = await newWorkspace(t, 15);
    const previewsOf = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(prospectSearchPreviews)
          .where(and(eq(prospectSearchPreviews.workspaceId, ws.id)))
      )[0]!.n;

    const refused = await t.request("POST", previewPath(ws.listId), {
      key: ws.key,
      body: { filters: {}, page_size: 20 },
    });
    expect(refused.status).toBe(402);
    const { detail } = (await refused.json()) as { detail: string };
    expect(detail).toBe(
      "Enriching this page needs 20 credits and the workspace has 15; add credits, ask for a smaller page, or set auto_enrich to false.",
    );
    expect(await creditBalance(t.db, ws.id)).toBe(15);
    expect(await previewsOf()).toBe(0);
    expect(await ledgerCount(ws.id)).toBe(1);

    // Exactly the balance is fine; then it is empty, but non-enriching previews still work.
    await createPreview(t, ws.key, ws.listId, { filters: {}, page_size: 15 });
    expect(await creditBalance(t.db, ws.id)).toBe(0);
    const again = await t.request("POST", previewPath(ws.listId), {
      key: ws.key,
      body: { filters: {}, page: 16, page_size: 1 },
    });
    expect(again.status).toBe(402);
    await createPreview(t, ws.key, ws.listId, { filters: {}, auto_enrich: false });
    // A page with no results costs nothing, so it needs no credits.
    await createPreview(t, ws.key, ws.listId, { filters: { crm_tech: ["No Such Tool"] } });
    expect(await previewsOf()).toBe(3);
  });

  it("the ledger is readable under /analytics/credits", async () => {
    const ws = await newWorkspace(t, 50);
    const preview = await createPreview(t, ws.key, ws.listId, { filters: {}, page_size: 12 });
    const res = await t.request("GET", "/api/v1/public/analytics/credits", { key: ws.key });
    expect(res.status).toBe(200);
    const summary = CreditsSummary.parse(await res.json());
    expect(summary.balance).toBe(38);
    expect(summary.ledger.map((e) => [e.amount, e.balance_after, e.reason, e.preview_id])).toEqual([
      [-12, 38, "prospect_enrichment", preview.id],
      [50, 50, "grant", null],
    ]);
  });
});
