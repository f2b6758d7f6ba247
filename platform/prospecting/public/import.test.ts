import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "../../../contract/lead-lists";
import { backgroundJobsSettled } from "../../jobs/background";
import { type JobRow, onJobFinished } from "../../jobs/job-events";
import { insertJob } from "../../jobs/job-records";
import { JobRunner, wakeJobRunners } from "../../jobs/runner";
import { jobs } from "../../jobs/tables";
import { leads } from "../../leads";
import { generateProspect } from "../../seed/prospects";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { createProspectImport, IMPORT_BATCH_SIZE } from "../prospect-import";
import { findPreview } from "../prospect-search";
import {
  allResultIds,
  createPreview,
  importPath,
  listIdByName,
  newWorkspace,
} from "./test-support";

const N = 800;
const rows = Array.from({ length: N }, (_, seq) => generateProspect(seq));

let t: TestPlatform;
let key: string;
const finished: JobRow[] = [];
let stopListening = () => {};
beforeAll(async () => {
  t = await createTestPlatform({ prospects: N });
  key = await t.legacyKey();
  stopListening = onJobFinished((job) => {
    finished.push(job);
  });
});
afterAll(async () => {
  stopListening();
  await backgroundJobsSettled();
  await t.close();
});

async function startImport(k: string, listId: string, previewId: string) {
  const res = await t.request("POST", importPath(listId), {
    key: k,
    body: { preview_id: previewId },
  });
  expect(res.status).toBe(202);
  return Job.parse(await res.json());
}

async function finishedJob(k: string, id: string) {
  await backgroundJobsSettled();
  const res = await t.request("GET", `/api/v1/public/jobs/${id}`, { key: k });
  return Job.parse(await res.json());
}

const prospectIdsOfList = async (listId: string) =>
  (
    await t.db
      .select({ prospectId: leads.prospectId })
      .from(leads)
      .where(eq(leads.leadListId, listId))
  ).map((r) => r.prospectId);

describe("importing a preview", () => {
  it("adds the result set as leads in a background job, then adds nothing the second time", async () => {
    const ws = await newWorkspace(t, 1000);
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_level: ["manager", "senior", "entry"] },
      page_size: 10,
    });
    const expected = rows
      .filter((r) => ["manager", "senior", "entry"].includes(r.jobLevel))
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(IMPORT_BATCH_SIZE); // more than one batch

    const queued = await startImport(ws.key, ws.listId, preview.id);
    expect(queued).toMatchObject({
      type: "prospect_import",
      status: "queued",
      total: expected.length,
      processed: 0,
      result: { added: 0, skipped: 0 },
      completed_at: null,
    });
    const done = await finishedJob(ws.key, queued.id);
    expect(done).toMatchObject({
      status: "completed",
      total: expected.length,
      processed: expected.length,
      result: { added: expected.length, skipped: 0 },
      error_message: null,
    });
    expect(done.completed_at).not.toBeNull();
    expect((await prospectIdsOfList(ws.listId)).sort()).toEqual([...expected].sort());
    expect(finished.find((j) => j.id === queued.id)?.status).toBe("completed");

    // Only the enriched page (positions 0..9) brought its emails along.
    const withEmail = await t.db
      .select({ prospectId: leads.prospectId, email: leads.email })
      .from(leads)
      .where(and(eq(leads.leadListId, ws.listId), isNotNull(leads.email)));
    expect(withEmail.map((l) => l.prospectId).sort()).toEqual(expected.slice(0, 10).sort());

    const second = await finishedJob(ws.key, (await startImport(ws.key, ws.listId, preview.id)).id);
    expect(second).toMatchObject({
      status: "completed",
      processed: expected.length,
      result: { added: 0, skipped: expected.length },
    });
    expect(await prospectIdsOfList(ws.listId)).toHaveLength(expected.length);

    // The preview now shows every result as already in the list.
    const read = await t.request(
      "GET",
      `/api/v1/public/lead-lists/${ws.listId}/prospect-search/preview/${preview.id}?page_size=5`,
      { key: ws.key },
    );
    const page = (await read.json()) as { results: { in_list: boolean }[] };
    expect(page.results.every((r) => r.in_list)).toBe(true);
  });

  it("skips prospects the list already had", async () => {
    const q4 = await listIdByName(t, key, "Q4 enterprise targets"); // seqs 0..24
    const preview = await createPreview(t, key, q4, { filters: {}, auto_enrich: false });
    const done = await finishedJob(key, (await startImport(key, q4, preview.id)).id);
    expect(done.result).toEqual({ added: N - 25, skipped: 25 });
    expect(await prospectIdsOfList(q4)).toHaveLength(N);
  });

  it("a preview of another list of the workspace imports into the path's list", async () => {
    const ws = await newWorkspace(t, 0);
    const made = await t.request("POST", "/api/v1/public/lead-lists", {
      key: ws.key,
      body: { name: "Chosen at import" },
    });
    expect(made.status).toBe(201);
    const target = ((await made.json()) as { id: string }).id;
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_level: ["vp"] },
      auto_enrich: false,
    });
    const expected = await allResultIds(t, ws.key, ws.listId, preview.id);
    const done = await finishedJob(ws.key, (await startImport(ws.key, target, preview.id)).id);
    expect(done.result).toEqual({ added: expected.length, skipped: 0 });
    expect((await prospectIdsOfList(target)).sort()).toEqual([...expected].sort());
    // The list the preview ran on gained nobody.
    expect(await prospectIdsOfList(ws.listId)).toEqual([]);
  });

  it("a preview of another workspace, or none, is a 404", async () => {
    const webinar = await listIdByName(t, key, "Webinar follow-ups");
    const emea = await listIdByName(t, key, "EMEA fintech");
    const preview = await createPreview(t, key, webinar, { filters: {}, auto_enrich: false });
    for (const previewId of ["0b9d6c1e-5f4a-4c1b-9a0e-2d7f3c8b1a55", "nope"]) {
      const res = await t.request("POST", importPath(emea), {
        key,
        body: { preview_id: previewId },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "The prospect search preview does not exist." });
    }
    const globex = await t.legacyKey("globex");
    const globexList = await listIdByName(t, globex, "Globex pipeline");
    for (const [k, listId] of [
      [globex, webinar],
      [globex, globexList],
    ] as const) {
      const res = await t.request("POST", importPath(listId), {
        key: k,
        body: { preview_id: preview.id },
      });
      expect(res.status).toBe(404);
    }
    const missing = await t.request("POST", importPath(webinar), { key, body: {} });
    expect(missing.status).toBe(422);
  });
});

describe("background work is never lost silently", () => {
  it("a job whose work keeps throwing is retried, then ends failed with a sentence, and is announced", async () => {
    const workspaceId = await t.workspaceId("acme");
    const job = await insertJob(t.db, {
      workspaceId,
      type: "test_always_throws",
      total: 10,
      result: {},
      at: t.clock.now(),
    });
    const runner = new JobRunner({
      db: t.db,
      now: t.clock.now,
      pollIntervalMs: 10,
      maxAttempts: 3,
      log: () => {},
      handlers: [
        {
          type: "test_always_throws",
          batchSize: 5,
          runBatch: async () => {
            throw new Error("disk on fire");
          },
          failureMessage: (j) => `Stopped after ${j.processed} of ${j.total}; start it again.`,
        },
      ],
    }).start();
    try {
      await expect
        .poll(async () => (await finishedJob(key, job.id)).status, { timeout: 5000 })
        .toBe("failed");
    } finally {
      await runner.stop();
    }
    const failed = await finishedJob(key, job.id);
    expect(failed).toMatchObject({
      status: "failed",
      error_message: "Stopped after 0 of 10; start it again.",
    });
    expect(failed.completed_at).not.toBeNull();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ attempts: 3, lockToken: null, lockedUntil: null });
    expect(finished.find((j) => j.id === job.id)?.status).toBe("failed");
  });

  it("an import held by a live instance is left alone; once its lease lapses, it is taken over", async () => {
    const ws = await newWorkspace(t, 0);
    const created = await createPreview(t, ws.key, ws.listId, {
      filters: { country: [rows[0]!.country] },
      auto_enrich: false,
    });
    const preview = await findPreview(t.db, {
      workspaceId: ws.id,
      leadListId: ws.listId,
      previewId: created.id,
    });
    // Another instance holds it, and its heartbeat keeps the lease a minute ahead. Held in the
    // transaction that makes it, so this instance's runner never sees it free.
    const held = { status: "running" as const, lockToken: "elsewhere.1", attempts: 1 };
    const job = await t.db.transaction(async (tx) => {
      const made = await createProspectImport(tx, {
        preview: preview!,
        enrich: false,
        at: t.clock.now(),
      });
      await tx
        .update(jobs)
        .set({ ...held, lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(jobs.id, made.id));
      return made;
    });
    wakeJobRunners();
    // A window of several polls in which the runner must leave the job alone: a fixed wait.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [untouched] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(untouched).toMatchObject({ ...held, processed: 0 });

    // That instance died: its lease lapses and this instance's runner finishes the import.
    await t.db.update(jobs).set({ lockedUntil: sql`now()` }).where(eq(jobs.id, job.id));
    await expect
      .poll(async () => (await finishedJob(ws.key, job.id)).status, { timeout: 5000 })
      .toBe("completed");
    const done = await finishedJob(ws.key, job.id);
    expect(done).toMatchObject({ result: { added: created.total_matches, skipped: 0 } });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ processed: created.total_matches, attempts: 2, lockToken: null });
    expect(finished.filter((j) => j.id === job.id)).toHaveLength(1);
  });
});
