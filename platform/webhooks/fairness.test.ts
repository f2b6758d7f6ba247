import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyPostgresDatabase } from "../testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../testing/platform-process";
import { verifySignature } from "./signer";

/**
 * Fair delivery between tenants, with the platform as it runs (child processes) and real
 * receivers on 127.0.0.1: one workspace floods endpoints on a receiver that answers late or
 * never, and another workspace's test event still reaches its fast receiver within 2 s. On
 * PGlite with one instance, and on Postgres with two sharing the queue.
 */
const PASSWORD = "fairness-password";
const ENDPOINT_CAP = 128; // the default WEBHOOK_ENDPOINT_CONCURRENCY
const HANG_TIMEOUT_MS = 3_000; // WEBHOOK_TIMEOUT_MS
const SMALL_POOL = 128; // WEBHOOK_CONCURRENCY, attempts in flight per instance

type Arrival = { at: number; path: string; body: string; req: IncomingMessage };

/**
 * A receiver that answers after `delayMs` (never, when null), noting each request and how many
 * it holds open at once, per path and in all.
 */
async function receiver(delayMs: number | null) {
  const arrivals: Arrival[] = [];
  const open = new Map<string, number>();
  const most = new Map<string, number>();
  let openNow = 0;
  let mostOpen = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      arrivals.push({ at: Date.now(), path, body: Buffer.concat(chunks).toString(), req });
      open.set(path, (open.get(path) ?? 0) + 1);
      most.set(path, Math.max(most.get(path) ?? 0, open.get(path)!));
      openNow += 1;
      mostOpen = Math.max(mostOpen, openNow);
      // Held until answered, or until the platform gives up and closes the connection.
      res.once("close", () => {
        open.set(path, open.get(path)! - 1);
        openNow -= 1;
      });
      const answer = () => {
        if (!res.destroyed) res.writeHead(200).end("{}");
      };
      if (delayMs === null) return;
      if (delayMs > 0) setTimeout(answer, delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    arrivals,
    /** The most requests held at once on one path. */
    most,
    /** Requests held now, and the most held at once, over every path. */
    openNow: () => openNow,
    mostOpen: () => mostOpen,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function call(
  p: PlatformProcess,
  method: string,
  path: string,
  auth: object,
  body?: unknown,
) {
  const res = await fetch(`${p.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** An API key of the workspace `email` owns, made through the console API as a person would. */
async function keyOf(p: PlatformProcess, email: string): Promise<{ "x-api-key": string }> {
  const session = await call(
    p,
    "POST",
    "/api/v1/console/sessions",
    {},
    { email, password: PASSWORD },
  );
  const created = await call(
    p,
    "POST",
    "/api/v1/console/api-keys",
    { authorization: `Bearer ${session.token}` },
    { label: "fairness", scopes: ["*"] },
  );
  return { "x-api-key": created.key as string };
}

const modes = [
  { name: "PGlite, one instance", instances: 1, postgres: false },
  { name: "Postgres, two instances", instances: 2, postgres: true },
].filter((m) => !m.postgres || process.env.DATABASE_URL);

type Flood = {
  receiver: string;
  /** The flood's receiver answers after this long; null: never. */
  delayMs: number | null;
  env: Record<string, string>;
  endpoints: number;
  events: number;
  /** Attempts the flood holds open before the other workspace sends anything. */
  holding: (instances: number) => number;
  /** How long test events keep coming after the first, one every 400 ms. */
  watchMs: number;
};

const floods: Flood[] = [
  {
    receiver: "answers in 25 s",
    delayMs: 25_000,
    env: {},
    endpoints: 3,
    events: 150, // 450 deliveries
    // Every slot the endpoint caps allow.
    holding: () => 3 * ENDPOINT_CAP,
    watchMs: 0,
  },
  {
    // Every attempt holds its slot until the time-out ends it; then the endpoints fail, get an
    // eighth of their slots, and retry after 10 s. Test events keep coming through all of it.
    receiver: "never answers, 3 s time-out",
    delayMs: null,
    env: { WEBHOOK_TIMEOUT_MS: String(HANG_TIMEOUT_MS) },
    endpoints: 3,
    events: 150,
    // On a busy machine the first attempts may time out before the whole flood is queued:
    // then the three failing endpoints' eighths.
    holding: () => (3 * ENDPOINT_CAP) / 8,
    watchMs: 12_000,
  },
  {
    // The same on instances with fewer slots than the flood may hold: 16 endpoints, 512 for
    // the workspace, and 256 even while failing. Its hanging attempts would take every slot of
    // an instance, so nothing else could be claimed until they time out; but a workspace never
    // holds more of an instance than it leaves free.
    receiver: "never answers, 3 s time-out, 128 slots",
    delayMs: null,
    env: { WEBHOOK_TIMEOUT_MS: String(HANG_TIMEOUT_MS), WEBHOOK_CONCURRENCY: String(SMALL_POOL) },
    endpoints: 16,
    events: 40, // 640 deliveries
    // Half of every instance's slots.
    holding: (instances) => (instances * SMALL_POOL) / 2,
    watchMs: 12_000,
  },
];

const cases = modes.flatMap((mode) => floods.map((flood) => ({ ...mode, ...flood })));

describe.each(cases)(
  "webhook delivery is fair between workspaces ($name; the flood's receiver $receiver)",
  (mode) => {
    const platforms: PlatformProcess[] = [];
    let cleanup = async () => {};
    let slow: Awaited<ReturnType<typeof receiver>>;
    let fast: Awaited<ReturnType<typeof receiver>>;

    beforeAll(async () => {
      slow = await receiver(mode.delayMs);
      fast = await receiver(0);
      const env: Record<string, string> = {
        SEED_PASSWORD: PASSWORD,
        SEED_PROSPECTS: "50",
        WEBHOOK_ALLOW_PRIVATE_TARGETS: "1",
        WEBHOOK_DEMO: "0",
        REDIS_URL: "",
        ...mode.env,
      };
      if (mode.postgres) {
        const database = await emptyPostgresDatabase(process.env.DATABASE_URL!);
        env.DATABASE_URL = database.url;
        cleanup = database.drop;
      } else {
        const dir = mkdtempSync(join(tmpdir(), "fairness-"));
        env.DATA_DIR = dir;
        env.DATABASE_URL = "";
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      }
      platforms.push(
        ...(await Promise.all(
          Array.from({ length: mode.instances }, () =>
            startPlatformProcess(env, { timeoutMs: 90_000 }),
          ),
        )),
      );
    }, 120_000);

    afterAll(async () => {
      await Promise.all(platforms.map((p) => stopPlatformProcess(p, "SIGKILL")));
      slow?.close();
      fast?.close();
      await cleanup();
    });

    it("a flood to a slow receiver does not hold up another workspace's test event", async () => {
      const [first, last] = [platforms[0]!, platforms.at(-1)!];
      const acme = await keyOf(first, "owner@acme.test");
      const globex = await keyOf(last, "owner@globex.test");

      const flooded: string[] = [];
      for (let i = 1; i <= mode.endpoints; i++) {
        const endpoint = await call(first, "POST", "/api/v1/public/webhook-endpoints", acme, {
          url: `${slow.base}/slow/${i}`,
          event_types: ["lead.enriched"],
          description: `slow ${i}`,
        });
        flooded.push(endpoint.id as string);
      }
      const healthy = await call(last, "POST", "/api/v1/public/webhook-endpoints", globex, {
        url: `${fast.base}/fast`,
        event_types: ["call.completed"],
        description: "fast",
      });

      // The flood, queued through every instance at once (each event goes to every endpoint).
      // The other workspace starts once all of it is queued (its test events then never wait
      // behind the flood's own requests to the platform) and it holds its attempts open.
      await Promise.all(
        Array.from({ length: mode.events }, (_, i) =>
          call(
            platforms[i % platforms.length]!,
            "POST",
            "/dev/webhooks/simulate",
            {},
            { endpoint_id: flooded[0], event_type: "lead.enriched" },
          ),
        ),
      );
      await expect
        .poll(() => slow.openNow(), { timeout: 30_000, interval: 10 })
        .toBeGreaterThanOrEqual(mode.holding(mode.instances));

      /** The other workspace's test event, sent through `platform`: ms until it arrived. */
      async function testEvent(platform: PlatformProcess): Promise<number> {
        const sentAt = Date.now();
        const test = await call(
          platform,
          "POST",
          `/api/v1/public/webhook-endpoints/${healthy.id}/test`,
          globex,
        );
        const arrival = () =>
          fast.arrivals.find((a) => a.req.headers["x-service-delivery-id"] === test.id);
        await expect
          .poll(() => arrival() !== undefined, { timeout: 30_000, interval: 20 })
          .toBe(true);
        const { at, body, req } = arrival()!;
        const signature = req.headers["x-service-signature"] as string;
        expect(verifySignature(healthy.secret as string, body, signature)).toBe(true);
        return at - sentAt;
      }

      // One through each instance in turn; then, while the flood's attempts time out and retry,
      // one every 400 ms, each instance in turn.
      const delays: number[] = [];
      for (const platform of platforms) delays.push(await testEvent(platform));
      const watched: Promise<number>[] = [];
      const watchStart = Date.now();
      for (let n = 0; Date.now() - watchStart < mode.watchMs; n++) {
        watched.push(testEvent(platforms[n % platforms.length]!));
        await new Promise((r) => setTimeout(r, 400));
      }
      delays.push(...(await Promise.all(watched)));
      const sorted = [...delays].sort((a, b) => a - b);
      console.log(
        `[fairness] ${mode.name}; flood receiver ${mode.receiver}: ${delays.length} test events, ` +
          `min ${sorted[0]} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
          `max ${sorted.at(-1)} ms; the flood held at most ${slow.mostOpen()} attempts at once`,
      );
      expect(sorted.at(-1)).toBeLessThan(2_000);

      // No endpoint of the flood ever had more than its cap in flight, counted over every
      // instance.
      for (let i = 1; i <= mode.endpoints; i++) {
        expect(slow.most.get(`/slow/${i}`) ?? 0).toBeLessThanOrEqual(ENDPOINT_CAP);
      }
      if (mode.delayMs !== null) {
        // The caps were reached, and the flood is still waiting on the slow receiver.
        expect(Math.max(...slow.most.values())).toBe(ENDPOINT_CAP);
        const attempted = new Set(slow.arrivals.map((a) => a.req.headers["x-service-delivery-id"]));
        expect(attempted.size).toBeLessThan(mode.endpoints * mode.events);
      }
      if (mode.env.WEBHOOK_CONCURRENCY) {
        // No instance ever gave the flood all of its slots.
        expect(slow.mostOpen()).toBeLessThan(mode.instances * Number(mode.env.WEBHOOK_CONCURRENCY));
      }
    }, 120_000);
  },
);
