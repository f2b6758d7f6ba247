import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "../../../contract/lead-lists";
import { creditBalance } from "../../credits/credits";
import { backgroundJobsSettled } from "../../jobs/background";
import { leads } from "../../leads";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { createPreview, importPath, newWorkspace, readPreview } from "./test-support";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 120 });
});
afterAll(async () => {
  await backgroundJobsSettled();
  await t.close();
});

const leadsWithoutEmail = async (listId: string) =>
  (
    await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.leadListId, listId), isNull(leads.email)))
  ).length;

describe("importing with auto_enrich", () => {
  it("charges once for the results the preview had not enriched, and every lead gets an email", async () => {
    const ws = await newWorkspace(t, 1000);
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_level: ["vp", "director", "manager"] },
      page_size: 10,
    });
    const total = preview.total_matches!;
    expect(total).toBeGreaterThan(10);
    expect(preview.enriched_results).toBe(10);
    const before = await creditBalance(t.db, ws.id);

    const res = await t.request("POST", importPath(ws.listId), {
      key: ws.key,
      body: { preview_id: preview.id, auto_enrich: true },
      headers: { "idempotency-key": "enrich-all-1" },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    expect(await creditBalance(t.db, ws.id)).toBe(before - (total - 10));

    // A replay of the same request charges nothing again.
    const replay = await t.request("POST", importPath(ws.listId), {
      key: ws.key,
      body: { preview_id: preview.id, auto_enrich: true },
      headers: { "idempotency-key": "enrich-all-1" },
    });
    expect(replay.status).toBe(202);
    expect(Job.parse(await replay.json()).id).toBe(Job.parse(await res.json()).id);
    expect(await creditBalance(t.db, ws.id)).toBe(before - (total - 10));

    await backgroundJobsSettled();
    expect(await leadsWithoutEmail(ws.listId)).toBe(0);
    // The preview now reads as enriched everywhere, for free.
    const page2 = await readPreview(t, ws.key, ws.listId, preview.id, 2, 10);
    expect(page2.enriched_results).toBe(total);
    expect(page2.results.every((r) => r.enriched && r.email)).toBe(true);

    // Enriching an already enriched set costs nothing.
    const again = await t.request("POST", importPath(ws.listId), {
      key: ws.key,
      body: { preview_id: preview.id, auto_enrich: true },
    });
    expect(again.status).toBe(202);
    expect(await creditBalance(t.db, ws.id)).toBe(before - (total - 10));
  });

  it("402 without the credits, and then nothing is charged, imported or widened", async () => {
    const ws = await newWorkspace(t, 12);
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page_size: 10,
    });
    expect(await creditBalance(t.db, ws.id)).toBe(2);
    const res = await t.request("POST", importPath(ws.listId), {
      key: ws.key,
      body: { preview_id: preview.id, auto_enrich: true },
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      detail:
        "Enriching the prospects this import adds needs 110 credits and the workspace has 2; add credits, or import without auto_enrich.",
    });
    expect(await creditBalance(t.db, ws.id)).toBe(2);
    const read = await readPreview(t, ws.key, ws.listId, preview.id, 1, 10);
    expect(read.enriched_results).toBe(10);
    await backgroundJobsSettled();
    expect(
      (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.leadListId, ws.listId)))
        .length,
    ).toBe(0);
  });

  it("without auto_enrich only the previewed page brings emails, and nothing is charged", async () => {
    const ws = await newWorkspace(t, 100);
    const preview = await createPreview(t, ws.key, ws.listId, { filters: {}, page_size: 10 });
    const before = await creditBalance(t.db, ws.id);
    const res = await t.request("POST", importPath(ws.listId), {
      key: ws.key,
      body: { preview_id: preview.id },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    await backgroundJobsSettled();
    expect(await creditBalance(t.db, ws.id)).toBe(before);
    expect(await leadsWithoutEmail(ws.listId)).toBe(110);
  });
});
