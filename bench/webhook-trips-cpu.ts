import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { workspaces } from "../platform/auth/tables";
import { emitEvents } from "../platform/events/events";
import { webhookEndpoints } from "../platform/events/tables";
import { openTestDatabase } from "../platform/testing/fresh-database";
import { recordAndClaim } from "../platform/webhooks/data/webhooks-cycle";
import type { AttemptRecord } from "../platform/webhooks/data/webhooks-queue";
import { signatureHeaderOf } from "../platform/webhooks/signer";

/**
 * The worker's database work on its own, without HTTP: round trips of the worker's own
 * record-and-claim script (webhooks-cycle.ts), each recording the previous trip's claims as
 * succeeded and claiming the next `batch`, one trip at a time, until the backlog is done.
 * Prints the time per trip and the CPU per delivery of this process and of the database's
 * server processes (from /proc: Postgres on this machine).
 *   DATABASE_URL=postgres://… npx tsx bench/webhook-trips-cpu.ts [batch=64] [deliveries=5000]
 */
const [batch = 64, deliveries = 5000] = process.argv.slice(2).map(Number);
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

async function serverMicros(): Promise<Map<number, number>> {
  const micros = new Map<number, number>();
  if (database.kind !== "postgres") return micros;
  const rows = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { pid: number }[];
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      micros.set(pid, (Number(fields[11]) + Number(fields[12])) * 1e4);
    } catch {
      // closed meanwhile
    }
  }
  return micros;
}

for (const n of [Math.min(1000, deliveries), deliveries, deliveries]) {
  const payloads = Array.from({ length: n }, (_, i) => ({
    lead_id: `lead_${i}`,
    fields_added: ["email", "job_title"],
  }));
  await emitEvents(db, "ws_bench", "lead.enriched", payloads);
  await db.execute(sql`analyze webhook_deliveries`);
  const load = loadavg()[0]!.toFixed(1);
  const serverBefore = await serverMicros();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let records: AttemptRecord[] = [];
  let trips = 0;
  do {
    const token = `bench.${++trips}`;
    const { claim } = await recordAndClaim(db, {
      records,
      retryDelaysSeconds: [10, 100],
      claim: {
        limit: batch,
        leaseMs: 60_000,
        token,
        timeoutMs: 30_000,
        perEndpoint: 128,
        perWorkspace: 512,
      },
    });
    records = claim!.claimed.map((c) => ({
      id: c.id,
      endpoint_id: c.endpoint_id,
      token,
      number: 1,
      attempted_at: new Date().toISOString(),
      url: c.url,
      request_headers: {
        "content-type": "application/json",
        "user-agent": "OutreachPlatform-Webhooks/1.0",
        "x-service-signature": signatureHeaderOf([c.secret], c.body),
        "x-service-event-type": c.event_type,
        "x-service-delivery-id": c.id,
        "x-service-attempt": "1",
      },
      succeeded: true,
      status_code: 200,
      duration_ms: 2,
      error_message: null,
      response_excerpt: null,
    }));
  } while (records.length > 0);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  let server = 0;
  for (const [pid, t] of await serverMicros()) server += t - (serverBefore.get(pid) ?? 0);
  console.log(
    `batch ${batch}, ${n} deliveries (load ${load}): ${(ms / trips).toFixed(1)} ms per trip, ${((n / ms) * 1000).toFixed(0)}/s; CPU per delivery: this process ${((used.user + used.system) / n).toFixed(0)} µs, server ${database.kind === "postgres" ? `${(server / n).toFixed(0)} µs` : "(in this process)"}`,
  );
}
await database.close();
process.exit(0);
