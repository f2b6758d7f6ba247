import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../auth/tables";
import { type Database, openDatabase } from "../db/client";
import { newId } from "../ids";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import { backgroundJobsSettled } from "./background";
import { type JobRow, onJobFinished } from "./job-events";
import type { JobHandler } from "./job-handler";
import { insertJob } from "./job-records";
import { JobRunner } from "./runner";
import { jobs } from "./tables";

/**
 * Two job runners on one database, as two instances would run them (on Postgres each on a
 * connection pool of its own): a job is run by one of them, its lease kept alive by the
 * heartbeat even when every batch outlasts it, and its result is what the batches wrote.
 */
const LEASE_MS = 300;
const BATCH_MS = 2 * LEASE_MS;

let database: TestDatabase;
let other: Database | undefined;
let workspaceId: string;
const finished: JobRow[] = [];
let stopListening = () => {};

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.databaseUrl) other = await openDatabase({ databaseUrl: database.databaseUrl });
  workspaceId = newId("ws");
  await database.db.insert(workspaces).values({ id: workspaceId, slug: "jobs", name: "Jobs" });
  stopListening = onJobFinished((job) => {
    finished.push(job);
  });
});
afterAll(async () => {
  stopListening();
  await other?.close();
  await database.close();
});

/** Each batch takes longer than the lease and records which claim ran it. */
function slowHandler(seenTokens: string[]): JobHandler {
  return {
    type: "test_slow",
    batchSize: 1,
    async runBatch(_tx, { job }) {
      seenTokens.push(job.lockToken ?? "none");
      // A batch that outlasts its lease is what this handler is for: the wait is the point.
      await sleep(BATCH_MS);
      return { to: job.processed + 1, counts: { done: 1 } };
    },
    failureMessage: () => "Stopped.",
  };
}

function runner(db: Database["db"], handler: JobHandler) {
  return new JobRunner({
    db,
    handlers: [handler],
    leaseMs: LEASE_MS,
    pollIntervalMs: 20,
    log: () => {},
  }).start();
}

describe("job runners sharing a database", () => {
  it("a job is run by one runner only, batches longer than the lease included, and counted once", async () => {
    const seen: string[] = [];
    const job = await insertJob(database.db, {
      workspaceId,
      type: "test_slow",
      total: 4,
      result: {},
      at: new Date(),
    });
    const a = runner(database.db, slowHandler(seen));
    await expect
      .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0])
      .toMatchObject({ status: "running", lockToken: expect.stringMatching(`^${a.id}\\.`) });
    // A second instance starts while the job runs: it polls throughout and never takes it.
    const b = runner(other?.db ?? database.db, slowHandler(seen));
    try {
      await expect
        .poll(
          async () => (await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status,
          { timeout: 10_000, interval: 50 },
        )
        .toBe("completed");
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    await backgroundJobsSettled();
    expect(seen).toHaveLength(4);
    expect(seen.every((token) => token.startsWith(`${a.id}.`))).toBe(true);
    expect(new Set(seen).size).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ processed: 4, result: { done: 4 }, attempts: 1, lockToken: null });
    expect(finished.filter((j) => j.id === job.id)).toHaveLength(1);
  });

  it("a runner that stops gives its job back, and another one finishes it", async () => {
    const seen: string[] = [];
    const job = await insertJob(database.db, {
      workspaceId,
      type: "test_slow",
      total: 3,
      result: {},
      at: new Date(),
    });
    const a = runner(database.db, slowHandler(seen));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await a.stop(); // after its current batch, the claim is released
    const b = runner(other?.db ?? database.db, slowHandler(seen));
    try {
      await expect
        .poll(
          async () => (await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status,
          { timeout: 10_000, interval: 50 },
        )
        .toBe("completed");
    } finally {
      await b.stop();
    }
    expect(seen.filter((t) => t.startsWith(`${a.id}.`))).toHaveLength(1);
    expect(seen.filter((t) => t.startsWith(`${b.id}.`))).toHaveLength(2);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ processed: 3, result: { done: 3 }, attempts: 2 });
    expect(finished.filter((j) => j.id === job.id)).toHaveLength(1);
  });
});
