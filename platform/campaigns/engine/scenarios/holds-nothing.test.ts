import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { activeCampaignWithLeads, testEngine, whileMessagesTo } from "./test-support";

/**
 * A batch of the engine holds nothing an operator needs for longer than a moment: while its
 * work transaction is held open (a database trigger makes one lead's message take three
 * seconds, as a slow disk or a long batch would), an operator of the same workspace sends a
 * message (the balance row), pauses another campaign (its row) and books a meeting, each at
 * once. Credits are reserved in a short transaction of their own and the batch locks only the
 * campaigns it runs, so none of them waits for the batch. Postgres only: PGlite runs one
 * transaction at a time.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const HOLD_SECONDS = 3;

describe.skipIf(!onPostgres)("a batch in progress (Postgres)", () => {
  let t: TestPlatform;
  let key: string;

  beforeAll(async () => {
    t = await createTestPlatform({ jobRunner: false, limitsByTestClock: true });
    key = await t.legacyKey("acme");
  });
  afterAll(() => t?.close());

  it("keeps neither the balance nor other campaigns from an operator", async () => {
    const acme = await t.workspaceId("acme");
    const running = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 20,
      launchedAt: new Date(),
    });
    const other = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 2,
      launchedAt: new Date(),
      // Ten years, compressed a million times: five minutes, longer than the test.
      steps: [{ channel: "email", wait_days: 3650 }],
    });
    const slow = running.leadIds[0]!;
    await whileMessagesTo(t.db, slow, `perform pg_sleep(${HOLD_SECONDS})`, async () => {
      // Only the running campaign is due: the other's first step is years away once scheduled.
      const engine = testEngine(t.db, { batchSize: 100 });
      await t.db.execute(
        sql`update campaigns set status = 'paused' where id = ${running.campaignId}`,
      );
      await engine.tick();
      await t.db.execute(
        sql`update campaigns set status = 'active' where id = ${running.campaignId}`,
      );

      const batch = engine.tick();
      // The batch is inside its work transaction, held by the slow lead's message.
      await vi.waitUntil(
        async () => {
          const [held] = await sqlRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from pg_stat_activity
              where query like '%insert into messages%' and state = 'active'`,
          );
          return held!.n > 0;
        },
        { timeout: 10_000, interval: 20 },
      );

      const timed = async (label: string, run: () => Promise<Response>) => {
        const started = performance.now();
        const res = await run();
        expect(res.status, `${label}: ${await res.clone().text()}`).toBeLessThan(300);
        return performance.now() - started;
      };
      const lead = other.leadIds[0]!;
      const took = {
        send: await timed("send", () =>
          t.request("POST", `/api/v1/public/leads/${lead}/messages`, {
            key,
            body: { channel: "email", subject: "Hi", body: "By hand, while a batch runs." },
          }),
        ),
        pause: await timed("pause", () =>
          t.request("POST", `/api/v1/public/campaigns/${other.campaignId}/pause`, { key }),
        ),
        book: await timed("book", () =>
          t.request("POST", `/api/v1/public/leads/${other.leadIds[1]}/meetings`, {
            key,
            body: { meeting_time: new Date(Date.now() + 86_400_000).toISOString() },
          }),
        ),
      };
      // Each answered well before the batch could have let go of anything.
      for (const [label, ms] of Object.entries(took)) {
        expect(ms, `${label} waited ${ms.toFixed(0)} ms`).toBeLessThan(1_000);
      }
      expect(await batch).toBe(20);
    });
  }, 60_000);
});
