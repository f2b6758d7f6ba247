import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_RATES } from "../../../contract/credit-rates";
import { offsetEnvelope } from "../../../contract/envelopes";
import {
  Job,
  Lead,
  LeadEnrichmentResult,
  LeadList,
  LeadListEnrichmentEstimate,
} from "../../../contract/lead-lists";
import {
  type CreditLedgerEntry,
  CreditsSummary,
  ProspectSearchCount,
  ProspectSearchPreview,
  type ProspectSearchPreviewRequestInput,
} from "../../../contract/prospect-search";
import { grantCredits } from "../../credits/credits";
import { sqlRows } from "../../db/sql-rows";
import { JOB_HANDLERS } from "../../job-handlers";
import { JobRunner } from "../../jobs/runner";
import { newWorkspace } from "../../prospecting/public/test-support";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { servePlatform } from "../../testing/served-platform";

/**
 * Every billable path, over real HTTP: each action moves the balance by exactly what it
 * charged, the ledger says why (reason, sentence, and the preview, job and list), and a
 * workspace pays once per prospect whichever path enriches it again. Jobs run only when a
 * test runs them, so a test can spend credits between a job's start and its run.
 */

let t: TestPlatform;
let served: Awaited<ReturnType<typeof servePlatform>>;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 200, jobRunner: false });
  served = await servePlatform(t.deps);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const PUBLIC = "/api/v1/public";
const RATE = CREDIT_RATES.enrichment;

async function http(method: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${served.base}${PUBLIC}${path}`, {
    method,
    headers: {
      "x-api-key": key,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function ok<T>(
  schema: { parse: (v: unknown) => T },
  status: number,
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<T> {
  const res = await http(method, path, key, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return schema.parse(res.body);
}

/** Runs the queued jobs to their end, in batches of `batchSize`. */
async function runJobs(batchSize = 7) {
  const runner = new JobRunner({
    db: t.db,
    handlers: JOB_HANDLERS,
    now: t.clock.now,
    pollIntervalMs: 20,
    batchSize,
    log: () => {},
  }).start();
  await runner.idle();
  await runner.stop();
}

const credits = (key: string) => ok(CreditsSummary, 200, "GET", "/analytics/credits", key);

/**
 * Runs `action` and returns what it spent, read from the balance, and the ledger entries it
 * wrote; the entries always add up to exactly the balance's move.
 */
async function charged<T>(key: string, action: () => Promise<T>) {
  const before = await credits(key);
  const result = await action();
  const after = await credits(key);
  const known = new Set(before.ledger.map((e) => e.id));
  const entries = after.ledger.filter((e) => !known.has(e.id));
  const spent = before.balance - after.balance;
  expect(entries.reduce((sum, e) => sum - e.amount, 0)).toBe(spent);
  return { spent, entries, result, balance: after.balance };
}

const preview = (key: string, listId: string, body: ProspectSearchPreviewRequestInput) =>
  ok(
    ProspectSearchPreview,
    201,
    "POST",
    `/lead-lists/${listId}/prospect-search/preview`,
    key,
    body,
  );
const readPage = (key: string, listId: string, id: string, page: number, size: number) =>
  ok(
    ProspectSearchPreview,
    200,
    "GET",
    `/lead-lists/${listId}/prospect-search/preview/${id}?page=${page}&page_size=${size}`,
    key,
  );
const startImport = (key: string, listId: string, previewId: string, autoEnrich: boolean) =>
  ok(Job, 202, "POST", `/lead-lists/${listId}/prospect-search/import`, key, {
    preview_id: previewId,
    auto_enrich: autoEnrich,
  });
const estimate = (key: string, listId: string) =>
  ok(LeadListEnrichmentEstimate, 200, "GET", `/lead-lists/${listId}/enrichment-estimate`, key);
const enrich = (key: string, listId: string) =>
  ok(Job, 202, "POST", `/lead-lists/${listId}/enrich`, key);
const job = (key: string, id: string) => ok(Job, 200, "GET", `/jobs/${id}`, key);
const newList = (key: string, name: string) =>
  ok(LeadList, 201, "POST", "/lead-lists", key, { name });
async function leadsOf(key: string, listId: string) {
  const page = await ok(
    offsetEnvelope(Lead),
    200,
    "GET",
    `/leads?lead_list_id=${listId}&per_page=100`,
    key,
  );
  return page.items;
}

/** lead.enriched deliveries queued for the workspace (it has an endpoint that takes them). */
async function leadEnrichedEvents(workspaceId: string) {
  const [row] = await sqlRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from webhook_deliveries
      where workspace_id = ${workspaceId} and event_type = 'lead.enriched'`,
  );
  return Number(row?.n ?? 0);
}

async function workspaceWithEndpoint(credits: number) {
  const ws = await newWorkspace(t, credits);
  await ok({ parse: (v: unknown) => v }, 201, "POST", "/webhook-endpoints", ws.key, {
    url: "https://example.com/hooks/billing",
    event_types: ["lead.enriched"],
  });
  return ws;
}

const only = (entries: CreditLedgerEntry[]) => {
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

describe("previews", () => {
  it("charge each result they reveal, once: the same search again, page 1 again and overlapping pages are free", async () => {
    const ws = await workspaceWithEndpoint(1000);
    const search = { filters: { job_level: ["manager"] }, page_size: 6 };
    // The cost shown before a run counts only what is new.
    const unpaid = async (pageSize: number) =>
      (
        await ok(ProspectSearchCount, 200, "POST", "/prospect-search/count", ws.key, {
          filters: search.filters,
          page_size: pageSize,
        })
      ).unpaid_on_first_page;
    expect(await unpaid(6)).toBe(6);

    const first = await charged(ws.key, () => preview(ws.key, ws.listId, search));
    expect(first.spent).toBe(6 * RATE);
    expect(first.result.credits_charged).toBe(6 * RATE);
    expect(first.result.results.every((r) => r.enriched && r.email)).toBe(true);
    expect(only(first.entries)).toMatchObject({
      amount: -6 * RATE,
      reason: "prospect_enrichment",
      preview_id: first.result.id,
      lead_list_id: ws.listId,
      job_id: null,
      description: "Enrichment in a preview of list “Main”: 6 prospects",
    });

    expect(await unpaid(6)).toBe(0);
    expect(await unpaid(12)).toBe(6);
    // The identical search again: the same six people, already paid for.
    const again = await charged(ws.key, () => preview(ws.key, ws.listId, search));
    expect(again).toMatchObject({ spent: 0, entries: [] });
    expect(again.result.credits_charged).toBe(0);
    expect(again.result.results.map((r) => r.email)).toEqual(
      first.result.results.map((r) => r.email),
    );

    // Page 1 again, read: free and with the contact details.
    const reread = await charged(ws.key, () => readPage(ws.key, ws.listId, first.result.id, 1, 6));
    expect(reread.spent).toBe(0);
    expect(reread.result.results.every((r) => r.enriched)).toBe(true);

    // Paging: reading page 2 is free and comes without details; enriching it charges only it.
    const page2 = await charged(ws.key, () => readPage(ws.key, ws.listId, first.result.id, 2, 6));
    expect(page2.spent).toBe(0);
    expect(page2.result.results.some((r) => r.enriched)).toBe(false);
    const enriched2 = await charged(ws.key, () =>
      preview(ws.key, ws.listId, { ...search, page: 2 }),
    );
    expect(enriched2.spent).toBe(6 * RATE);
    // Now the first preview's page 2 reads with details, and a page of 12 costs nothing.
    const page2again = await readPage(ws.key, ws.listId, first.result.id, 2, 6);
    expect(page2again.results.every((r) => r.enriched && r.email)).toBe(true);
    const twelve = await charged(ws.key, () =>
      preview(ws.key, ws.listId, { ...search, page_size: 12 }),
    );
    expect(twelve).toMatchObject({ spent: 0, entries: [] });
    // A preview reveals prospects, not leads: no lead.enriched.
    expect(await leadEnrichedEvents(ws.id)).toBe(0);
  });
});

describe("imports", () => {
  it("with auto_enrich charge for the prospects they add that the workspace has not paid for", async () => {
    const ws = await workspaceWithEndpoint(1000);
    await preview(ws.key, ws.listId, { filters: { job_level: ["manager"] }, page_size: 5 });
    const set = await preview(ws.key, ws.listId, {
      filters: { job_level: ["manager"] },
      page_size: 5,
      auto_enrich: false,
    });
    const total = set.total_matches!;
    expect(total).toBeGreaterThan(10);
    expect(set.enriched_results).toBe(5);
    expect(set.import_enrich_results).toBe(total - 5);

    const accepted = await charged(ws.key, () => startImport(ws.key, ws.listId, set.id, true));
    expect(accepted.spent).toBe((total - 5) * RATE);
    expect(only(accepted.entries)).toMatchObject({
      reason: "prospect_enrichment",
      preview_id: set.id,
      lead_list_id: ws.listId,
      description: `Enrichment for an import into list “Main”: ${total - 5} prospects`,
    });
    const ran = await charged(ws.key, () => runJobs());
    expect(ran.spent).toBe(0);
    expect(await job(ws.key, accepted.result.id)).toMatchObject({
      status: "completed",
      result: { added: total, skipped: 0 },
    });
    const leads = await leadsOf(ws.key, ws.listId);
    expect(leads).toHaveLength(total);
    expect(leads.every((l) => l.email)).toBe(true);
    // An enriching import is an enrichment run for each lead it adds with its email.
    expect(await leadEnrichedEvents(ws.id)).toBe(total);

    // Importing the same set again with enrichment: nothing to add, nothing charged.
    const reread = await readPage(ws.key, ws.listId, set.id, 1, 5);
    expect(reread.import_enrich_results).toBe(0);
    const again = await charged(ws.key, async () => {
      const started = await startImport(ws.key, ws.listId, set.id, true);
      await runJobs();
      return job(ws.key, started.id);
    });
    expect(again).toMatchObject({ spent: 0, entries: [] });
    expect(again.result.result).toEqual({ added: 0, skipped: total });
  });

  it("charge nothing for prospects already in the list, which they skip", async () => {
    const ws = await workspaceWithEndpoint(1000);
    const set = await preview(ws.key, ws.listId, {
      filters: { job_level: ["director"] },
      auto_enrich: false,
    });
    const plain = await charged(ws.key, async () => {
      await startImport(ws.key, ws.listId, set.id, false);
      await runJobs();
    });
    expect(plain.spent).toBe(0);
    const imported = await leadsOf(ws.key, ws.listId);
    expect(imported.length).toBe(set.total_matches);
    expect(imported.some((l) => l.email)).toBe(false);

    // The same prospects again, enrichment ticked: every one is in the list already.
    const same = await preview(ws.key, ws.listId, {
      filters: { job_level: ["director"] },
      auto_enrich: false,
    });
    expect(same.import_enrich_results).toBe(0);
    const reimport = await charged(ws.key, async () => {
      await startImport(ws.key, ws.listId, same.id, true);
      await runJobs();
    });
    expect(reimport).toMatchObject({ spent: 0, entries: [] });
    expect((await leadsOf(ws.key, ws.listId)).some((l) => l.email)).toBe(false);
    expect(await leadEnrichedEvents(ws.id)).toBe(0);
  });
});

describe("bulk enrichment", () => {
  it("charges each lead that gains a field, in its job, and names the list and the job", async () => {
    const ws = await workspaceWithEndpoint(1000);
    const list = await newList(ws.key, "Directors");
    const set = await preview(ws.key, list.id, {
      filters: { job_level: ["director"] },
      auto_enrich: false,
    });
    await startImport(ws.key, list.id, set.id, false);
    await runJobs();
    const n = set.total_matches!;
    expect(n).toBeGreaterThan(7);

    const before = await estimate(ws.key, list.id);
    expect(before).toMatchObject({
      leads_missing_fields: n,
      already_paid: 0,
      billable: n,
      credits: n * RATE,
      balance: 1000,
    });

    const accepted = await charged(ws.key, () => enrich(ws.key, list.id));
    // Nothing is charged before a lead is enriched: the job charges as it writes.
    expect(accepted).toMatchObject({ spent: 0, entries: [] });
    const ran = await charged(ws.key, () => runJobs(7));
    expect(ran.spent).toBe(n * RATE);
    // One entry per batch of 7, each naming the job and the list.
    expect(ran.entries).toHaveLength(Math.ceil(n / 7));
    for (const entry of ran.entries) {
      expect(entry).toMatchObject({
        reason: "bulk_enrichment",
        job_id: accepted.result.id,
        lead_list_id: list.id,
        preview_id: null,
      });
      expect(entry.description).toMatch(/^Bulk enrichment of list “Directors”: \d+ leads?$/);
    }
    const done = await job(ws.key, accepted.result.id);
    expect(done.status).toBe("completed");
    expect(LeadEnrichmentResult.parse(done.result)).toEqual({
      lead_list_id: list.id,
      enriched: n,
      unchanged: 0,
      already_paid: 0,
      credits_charged: n * RATE,
    });
    expect((await leadsOf(ws.key, list.id)).every((l) => l.email)).toBe(true);
    expect(await leadEnrichedEvents(ws.id)).toBe(n);

    // Again: nothing lacks a field, so nothing is enriched or charged.
    expect(await estimate(ws.key, list.id)).toMatchObject({ leads_missing_fields: 0, credits: 0 });
    const again = await charged(ws.key, async () => {
      const started = await enrich(ws.key, list.id);
      await runJobs();
      return job(ws.key, started.id);
    });
    expect(again).toMatchObject({ spent: 0, entries: [] });
    expect(again.result.result).toMatchObject({ enriched: 0, unchanged: n, credits_charged: 0 });
  });

  it("is free for leads whose prospects the workspace paid for in a preview", async () => {
    const ws = await workspaceWithEndpoint(1000);
    const set = await preview(ws.key, ws.listId, {
      filters: { job_level: ["senior"] },
      auto_enrich: false,
    });
    await startImport(ws.key, ws.listId, set.id, false);
    await runJobs();
    const n = set.total_matches!;
    // A preview of the same people now pays for the first five of them.
    const paid = await charged(ws.key, () =>
      preview(ws.key, ws.listId, { filters: { job_level: ["senior"] }, page_size: 5 }),
    );
    expect(paid.spent).toBe(5 * RATE);

    expect(await estimate(ws.key, ws.listId)).toMatchObject({
      leads_missing_fields: n,
      already_paid: 5,
      billable: n - 5,
      credits: (n - 5) * RATE,
    });
    const bulk = await charged(ws.key, async () => {
      const started = await enrich(ws.key, ws.listId);
      await runJobs();
      return job(ws.key, started.id);
    });
    expect(bulk.spent).toBe((n - 5) * RATE);
    expect(bulk.result.result).toMatchObject({
      enriched: n,
      already_paid: 5,
      credits_charged: (n - 5) * RATE,
    });
    expect((await leadsOf(ws.key, ws.listId)).every((l) => l.email)).toBe(true);
  });

  it("402 before the job starts when the balance cannot cover the leads, and nothing is spent", async () => {
    const ws = await workspaceWithEndpoint(8);
    const set = await preview(ws.key, ws.listId, {
      filters: { job_level: ["manager"] },
      auto_enrich: false,
    });
    await startImport(ws.key, ws.listId, set.id, false);
    await runJobs();
    const n = set.total_matches!;
    expect(n).toBeGreaterThan(8);
    const jobsBefore = await ok(offsetEnvelope(Job), 200, "GET", "/jobs?per_page=100", ws.key);

    const refused = await charged(ws.key, () =>
      http("POST", `/lead-lists/${ws.listId}/enrich`, ws.key),
    );
    expect(refused.result).toEqual({
      status: 402,
      body: {
        detail: `Enriching this list needs ${n * RATE} credits and the workspace has 8; add credits, or remove leads you do not need from the list.`,
      },
    });
    expect(refused).toMatchObject({ spent: 0, entries: [] });
    const jobsAfter = await ok(offsetEnvelope(Job), 200, "GET", "/jobs?per_page=100", ws.key);
    expect(jobsAfter.items.map((j) => j.id)).toEqual(jobsBefore.items.map((j) => j.id));
    expect((await leadsOf(ws.key, ws.listId)).some((l) => l.email)).toBe(false);
  });

  it("stops cleanly when the credits run out mid-job: it says how many were enriched and left, and charges none of those left", async () => {
    const ws = await workspaceWithEndpoint(0);
    const set = await preview(ws.key, ws.listId, {
      filters: { job_level: ["manager"] },
      auto_enrich: false,
    });
    await startImport(ws.key, ws.listId, set.id, false);
    await runJobs();
    const n = set.total_matches!;
    await grantCredits(t.db, { workspaceId: ws.id, amount: n * RATE, reason: "grant" });

    const started = await enrich(ws.key, ws.listId);
    // Before the job runs, another action spends 6 of the credits it was counting on.
    const spentElsewhere = await charged(ws.key, () =>
      preview(ws.key, ws.listId, { filters: { job_level: ["director"] }, page_size: 6 }),
    );
    expect(spentElsewhere.spent).toBe(6 * RATE);

    const ran = await charged(ws.key, () => runJobs(5));
    const enrichedCount = n - 6;
    expect(ran.spent).toBe(enrichedCount * RATE);
    expect(ran.balance).toBe(0);
    const stopped = await job(ws.key, started.id);
    expect(stopped.status).toBe("failed");
    expect(LeadEnrichmentResult.parse(stopped.result)).toMatchObject({
      enriched: enrichedCount,
      credits_charged: enrichedCount * RATE,
      left: 6,
    });
    expect(stopped.error_message).toBe(
      `The workspace ran out of credits: ${enrichedCount} leads enriched (${enrichedCount * RATE} credits), 6 leads left without their fields and not charged. Add credits and enrich the list again; leads already enriched are not charged again.`,
    );
    const leads = await leadsOf(ws.key, ws.listId);
    expect(leads.filter((l) => l.email)).toHaveLength(enrichedCount);
    expect(await leadEnrichedEvents(ws.id)).toBe(enrichedCount);
    expect(await estimate(ws.key, ws.listId)).toMatchObject({
      leads_missing_fields: 6,
      credits: 6 * RATE,
      balance: 0,
    });
  });
});
