import { sql } from "drizzle-orm";
import { workspaces } from "../platform/auth/tables";
import { emitEvents } from "../platform/events/events";
import { webhookEndpoints } from "../platform/events/tables";
import { openTestDatabase } from "../platform/testing/fresh-database";
import { claimStatements } from "../platform/webhooks/data/webhooks-claim";
import { recordAndClaim } from "../platform/webhooks/data/webhooks-cycle";
import { type AttemptRecord, recordStatement } from "../platform/webhooks/data/webhooks-queue";

/**
 * The plans of one worker trip (record of 128 outcomes, then the claim of the next 128) with
 * a backlog to one endpoint, after `warm` ordinary trips: `EXPLAIN (ANALYZE, BUFFERS)` of each
 * statement, in a transaction rolled back afterwards.
 *   DATABASE_URL=postgres://… npx tsx bench/webhook-trip-explain.ts [backlog=5000] [warm=10]
 */
const [backlog = 5000, warm = 10] = process.argv.slice(2).map(Number);
const database = await openTestDatabase();
const { db } = database;
await db.insert(workspaces).values({ id: "ws_bench", slug: "bench", name: "Bench" });
await db.insert(webhookEndpoints).values({
  id: "we_bench",
  workspaceId: "ws_bench",
  url: "http://127.0.0.1:9/hook",
  eventTypes: ["lead.enriched"],
  secret: "whsec_bench",
});
const payloads = Array.from({ length: backlog }, (_, i) => ({
  lead_id: `lead_${i}`,
  fields_added: ["email", "job_title"],
}));
await emitEvents(db, "ws_bench", "lead.enriched", payloads);
await db.execute(sql`analyze webhook_deliveries`);

const claimOf = (token: string) => ({
  limit: 128,
  leaseMs: 60_000,
  token,
  timeoutMs: 30_000,
  perEndpoint: 128,
  perWorkspace: 512,
});
const succeeded = (token: string, claimed: { id: string; endpoint_id: string; url: string }[]) =>
  claimed.map(
    (c): AttemptRecord => ({
      id: c.id,
      endpoint_id: c.endpoint_id,
      token,
      number: 1,
      attempted_at: new Date().toISOString(),
      url: c.url,
      request_headers: { "content-type": "application/json" },
      succeeded: true,
      status_code: 200,
      duration_ms: 2,
      error_message: null,
      response_excerpt: null,
    }),
  );

let records: AttemptRecord[] = [];
for (let trip = 1; trip <= warm + 1; trip++) {
  const token = `bench.${trip}`;
  const { claim } = await recordAndClaim(db, {
    records,
    retryDelaysSeconds: [10, 100],
    claim: claimOf(token),
  });
  records = succeeded(token, claim!.claimed);
}

class Rollback extends Error {}
const explain = async (tx: typeof db, label: string, statement: string) => {
  const rows = (await tx.execute(
    sql.raw(`explain (analyze, buffers, timing) ${statement}`),
  )) as unknown as Record<string, string>[];
  console.log(`\n=== ${label}\n${rows.map((r) => Object.values(r)[0]).join("\n")}`);
};
await db
  .transaction(async (tx) => {
    await explain(tx as unknown as typeof db, "record", recordStatement(records, [10, 100]));
    const [lock, pick] = claimStatements(claimOf("bench.explain"));
    await explain(tx as unknown as typeof db, "claim: locks", lock);
    await explain(tx as unknown as typeof db, "claim: pick and lease", pick);
    throw new Rollback();
  })
  .catch((e) => {
    if (!(e instanceof Rollback)) throw e;
  });
await database.close();
process.exit(0);
