import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { workspaces } from "../../auth/tables";
import { type Database, openDatabase } from "../../db/client";
import { emitEvents } from "../../events/events";
import { webhookDeliveries, webhookEndpoints } from "../../events/tables";
import { openTestDatabase, type TestDatabase } from "../../testing/fresh-database";
import { claimDueDeliveries } from "./webhooks-claim";

/**
 * The fair claim on its own: turns between workspaces and endpoints, the caps per endpoint and
 * per workspace, and (on Postgres) the caps held while two connections claim side by side.
 */
let database: TestDatabase;
const LEASE = { leaseMs: 60_000, perEndpoint: 4, perWorkspace: 6 };
let claims = 0;
const claim = (limit: number, db = database.db, caps = LEASE) =>
  claimDueDeliveries(db, { ...caps, limit, token: `test.${++claims}` });

async function endpoint(id: string, workspaceId: string) {
  await database.db.insert(webhookEndpoints).values({
    id,
    workspaceId,
    url: `https://${id}.example/hook`,
    eventTypes: ["lead.enriched"],
    secret: "whsec_x",
  });
}

async function queue(workspaceId: string, n: number) {
  const payloads = Array.from({ length: n }, (_, i) => ({ lead_id: `l${i}`, fields_added: [] }));
  await emitEvents(database.db, workspaceId, "lead.enriched", payloads);
}

const inFlight = async (endpointId: string) =>
  (
    await database.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, "pending"),
          isNotNull(webhookDeliveries.lockToken),
          sql`${webhookDeliveries.lockedUntil} > now()`,
        ),
      )
  )[0]!.n;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(workspaces).values([
    { id: "ws_flood", slug: "flood", name: "Flood" },
    { id: "ws_quiet", slug: "quiet", name: "Quiet" },
  ]);
  await endpoint("we_flood_a", "ws_flood");
  await endpoint("we_flood_b", "ws_flood");
  await endpoint("we_quiet", "ws_quiet");
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(webhookDeliveries);
  await database.db.update(webhookEndpoints).set({ failingSince: null });
});

describe("claiming due deliveries", () => {
  it("takes turns: a workspace's flood does not queue another workspace's event", async () => {
    await queue("ws_flood", 200);
    await queue("ws_quiet", 1);
    const first = await claim(3);
    const byEndpoint = first.claimed.map((d) => d.endpoint_id).sort();
    // One each: the quiet workspace first or second, not after the flood's 400 older ones.
    expect(byEndpoint).toContain("we_quiet");
    expect(new Set(byEndpoint).size).toBe(3);
    expect(first.waiting).toBe(true);
  });

  it("caps attempts in flight per endpoint and per workspace, and says when more wait", async () => {
    await queue("ws_flood", 50);
    const first = await claim(100);
    // 4 per endpoint would be 8; the workspace's 6 is the tighter bound.
    expect(first.claimed).toHaveLength(6);
    expect(first.waiting).toBe(true);
    const perEndpoint = (await inFlight("we_flood_a")) + (await inFlight("we_flood_b"));
    expect(perEndpoint).toBe(6);
    expect(await inFlight("we_flood_a")).toBeLessThanOrEqual(4);
    expect((await claim(100)).claimed).toHaveLength(0);

    // An attempt recorded frees its slot for the next claim.
    const [done] = first.claimed;
    await database.db
      .update(webhookDeliveries)
      .set({ status: "succeeded", lockToken: null, lockedUntil: null })
      .where(eq(webhookDeliveries.id, done!.id));
    expect((await claim(100)).claimed).toHaveLength(1);
  });

  it("a lapsed lease no longer counts in flight, and its delivery is claimed again", async () => {
    await queue("ws_quiet", 10);
    const first = await claim(100);
    expect(first.claimed).toHaveLength(4);
    await database.db
      .update(webhookDeliveries)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.endpointId, "we_quiet"));
    const again = await claim(100);
    expect(again.claimed).toHaveLength(4);
    expect(again.claimed.map((d) => d.id).sort()).toEqual(first.claimed.map((d) => d.id).sort());
  });

  it("gives an endpoint whose attempts all fail an eighth of the slots until one succeeds", async () => {
    const caps = { leaseMs: 60_000, perEndpoint: 16, perWorkspace: 64 };
    await database.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now()` })
      .where(eq(webhookEndpoints.id, "we_quiet"));
    await queue("ws_quiet", 40);
    expect((await claim(100, database.db, caps)).claimed).toHaveLength(2);
  });

  it("leaves an instance's last slots to workspaces with less in flight there", async () => {
    const caps = { leaseMs: 60_000, perEndpoint: 64, perWorkspace: 128 };
    await queue("ws_flood", 100);
    const ask = (free: number, held: Record<string, number>) =>
      claimDueDeliveries(database.db, {
        ...caps,
        limit: free,
        token: `test.${++claims}`,
        instance: { free, held },
      });
    // Alone on an instance with 16 free slots, the flood takes no more than it leaves free.
    const alone = await ask(16, {});
    expect(alone.claimed).toHaveLength(8);
    expect(alone.claimed.every((d) => d.workspace_id === "ws_flood")).toBe(true);
    expect(alone.waiting).toBe(true);
    // Holding those 8 with 8 free, it gets nothing more...
    expect((await ask(8, { ws_flood: 8 })).claimed).toHaveLength(0);
    // ...while a workspace with nothing in flight on the instance is claimed at once.
    await queue("ws_quiet", 3);
    const next = await ask(8, { ws_flood: 8 });
    expect(next.claimed.map((d) => d.endpoint_id)).toEqual(["we_quiet", "we_quiet", "we_quiet"]);
    expect(next.waiting).toBe(true);
    // Down to its last slot, the instance still gives it to a workspace holding none there.
    await queue("ws_quiet", 1);
    const last = await ask(1, { ws_flood: 8, ws_quiet: 3 });
    expect(last.claimed).toHaveLength(0);
    const fresh = await ask(1, { ws_flood: 8 });
    expect(fresh.claimed.map((d) => d.endpoint_id)).toEqual(["we_quiet"]);
  });

  it("when nothing is due it says nothing waits", async () => {
    expect(await claim(10)).toEqual({ claimed: [], waiting: false });
    await queue("ws_quiet", 2);
    const all = await claim(10);
    expect(all.claimed).toHaveLength(2);
    expect(all.waiting).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("claiming from two connections at once", () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ databaseUrl: database.databaseUrl });
  });
  afterAll(() => second?.close());

  it("never puts more than the caps in flight, and never claims a delivery twice", async () => {
    await queue("ws_flood", 300);
    await queue("ws_quiet", 300);
    const seen = new Set<string>();
    let duplicates = 0;
    let maxFlood = 0;
    for (let round = 0; round < 30; round++) {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => claim(3, i % 2 ? second.db : database.db)),
      );
      for (const d of results.flatMap((r) => r.claimed)) {
        if (seen.has(d.id)) duplicates++;
        seen.add(d.id);
      }
      maxFlood = Math.max(
        maxFlood,
        (await inFlight("we_flood_a")) + (await inFlight("we_flood_b")),
      );
      expect(await inFlight("we_quiet")).toBeLessThanOrEqual(4);
      // Finish one attempt of each endpoint now and then, so claims keep finding room.
      await database.db.execute(sql`update webhook_deliveries set status = 'succeeded',
          lock_token = null, locked_until = null
        where id in (select distinct on (endpoint_id) id from webhook_deliveries
          where status = 'pending' and lock_token is not null order by endpoint_id, seq)`);
    }
    expect(duplicates).toBe(0);
    expect(maxFlood).toBeLessThanOrEqual(6);
    expect(seen.size).toBeGreaterThan(30);
  });
});
