import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../auth/tables";
import { type Database, openDatabase } from "../db/client";
import { emitEvents } from "../events/events";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../events/tables";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import type { WebhookSettings } from "../webhook-settings";
import { createWebhookHttpClient, type WebhookHttpClient } from "./http-client";
import { newWebhookSecret } from "./signer";
import { WebhookWorker } from "./worker";

/**
 * Two platform processes on one Postgres: two workers, each with its own connection pool,
 * share one queue. Every attempt must be made exactly once. PGlite is single-process, so this
 * runs only with DATABASE_URL.
 */
const DELIVERIES = 600;

describe.skipIf(!process.env.DATABASE_URL)("two workers on one Postgres", () => {
  let primary: TestDatabase;
  let second: Database;
  let server: Server;
  const hits = new Map<string, string[]>();

  beforeAll(async () => {
    primary = await openTestDatabase();
    second = await openDatabase({ databaseUrl: primary.databaseUrl });
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const id = String(req.headers["x-service-delivery-id"]);
        const attempt = String(req.headers["x-service-attempt"]);
        const seen = hits.get(id) ?? [];
        seen.push(attempt);
        hits.set(id, seen);
        // Every third delivery fails its first attempt, so retries are shared too.
        const fails = attempt === "1" && Number.parseInt(id.slice(-2), 36) % 3 === 0;
        res.writeHead(fails ? 503 : 200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await second?.close();
    await primary?.close();
  });

  it("each attempt is made once", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    await primary.db.insert(workspaces).values({ id: "ws_two", slug: "two", name: "Two" });
    await primary.db.insert(webhookEndpoints).values({
      id: "we_two",
      workspaceId: "ws_two",
      url,
      eventTypes: ["lead.enriched"],
      secret: newWebhookSecret(),
    });

    const settings: WebhookSettings = {
      retryDelaysSeconds: [0.1, 0.1],
      timeoutMs: 5_000,
      allowPrivateTargets: true,
    };
    const sentBy = [0, 0];
    const counting = (i: number): WebhookHttpClient => {
      const client = createWebhookHttpClient({ timeoutMs: 5_000, allowPrivateTargets: true });
      return {
        send: (r) => {
          sentBy[i]! += 1;
          return client.send(r);
        },
        close: () => client.close(),
      };
    };
    // Small batches and concurrency make the two claim side by side all the time.
    const options = { settings, concurrency: 16, claimBatch: 8, pollIntervalMs: 20, log: () => {} };
    const a = new WebhookWorker({ db: primary.db, client: counting(0), ...options }).start();
    const b = new WebhookWorker({ db: second.db, client: counting(1), ...options }).start();
    try {
      const payloads = Array.from({ length: DELIVERIES }, (_, i) => ({
        lead_id: `lead_${i}`,
        fields_added: ["email"],
      }));
      const ids = await emitEvents(primary.db, "ws_two", "lead.enriched", payloads);
      expect(ids).toHaveLength(DELIVERIES);

      const deadline = Date.now() + 60_000;
      for (;;) {
        const [pending] = await primary.db
          .select({ n: count() })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, "pending"));
        if (pending!.n === 0) break;
        if (Date.now() > deadline) throw new Error(`${pending!.n} deliveries still pending`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await a.stop();
      await b.stop();
    }

    expect(hits.size).toBe(DELIVERIES);
    let retried = 0;
    for (const [id, attempts] of hits) {
      const failsFirst = Number.parseInt(id.slice(-2), 36) % 3 === 0;
      expect(attempts, id).toEqual(failsFirst ? ["1", "2"] : ["1"]);
      if (failsFirst) retried += 1;
    }
    expect(retried).toBeGreaterThan(0);
    const [attemptRows] = await primary.db.select({ n: count() }).from(webhookAttempts);
    expect(attemptRows!.n).toBe(DELIVERIES + retried);
    const [succeeded] = await primary.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "succeeded"));
    expect(succeeded!.n).toBe(DELIVERIES);
    // Both workers took part.
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    expect(sentBy[0]! + sentBy[1]!).toBe(DELIVERIES + retried);
  });
});
