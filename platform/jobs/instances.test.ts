import { setTimeout as sleep } from "node:timers/promises";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyPostgresDatabase } from "../testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../testing/platform-process";

/**
 * Several platform instances (real child processes) on one Postgres database: start-up
 * together, and an import that survives the SIGKILL of the instance running it. Postgres
 * only: PGlite's database belongs to one process.
 */
const serverUrl = process.env.DATABASE_URL;
const CORPUS = 1500;
const LEASE_MS = 1000;
const KEY = `sk_live_${"j".repeat(32)}`;

describe.skipIf(!serverUrl)("platform instances sharing one database", () => {
  let database: { url: string; drop: () => Promise<void> };
  let sql: postgres.Sql;
  const started: PlatformProcess[] = [];
  const env = () => ({
    DATABASE_URL: database.url,
    SEED_PROSPECTS: String(CORPUS),
    OUTREACH_API_KEY: KEY,
    JOB_LEASE_MS: String(LEASE_MS),
    JOB_POLL_MS: "100",
    // Ten prospects per transaction: 150 of them, so the import can be interrupted midway.
    JOB_BATCH_SIZE: "10",
    REDIS_URL: "",
  });
  const start = async () => {
    const p = await startPlatformProcess(env());
    started.push(p);
    return p;
  };

  beforeAll(async () => {
    database = await emptyPostgresDatabase(serverUrl!);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => stopPlatformProcess(p, "SIGKILL")));
    await sql?.end({ timeout: 5 });
    await database?.drop();
  });

  async function api(p: PlatformProcess, method: string, path: string, body?: unknown) {
    const res = await fetch(`${p.baseUrl}/api/v1/public${path}`, {
      method,
      headers: { "x-api-key": KEY, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  it("two instances started together on an empty database both come up, seeded once", async () => {
    const [a, b] = await Promise.all([start(), start()]);
    for (const p of [a!, b!]) expect((await fetch(`${p.baseUrl}/healthz`)).status).toBe(200);
    const [counts] = await sql`select
      (select count(*)::int from workspaces) as workspaces,
      (select count(*)::int from prospects) as prospects,
      (select count(*)::int from api_keys) as keys`;
    expect(counts).toEqual({ workspaces: 2, prospects: CORPUS, keys: 1 });
    await Promise.all([a, b].map((p) => stopPlatformProcess(p!)));
  }, 90_000);

  it("an import outlives the SIGKILL of its instance: finished once by the survivor, which never ran it before", async () => {
    const first = await start();
    const [acme] = await sql`select id from workspaces where slug = 'acme'`;
    await sql`insert into webhook_endpoints (id, workspace_id, url, event_types, secret)
      values ('we_jobs', ${acme!.id}, 'https://receiver.invalid/hook', '{job.completed}', 'whsec_x')`;
    const list = await api(first, "POST", "/lead-lists", { name: "Survivors", description: "" });
    const preview = await api(first, "POST", `/lead-lists/${list.id}/prospect-search/preview`, {
      filters: {},
      auto_enrich: false,
    });
    expect(preview.total_matches).toBe(CORPUS);
    const jobState = async (id: string) => {
      const [row] = await sql`select status, processed, lock_token from jobs where id = ${id}`;
      return row as { status: string; processed: number; lock_token: string | null };
    };

    // Hold the list's row: the first batch's lead count update waits on it, so the import
    // stands still (claimed, its job row locked by the waiting batch) while a second instance
    // starts, however fast this machine is.
    const holder = await sql.reserve();
    await holder`begin`;
    // (NO KEY UPDATE: the job's own foreign keys to the list may still be checked.)
    await holder`select 1 from lead_lists where id = ${list.id as string} for no key update`;
    let job: Record<string, unknown>;
    try {
      job = await api(first, "POST", `/lead-lists/${list.id}/prospect-search/import`, {
        preview_id: preview.id,
      });
      await expect
        .poll(async () => (await jobState(job.id as string)).lock_token ?? "", { timeout: 10_000 })
        .toMatch(new RegExp(`^${first.runnerId}\\.`));

      await start();
      // A window in which nothing may happen (the second instance's start-up claim and several
      // polls must leave the held job alone): there is no event to await, so it is a fixed wait.
      await sleep(600);
      expect(await jobState(job.id as string)).toMatchObject({
        status: "running",
        processed: 0,
        lock_token: expect.stringMatching(new RegExp(`^${first.runnerId}\\.`)),
      });
    } finally {
      await holder`commit`;
      holder.release();
    }
    const second = started.at(-1)!;
    // The first instance goes on with the import, then dies in the middle of it.
    await expect
      .poll(async () => (await jobState(job.id as string)).processed, {
        timeout: 10_000,
        interval: 20,
      })
      .toBeGreaterThan(10);
    await stopPlatformProcess(first, "SIGKILL");
    const atKill = await jobState(job.id as string);
    expect(atKill.status).toBe("running");
    expect(atKill.lock_token?.startsWith(`${first.runnerId}.`)).toBe(true);

    // The second takes over once the lease lapses.
    await expect
      .poll(async () => (await jobState(job.id as string)).lock_token ?? "", {
        timeout: 10_000,
        interval: 50,
      })
      .toMatch(new RegExp(`^${second.runnerId}\\.`));
    await expect
      .poll(async () => (await jobState(job.id as string)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe("completed");

    const [leads] =
      await sql`select count(*)::int as n from leads where lead_list_id = ${list.id as string}`;
    const [stored] = await sql`select lead_count from lead_lists where id = ${list.id as string}`;
    const done = await api(second, "GET", `/jobs/${job.id}`);
    expect(leads!.n).toBe(CORPUS);
    expect(stored!.lead_count).toBe(CORPUS);
    expect(done).toMatchObject({
      status: "completed",
      total: CORPUS,
      processed: CORPUS,
      result: { added: CORPUS, skipped: 0 },
    });
    const events = await sql`select body from webhook_deliveries
      where event_type = 'job.completed' and body::jsonb ->> 'job_id' = ${job.id as string}`;
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.body as string)).toMatchObject({
      status: "completed",
      result: { added: CORPUS, skipped: 0 },
    });
    await stopPlatformProcess(second);
  }, 120_000);
});
