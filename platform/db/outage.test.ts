import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApiKey } from "../access/api-keys";
import { workspaces } from "../auth/tables";
import { readConfig } from "../config";
import { leadLists } from "../leads/tables";
import { memoryRateLimiter } from "../rate-limit/memory";
import { seedDemo } from "../seed/demo";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import { TEST_PASSWORD } from "../testing/harness";
import { servePlatform } from "../testing/served-platform";
import { startTcpRelay, type TcpRelay } from "../testing/tcp-relay";
import { WebhookWorker } from "../webhooks/worker";
import { type Database, openDatabase } from "./client";

/**
 * The platform on Postgres behind a relay this test cuts and restores: during an outage
 * every request is answered 503 with Retry-After within 5 s, nothing a caller gave up on is
 * written later, and service comes back by itself within 5 s of the database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const DEADLINE_MS = readConfig().requestDeadlineMs;
const WEBHOOKS = { retryDelaysSeconds: [0.2, 0.4], timeoutMs: 1_000, allowPrivateTargets: true };

describe.skipIf(!onPostgres)("Postgres outage", () => {
  let direct: TestDatabase;
  let relay: TcpRelay;
  let behindRelay: Database;
  let platform: Awaited<ReturnType<typeof servePlatform>>;
  let key: string;
  let session: string;
  const logged: string[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    await seedDemo(direct.db, { password: TEST_PASSWORD, prospects: 20 });
    const target = new URL(direct.databaseUrl as string);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    behindRelay = await openDatabase({
      databaseUrl: relay.url(direct.databaseUrl as string),
      log: (line) => logged.push(line),
    });
    platform = await servePlatform({
      db: behindRelay.db,
      limiter: memoryRateLimiter(),
      entitlements: async (ws) => ws.planApiAccess,
      publicApiUrl: "https://platform.test",
      now: () => new Date(),
      requestDeadlineMs: DEADLINE_MS,
      webhooks: WEBHOOKS,
    });
    const [acme] = await direct.db.select().from(workspaces).where(like(workspaces.slug, "acme"));
    ({ value: key } = await insertApiKey(direct.db, {
      workspaceId: acme!.id,
      label: "outage",
      scopes: null,
      environment: "live",
      expiresAt: null,
      creator: null,
    }));
    const signIn = await platform.timed("POST", "/api/v1/console/sessions", {
      body: { email: "owner@acme.test", password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(201);
    session = (signIn.body as { token: string }).token;
  });

  afterAll(async () => {
    await platform?.close();
    await behindRelay?.close().catch(() => {});
    await relay?.close();
    await direct?.close();
  });

  /** Every kind of request the platform serves: public reads and writes, console, sign-in. */
  function wave(tag: string) {
    const requests = [];
    for (let i = 0; i < 12; i++) {
      requests.push(platform.timed("GET", "/api/v1/public/lead-lists", { key }));
      requests.push(
        platform.timed("POST", "/api/v1/public/lead-lists", {
          key,
          body: { name: `outage-${tag}-${i}` },
        }),
      );
    }
    for (let i = 0; i < 5; i++) {
      requests.push(platform.timed("GET", "/api/v1/console/me", { session }));
      requests.push(platform.timed("GET", "/api/v1/console/api-keys", { session }));
      requests.push(
        platform.timed("POST", "/api/v1/console/sessions", {
          body: { email: `member-${tag}-${i}@acme.test`, password: TEST_PASSWORD },
        }),
      );
    }
    return Promise.all(requests);
  }

  function expectFastUnavailable(answers: Awaited<ReturnType<typeof wave>>) {
    for (const a of answers) {
      expect(a.status).toBe(503);
      expect(a.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
      expect(a.ms).toBeLessThan(5_000);
      expect((a.body as { detail: string }).detail).toMatch(
        /temporarily unavailable; retry after the Retry-After interval\.$/,
      );
    }
  }

  async function recoveryMs() {
    const restoredAt = performance.now();
    for (;;) {
      const res = await platform.timed("GET", "/api/v1/public/lead-lists", { key });
      if (res.status === 200) return performance.now() - restoredAt;
      expect(res.status).toBe(503);
      if (performance.now() - restoredAt > 10_000) throw new Error("no recovery in 10 s");
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function writtenDuringOutage(tag: string) {
    const rows = await direct.db
      .select()
      .from(leadLists)
      .where(like(leadLists.name, `outage-${tag}-%`));
    return rows.length;
  }

  it.each([
    ["silent", { refuse: false }],
    ["refused", { refuse: true }],
  ])(
    "%s connections: 503 with Retry-After within 5 s, nothing written later, back within 5 s",
    async (name, mode) => {
      expect((await platform.timed("GET", "/api/v1/public/lead-lists", { key })).status).toBe(200);
      logged.length = 0;

      relay.cut(mode);
      let first: Awaited<ReturnType<typeof wave>>;
      let second: typeof first;
      try {
        first = await wave(`${name}-1`);
        // Later in the same outage, with the platform already aware of it.
        second = await wave(`${name}-2`);
      } finally {
        relay.restore();
      }
      expectFastUnavailable(first);
      expectFastUnavailable(second);
      const slowest = (answers: typeof first) => Math.max(...answers.map((a) => a.ms));
      console.log(
        `[outage ${name}] ${first.length + second.length} requests: slowest ${slowest(first).toFixed(0)} ms in the first wave, ${slowest(second).toFixed(0)} ms in the second`,
      );

      const recovery = await recoveryMs();
      console.log(`[outage ${name}] service back ${recovery.toFixed(0)} ms after the database`);
      expect(recovery).toBeLessThan(5_000);

      // Requests the callers gave up on were not run once the database came back: a window in
      // which nothing may be written, so a fixed wait.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await writtenDuringOutage(`${name}-1`)).toBe(0);
      expect(await writtenDuringOutage(`${name}-2`)).toBe(0);

      // The outage is logged once, and its end once.
      expect(logged.filter((l) => l.startsWith("Database unreachable"))).toHaveLength(1);
      expect(logged.filter((l) => l.startsWith("Database reachable again"))).toHaveLength(1);

      // Everything works again, writes included.
      const created = await platform.timed("POST", "/api/v1/public/lead-lists", {
        key,
        body: { name: `after-${name}` },
      });
      expect(created.status).toBe(201);
      expect((await platform.timed("GET", "/api/v1/console/me", { session })).status).toBe(200);
    },
  );
  it.each([
    ["silent", { refuse: false }],
    ["refused", { refuse: true }],
  ])("%s connections: a public request's 503 still carries X-RateLimit-*", async (_name, mode) => {
    expect((await platform.timed("GET", "/api/v1/public/lead-lists", { key })).status).toBe(200);
    relay.cut(mode);
    let answers: Awaited<ReturnType<typeof platform.timed>>[];
    try {
      answers = await Promise.all([
        platform.timed("GET", "/api/v1/public/lead-lists", { key }),
        platform.timed("POST", "/api/v1/public/lead-lists", { key, body: { name: "x" } }),
        // A key the platform cannot look up: counted by address.
        platform.timed("GET", "/api/v1/public/jobs", {
          key: "sk_live_0000000000000000000000000000000x",
        }),
      ]);
      // Later in the same outage, with the platform already aware of it.
      answers.push(await platform.timed("GET", "/api/v1/public/lead-lists", { key }));
    } finally {
      relay.restore();
    }
    for (const a of answers) {
      expect(a.status).toBe(503);
      expect(a.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
      for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
        expect(a.headers.get(name), name).toMatch(/^\d+$/);
      }
    }
    await recoveryMs();
  });

  it("the webhook worker pauses through the outage without a word and resumes alone", async () => {
    let received = 0;
    const receiver = createServer((_req, res) => {
      received++;
      res.end("ok");
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const workerLog: string[] = [];
    const worker = new WebhookWorker({
      db: behindRelay.db,
      settings: WEBHOOKS,
      pollIntervalMs: 100,
      log: (line) => workerLog.push(line),
    }).start();
    try {
      const port = (receiver.address() as AddressInfo).port;
      const endpoint = await platform.timed("POST", "/api/v1/public/webhook-endpoints", {
        key,
        body: { url: `http://127.0.0.1:${port}/hook`, event_types: ["call.completed"] },
      });
      expect(endpoint.status).toBe(201);
      const { id } = endpoint.body as { id: string };

      relay.cut();
      try {
        // The outage itself: long enough for the worker to poll into it many times.
        await new Promise((r) => setTimeout(r, 3_000));
      } finally {
        relay.restore();
      }
      await recoveryMs();
      const test = await platform.timed("POST", `/api/v1/public/webhook-endpoints/${id}/test`, {
        key,
      });
      expect(test.status).toBe(202);
      const deadline = performance.now() + 5_000;
      while (received === 0 && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(received).toBe(1);
      expect(workerLog).toEqual([]);
    } finally {
      await worker.stop({ graceMs: 0 });
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
