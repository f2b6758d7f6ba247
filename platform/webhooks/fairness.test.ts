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
 * receivers on 127.0.0.1: one workspace floods three endpoints on a receiver that answers in
 * 25 s, and another workspace's test event still reaches its fast receiver within 2 s. On
 * PGlite with one instance, and on Postgres with two sharing the queue.
 */
const SLOW_MS = 25_000;
const FLOOD_EVENTS = 150; // three endpoints each: 450 deliveries
const PASSWORD = "fairness-password";
const ENDPOINT_CAP = 128; // the default WEBHOOK_ENDPOINT_CONCURRENCY

type Arrival = { at: number; path: string; body: string; req: IncomingMessage };

/** A receiver that answers after `delayMs`, noting each request and how many it holds. */
async function receiver(delayMs: number) {
  const arrivals: Arrival[] = [];
  const open = new Map<string, number>();
  const most = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      arrivals.push({ at: Date.now(), path, body: Buffer.concat(chunks).toString(), req });
      open.set(path, (open.get(path) ?? 0) + 1);
      most.set(path, Math.max(most.get(path) ?? 0, open.get(path)!));
      const answer = () => {
        open.set(path, open.get(path)! - 1);
        if (!res.destroyed) res.writeHead(200).end("{}");
      };
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

describe.each(modes)("webhook delivery is fair between workspaces ($name)", (mode) => {
  const platforms: PlatformProcess[] = [];
  let cleanup = async () => {};
  let slow: Awaited<ReturnType<typeof receiver>>;
  let fast: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    slow = await receiver(SLOW_MS);
    fast = await receiver(0);
    const env: Record<string, string> = {
      SEED_PASSWORD: PASSWORD,
      SEED_PROSPECTS: "50",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "1",
      WEBHOOK_DEMO: "0",
      REDIS_URL: "",
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
    for (let i = 1; i <= 3; i++) {
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

    // The flood, queued through every instance: 450 deliveries, each answered in 25 s.
    for (let i = 0; i < FLOOD_EVENTS; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          call(
            platforms[(i + j) % platforms.length]!,
            "POST",
            "/dev/webhooks/simulate",
            {},
            {
              endpoint_id: flooded[0],
              event_type: "lead.enriched",
            },
          ),
        ),
      );
    }
    // Every slot the caps allow is taken before the other workspace sends anything.
    await expect
      .poll(() => slow.arrivals.length, { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(3 * ENDPOINT_CAP);

    // The other workspace's test event, sent through each instance in turn.
    for (const platform of platforms) {
      const sentAt = Date.now();
      const test = await call(
        platform,
        "POST",
        `/api/v1/public/webhook-endpoints/${healthy.id}/test`,
        globex,
      );
      await expect
        .poll(() => fast.arrivals.some((a) => a.req.headers["x-service-delivery-id"] === test.id), {
          timeout: 10_000,
          interval: 20,
        })
        .toBe(true);
      const arrival = fast.arrivals.find(
        (a) => a.req.headers["x-service-delivery-id"] === test.id,
      )!;
      expect(arrival.at - sentAt).toBeLessThan(2_000);
      expect(
        verifySignature(
          healthy.secret as string,
          arrival.body,
          arrival.req.headers["x-service-signature"] as string,
        ),
      ).toBe(true);
    }

    // The flood is still waiting on the slow receiver, and no endpoint of it ever had more
    // than its cap in flight, counted over every instance.
    expect(slow.arrivals.length).toBeLessThan(3 * FLOOD_EVENTS);
    for (let i = 1; i <= 3; i++) {
      expect(slow.most.get(`/slow/${i}`)).toBeLessThanOrEqual(ENDPOINT_CAP);
    }
    expect(Math.max(...slow.most.values())).toBe(ENDPOINT_CAP);
  }, 120_000);
});
