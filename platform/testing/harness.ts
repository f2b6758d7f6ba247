import { eq } from "drizzle-orm";
import type { KeyEnvironment } from "../../contract/api-keys";
import { insertApiKey } from "../access/api-keys";
import { createApp } from "../app";
import { KeyUsageRecorder } from "../auth/key-usage-recorder";
import { parseSignInLimits } from "../auth/sign-in-throttle";
import { members, workspaces } from "../auth/tables";
import type { PlatformDeps } from "../http/env";
import { newId } from "../ids";
import { JOB_HANDLERS } from "../job-handlers";
import { JobRunner } from "../jobs/runner";
import { jobs } from "../jobs/tables";
import { memoryRateLimiter } from "../rate-limit/memory";
import { redisRateLimiter } from "../rate-limit/redis";
import { DEMO_MEMBERS, seedDemo } from "../seed/demo";
import { openTestDatabase } from "./fresh-database";

export const TEST_PASSWORD = "test-password";

/** A clock tests can move; the platform reads time only through it. */
function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

type RequestOptions = {
  key?: string;
  session?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * A whole platform for one test file: its own database (in-memory PGlite, or a fresh
 * Postgres database when DATABASE_URL is set), the demo seed with a small corpus, and
 * Redis rate limits when REDIS_URL is set. Requests go through `app.request()`.
 */
export async function createTestPlatform(
  opts: {
    prospects?: number;
    deps?: Partial<PlatformDeps>;
    jobRunner?: boolean;
    /** Count in memory by the test clock even when REDIS_URL is set (Redis keeps its own time). */
    limitsByTestClock?: boolean;
  } = {},
) {
  const database = await openTestDatabase();
  await seedDemo(database.db, { password: TEST_PASSWORD, prospects: opts.prospects ?? 50 });
  const clock = testClock();
  const redisUrl = process.env.REDIS_URL;
  const redisLimiter =
    redisUrl && !opts.limitsByTestClock
      ? redisRateLimiter({
          url: redisUrl,
          prefix: `t${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
        })
      : undefined;
  // Until connected, counts would be local to this process.
  if (redisLimiter && !(await redisLimiter.ready())) throw new Error("Redis is not reachable");
  const deps: PlatformDeps = {
    db: database.db,
    // Each file gets its own key prefix in Redis so parallel files never share counters.
    // In memory, windows follow the test clock; Redis counts by its own clock.
    limiter: redisLimiter ?? memoryRateLimiter(() => clock.now().getTime()),
    entitlements: async (ws) => ws.planApiAccess,
    publicApiUrl: "https://platform.test",
    now: clock.now,
    // Tests sign in far more often than people do; the limits have tests of their own.
    signInLimits: parseSignInLimits("10000/10000/10000"),
    // No timer: a test flushes when it reads (the usage operation does that itself).
    keyUsage: new KeyUsageRecorder(database.db),
    ...opts.deps,
  };
  const app = createApp(deps);
  // Jobs run as in production: claimed by a runner (backgroundJobsSettled() waits for it).
  const jobRunner =
    opts.jobRunner === false
      ? undefined
      : new JobRunner({
          db: database.db,
          handlers: JOB_HANDLERS,
          now: clock.now,
          pollIntervalMs: 100,
        }).start();

  async function request(method: string, path: string, o: RequestOptions = {}) {
    const headers: Record<string, string> = { ...o.headers };
    if (o.key) headers["x-api-key"] = o.key;
    if (o.session) headers.authorization = `Bearer ${o.session}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
      headers["content-type"] ??= "application/json";
    }
    return app.request(path, { method, headers, body });
  }

  async function signIn(email: string): Promise<string> {
    const res = await request("POST", "/api/v1/console/sessions", {
      body: { email, password: TEST_PASSWORD },
    });
    if (res.status !== 201)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  async function memberByEmail(email: string) {
    const [row] = await database.db.select().from(members).where(eq(members.email, email));
    return row!;
  }

  async function workspaceId(slug: string) {
    const [row] = await database.db.select().from(workspaces).where(eq(workspaces.slug, slug));
    return row!.id;
  }

  /** A key made through the console API by `as`, as a user would make it. */
  async function createKey(
    as: string,
    body: { scopes: string[]; environment?: KeyEnvironment; expires_at?: string; label?: string },
  ) {
    const session = await signIn(as);
    const res = await request("POST", "/api/v1/console/api-keys", {
      session,
      body: { label: body.label ?? "test key", environment: "live", ...body },
    });
    if (res.status !== 201)
      throw new Error(`key creation failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { key: string; api_key: { id: string } };
  }

  /** A key from before scopes and creators: no scope list, no creator. */
  async function legacyKey(slug = "acme") {
    const { value } = await insertApiKey(database.db, {
      workspaceId: await workspaceId(slug),
      label: "legacy",
      scopes: null,
      environment: "live",
      expiresAt: null,
      creator: null,
    });
    return value;
  }

  const consoleKeys = new Map<string, string>();

  /**
   * The key the console holds for a signed-in member (POST /api/v1/console/session-key, asked
   * with the workspace's console key): its creator is the member, and the platform applies the
   * console's role rule to it, so a member, who can hold no key of their own, has one.
   */
  async function sessionKey(email: string, slug = "acme") {
    let consoleKey = consoleKeys.get(slug);
    if (!consoleKey) {
      ({ value: consoleKey } = await insertApiKey(database.db, {
        workspaceId: await workspaceId(slug),
        label: "Console (server-held)",
        scopes: ["*"],
        environment: "live",
        expiresAt: null,
        creator: null,
        purpose: "console",
      }));
      consoleKeys.set(slug, consoleKey);
    }
    const res = await request("POST", "/api/v1/console/session-key", {
      session: await signIn(email),
      key: consoleKey,
    });
    if (res.status !== 201) {
      throw new Error(`session key of ${email} failed: ${res.status} ${await res.text()}`);
    }
    return ((await res.json()) as { key: string }).key;
  }

  /** A finished job of the workspace, as an import would leave it. */
  async function insertJob(slug: string) {
    const id = newId("job");
    await database.db.insert(jobs).values({
      id,
      workspaceId: await workspaceId(slug),
      type: "prospect_import",
      status: "completed",
      total: 3,
      processed: 3,
      result: { added: 2, skipped: 1 },
      completedAt: clock.now(),
    });
    return id;
  }

  return {
    app,
    deps,
    insertJob,
    db: database.db,
    kind: database.kind,
    /** The test's own Postgres database, for a second connection or instance; undefined on PGlite. */
    databaseUrl: database.databaseUrl,
    clock,
    request,
    signIn,
    createKey,
    legacyKey,
    sessionKey,
    memberByEmail,
    workspaceId,
    members: DEMO_MEMBERS,
    async close() {
      await jobRunner?.stop();
      await deps.keyUsage?.stop();
      await deps.limiter.close();
      await database.close();
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;
