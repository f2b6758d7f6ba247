import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { count, eq, sql } from "drizzle-orm";
import { workspaces } from "../platform/auth/tables";
import { emitEvent, emitEvents, eventBody } from "../platform/events/events";
import { webhookDeliveries, webhookEndpoints } from "../platform/events/tables";
import { openTestDatabase } from "../platform/testing/fresh-database";
import { endpointConcurrency, type WebhookSettings } from "../platform/webhook-settings";
import { newWebhookSecret, signatureOf } from "../platform/webhooks/signer";
import { WebhookWorker } from "../platform/webhooks/worker";
import { countingDb } from "./counting-db";
import { fmt, median } from "./load";

/**
 * Webhook delivery throughput and latency, next to a bare loop of POSTs to the same receiver
 * (a bare node:http server in its own process that answers 200 at once).
 *   npx tsx bench/webhook-throughput.ts [deliveries=5000] [latency-events=500] [rounds=3]
 * PGlite in memory by default; with DATABASE_URL, a fresh database on that server.
 *
 * - deliveries/s: a backlog of `deliveries` queued while the worker is stopped, then the time
 *   from starting a worker until every one is recorded as succeeded (claim, sign, POST, record).
 * - enqueue-to-first-attempt: events emitted one at a time (250 a second) with the worker
 *   running; from the emitEvent call to the request's arrival at the receiver.
 * - bare loop: the same number of POSTs with the same body and headers on a keep-alive agent,
 *   128 in flight (the figure the ratio has always used), and again with as many in flight as
 *   the worker may send to one endpoint (WEBHOOK_ENDPOINT_CONCURRENCY).
 * - round trips per delivery: statements the worker sent, plus BEGIN and COMMIT of each
 *   transaction, over the deliveries of the round (counted on the database handle).
 * - CPU per delivery: this process's CPU (the worker: claims' and records' SQL text and rows,
 *   signing, HTTP) and, on Postgres, the CPU of the database's server processes (read from
 *   /proc, so the server must run on this machine), over the deliveries of the round; the bare
 *   loop's own CPU per POST beside it. Steadier than rates on a loaded machine.
 * The load average is printed beside the figures: the machine may be shared.
 */
const [deliveries = 5000, latencyEvents = 500, rounds = 3] = process.argv.slice(2).map(Number);
const PACE_MS = 4;

async function startReceiver(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/webhook-receiver.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const [word, port] = line.split(" ");
    if (word === "ready") return { child, port: Number(port) };
  }
  throw new Error("the receiver exited before it was ready");
}

const receiver = await startReceiver();
const url = `http://127.0.0.1:${receiver.port}/hook`;
const arrivals = async (): Promise<Record<string, number>> =>
  (await fetch(`http://127.0.0.1:${receiver.port}/arrivals`)).json() as Promise<
    Record<string, number>
  >;

const database = await openTestDatabase();
const { db } = database;
const secret = newWebhookSecret();
await db.insert(workspaces).values({ id: "ws_bench", slug: "bench", name: "Bench" });
await db.insert(webhookEndpoints).values({
  id: "we_bench",
  workspaceId: "ws_bench",
  url,
  eventTypes: ["lead.enriched"],
  secret,
});

const settings: WebhookSettings = {
  retryDelaysSeconds: [10, 100],
  timeoutMs: 30_000,
  allowPrivateTargets: true,
};
// The platform's own limit of attempts in flight to one endpoint: all the worker may send to
// the one receiver here at once.
const perEndpoint = endpointConcurrency(settings);
const counted = countingDb(db);
const newWorker = () =>
  new WebhookWorker({ db: counted.db, settings, log: (l) => console.warn(l) });
const payload = (i: number) => ({ lead_id: `lead_${i}`, fields_added: ["email", "job_title"] });
// Counted through the partial index of pending deliveries, so polling costs little.
const pending = async () =>
  (
    await db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "pending"))
  )[0]!.n;

const tripsPerDelivery: number[] = [];
const workerCpu: number[] = [];
const serverCpu: number[] = [];
const bareCpu: number[] = [];

/** CPU microseconds (user + system) of this process so far. */
const ownCpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU microseconds of each server process of this database (Postgres on this machine). */
async function serverTicks(): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  if (database.kind !== "postgres") return ticks;
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { pid: number }[];
  for (const { pid } of result) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100);
    } catch {
      // The connection closed meanwhile.
    }
  }
  return ticks;
}

function serverSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, t] of after) spent += t - (before.get(pid) ?? 0);
  return spent;
}
const load = () => loadavg()[0]!.toFixed(1);

async function workerRound(n: number): Promise<number> {
  await emitEvents(
    db,
    "ws_bench",
    "lead.enriched",
    Array.from({ length: n }, (_, i) => payload(i)),
  );
  const worker = newWorker();
  const before = { ...counted.counts };
  const serverBefore = await serverTicks();
  const cpuBefore = ownCpu();
  const started = performance.now();
  worker.start();
  while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 25));
  const seconds = (performance.now() - started) / 1000;
  workerCpu.push((ownCpu() - cpuBefore) / n);
  serverCpu.push(serverSpent(serverBefore, await serverTicks()) / n);
  await worker.stop();
  const statements = counted.counts.statements - before.statements;
  const transactions = counted.counts.transactions - before.transactions;
  // Each statement is one round trip; a transaction adds BEGIN and COMMIT.
  tripsPerDelivery.push((statements + 2 * transactions) / n);
  if (Object.keys(await arrivals()).length !== n) console.warn("not every delivery arrived");
  return n / seconds;
}

async function latencyRound(n: number): Promise<number[]> {
  const worker = newWorker().start();
  const emitted = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const at = performance.timeOrigin + performance.now();
    const [id] = await emitEvent(db, "ws_bench", "lead.enriched", payload(i));
    emitted.set(id!, at);
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
  await worker.idle();
  await new Promise((r) => setTimeout(r, 200));
  await worker.stop();
  const arrived = await arrivals();
  const latencies = [...emitted].map(([id, at]) => (arrived[id] ?? Number.NaN) - at);
  const missing = latencies.filter(Number.isNaN).length;
  if (missing) console.warn(`${missing} latency deliveries did not arrive`);
  return latencies.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
}

async function bareRound(n: number, concurrency: number, countCpu = false): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const body = eventBody("lead.enriched", payload(0));
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "x-service-signature": signatureOf(secret, body),
  };
  let next = 0;
  const cpuBefore = ownCpu();
  const started = performance.now();
  const lane = async () => {
    while (next < n) {
      const i = next++;
      await new Promise<void>((resolve, reject) => {
        const req = http.request(
          url,
          { method: "POST", agent, headers: { ...headers, "x-bench-id": `bare_${i}` } },
          (res) => {
            res.resume();
            res.on("end", resolve);
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const rate = n / ((performance.now() - started) / 1000);
  if (countCpu) bareCpu.push((ownCpu() - cpuBefore) / n);
  agent.destroy();
  await arrivals();
  return rate;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

console.log(
  `${database.kind === "postgres" ? "Postgres" : "PGlite (in memory)"}; ${deliveries} deliveries per round, ${rounds} rounds, medians`,
);
// Warm up: JIT, connections, PGlite caches.
await workerRound(500);
await bareRound(500, 128, true);
await latencyRound(50);

const workerRates: number[] = [];
const bareRates: number[] = [];
const bareAtCapRates: number[] = [];
const loads: string[] = [];
const p50s: number[] = [];
const p99s: number[] = [];
for (let round = 0; round < rounds; round++) {
  loads.push(load());
  workerRates.push(await workerRound(deliveries));
  bareRates.push(await bareRound(deliveries, 128, true));
  bareAtCapRates.push(await bareRound(deliveries, perEndpoint));
  const latencies = await latencyRound(latencyEvents);
  p50s.push(pct(latencies, 50));
  p99s.push(pct(latencies, 99));
}
const worker = median(workerRates);
const bare = median(bareRates);
const bareAtCap = median(bareAtCapRates);
console.log(`load average at each round's start: ${loads.join(", ")}; now ${load()}`);
console.log(`                          worker     bare loop (128 in flight)   ratio`);
console.log(
  `deliveries/s             ${fmt(worker, 0).padStart(7)}   ${fmt(bare, 0).padStart(9)}                   ${fmt(worker / bare)}x`,
);
console.log(
  `  bare loop with ${perEndpoint} in flight (the cap per endpoint): ${fmt(bareAtCap, 0)}/s, ratio ${fmt(worker / bareAtCap)}x`,
);
console.log(
  `enqueue→first attempt    p50 ${fmt(median(p50s))} ms, p99 ${fmt(median(p99s))} ms (${latencyEvents} events at ${1000 / PACE_MS}/s)`,
);
console.log(
  `round trips per delivery (measured rounds, statements + BEGIN/COMMIT): ${tripsPerDelivery
    .slice(1)
    .map((t) => fmt(t, 3))
    .join(", ")}`,
);
console.log(
  `CPU per delivery (µs, measured rounds): worker process ${workerCpu
    .slice(1)
    .map((t) => fmt(t, 0))
    .join(", ")}; Postgres server ${
    database.kind === "postgres"
      ? serverCpu
          .slice(1)
          .map((t) => fmt(t, 0))
          .join(", ")
      : "(in the worker process)"
  }; bare loop per POST ${bareCpu
    .slice(1)
    .map((t) => fmt(t, 0))
    .join(", ")}`,
);
console.log(`rounds: worker ${workerRates.map((r) => fmt(r, 0)).join(", ")}`);

receiver.child.kill();
await database.close();
process.exit(0);
