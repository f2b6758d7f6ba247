import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditBalance } from "../../credits/credits";
import { creditLedger } from "../../credits/tables";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import { newWorkspace, previewPath } from "./test-support";

/**
 * Idempotency-Key with real concurrency: the first request inside its database transaction
 * while the duplicate arrives. Postgres runs them on separate connections (set DATABASE_URL);
 * PGlite runs them one statement at a time.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 200 });
});
afterAll(() => t.close());

const body = { filters: {}, page_size: 5 };
const post = (key: string, listId: string, idempotencyKey: string) =>
  t.request("POST", previewPath(listId), {
    key,
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });

async function previewsAndCharges(workspaceId: string) {
  const [previews] = await t.db
    .select({ n: count() })
    .from(prospectSearchPreviews)
    .where(eq(prospectSearchPreviews.workspaceId, workspaceId));
  const [ledger] = await t.db
    .select({ n: count() })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceId, workspaceId));
  return { previews: previews!.n, charges: ledger!.n - 1 }; // minus the grant
}

describe.runIf(process.env.DATABASE_URL)("on Postgres", () => {
  it("a duplicate while the first is inside its transaction gets 409 at once", async () => {
    const ws = await newWorkspace(t, 100);
    // Holding the balance row makes the first request wait inside its transaction, at the
    // charge, after its key is claimed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`select balance from credit_balances where workspace_id = ${ws.id} for update`,
      );
      locked();
      await released;
    });
    await isLocked;
    const first = post(ws.key, ws.listId, "in-flight");
    await waitForLockWait();

    const started = Date.now();
    const duplicate = await post(ws.key, ws.listId, "in-flight");
    expect(duplicate.status).toBe(409);
    expect(Date.now() - started).toBeLessThan(2_000);

    release();
    await holder;
    const done = await first;
    expect(done.status).toBe(201);
    const replay = await post(ws.key, ws.listId, "in-flight");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(await done.json());
    expect(await previewsAndCharges(ws.id)).toEqual({ previews: 1, charges: 1 });
    expect(await creditBalance(t.db, ws.id)).toBe(95);
  });
});

/** Resolves once some session of this database waits for a row lock. */
async function waitForLockWait() {
  for (let i = 0; i < 200; i++) {
    // Postgres only: PGlite has a single session.
    const waiting: unknown = await t.db.execute(
      sql`select 1 from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Array.isArray(waiting) && waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the first request never waited for the balance row");
}

describe("two identical requests at the same moment", () => {
  it("one preview and one charge; the other is a 409 or the replay", async () => {
    for (let round = 0; round < 8; round++) {
      const ws = await newWorkspace(t, 100);
      const [a, b] = await Promise.all([
        post(ws.key, ws.listId, `pair-${round}`),
        post(ws.key, ws.listId, `pair-${round}`),
      ]);
      const statuses = [a.status, b.status].sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      if (statuses[1] === 201) {
        expect(await a.json()).toEqual(await b.json());
        const replayed = [a, b].map((r) => r.headers.get("idempotent-replayed"));
        expect(new Set(replayed)).toEqual(new Set(["true", null]));
      }
      expect(await previewsAndCharges(ws.id)).toEqual({ previews: 1, charges: 1 });
    }
  });
});
