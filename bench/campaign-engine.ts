import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { CampaignEngine } from "../platform/campaigns/engine/engine";
import { finishDoneCampaigns } from "../platform/campaigns/engine/finish";
import type { Step } from "../platform/campaigns/engine/outcome";
import type { StepRecords } from "../platform/campaigns/engine/records";
import {
  activeCampaignWithLeads,
  eventLogEndpoint,
} from "../platform/campaigns/engine/scenarios/test-support";
import { writeRecords } from "../platform/campaigns/engine/write";
import { chargeCredits, lockCreditBalance } from "../platform/credits/credits";
import { type Database, type Db, openDatabase } from "../platform/db/client";
import { sqlRows } from "../platform/db/sql-rows";
import { emitEvents } from "../platform/events/events";
import { iso } from "../platform/http/time";
import { newId } from "../platform/ids";
import { seedDemo } from "../platform/seed/demo";
import { emptyPostgresDatabase, openTestDatabase } from "../platform/testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../platform/testing/platform-process";

/**
 * Campaign engine throughput and what it costs everyone else.
 *
 *   npx tsx bench/campaign-engine.ts [enrollments=100000] [batch=500]
 *   DATABASE_URL=postgres://… npx tsx bench/campaign-engine.ts [enrollments] [batch] [--instances]
 *
 * - bare loop: one transaction per batch doing the durable work a batch cannot avoid (claim
 *   due enrollments with SKIP LOCKED, lock and charge the balance, write the messages and calls,
 *   the enrollments' next steps and the events), every visit a plain "run this step".
 * - engine: CampaignEngine.tick() in a loop in this process: lease, plan, reserve credits in a
 *   short transaction, run the visits in one transaction, give back the rest, finish.
 *   SIMULATION_SPEED is so high that every wait has passed: the figure is the engine's pace.
 * - with --instances (Postgres): the same campaign run by one, then two, platform processes
 *   (`npm run platform`, each running its engine), timed from activation to campaign.finished;
 *   then an operator's send (POST /leads/{id}/messages over HTTP) timed with no campaign
 *   running and while the two instances run a campaign: its p95 shows whether the engine holds
 *   anything an operator needs (the balance row, the campaigns) for longer than a moment.
 */
const args = process.argv.slice(2);
const [enrollments = 100_000, batch = 500] = args.filter((a) => !a.startsWith("--")).map(Number);
const withInstances = args.includes("--instances");
const SPEED = 1e6;
const STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];
const CONSOLE_KEY = `sk_live_${"c".repeat(32)}`;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const perSecond = (n: number, seconds: number) => (n / seconds).toFixed(0);
const count = (n: number) => n.toLocaleString("en-US");

async function acmeOf(db: Db): Promise<string> {
  const [acme] = await sqlRows<{ id: string }>(
    db,
    sql`select id from workspaces where slug = 'acme'`,
  );
  await db.execute(
    sql`update credit_balances set balance = 100000000 where workspace_id = ${acme!.id}`,
  );
  return acme!.id;
}

/** A campaign of `size` leads, held paused until the run starts. */
async function setUp(db: Db, workspaceId: string, size = enrollments) {
  const started = performance.now();
  const { campaignId } = await activeCampaignWithLeads(db, {
    workspaceId,
    size,
    steps: STEPS,
    launchedAt: new Date(),
  });
  await db.execute(sql`update campaigns set status = 'paused' where id = ${campaignId}`);
  console.log(
    `  set up ${count(size)} enrollments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return campaignId;
}

async function status(db: Db, campaignId: string) {
  const [row] = await sqlRows<{ status: string }>(
    db,
    sql`select status from campaigns where id = ${campaignId}`,
  );
  return row!.status;
}

/** The visits a run made, from what it wrote: sends, calls, replies and unsubscribes. */
async function visitsOf(db: Db, campaignId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select (select count(*) from messages where campaign_id = ${campaignId})
      + (select count(*) from calls where campaign_id = ${campaignId})
      + (select count(*) from campaign_enrollments where campaign_id = ${campaignId}
        and state = 'unsubscribed') as n`,
  );
  return Number(row!.n);
}

async function runEngine(db: Db, campaignId: string) {
  const engine = new CampaignEngine({
    db,
    speed: SPEED,
    batchSize: batch,
    recordingBase: "https://platform.example/api/v1/public/calls",
    // Sweeps of every campaign only at the end: the one campaign is checked after each batch.
    sweepIntervalMs: 3_600_000,
    log: () => {},
  });
  await db.execute(sql`update campaigns set status = 'active' where id = ${campaignId}`);
  const started = performance.now();
  let visits = 0;
  for (;;) {
    const n = await engine.tick();
    visits += n;
    if (n === 0 && (await status(db, campaignId)) !== "active") break;
  }
  return { visits, seconds: (performance.now() - started) / 1000 };
}

/** One bare batch: the durable work of a batch, each visit a plain "run the step". */
async function bareBatch(db: Db): Promise<{ visits: number; campaignIds: string[] }> {
  return db.transaction(async (tx) => {
    const claimed = await sqlRows<{
      campaign_id: string;
      lead_id: string;
      workspace_id: string;
      current_step: number;
      lead_status: string;
      steps: Step[];
      now: string;
    }>(
      tx,
      sql`select e.campaign_id, e.lead_id, e.workspace_id, e.current_step,
          l.status as lead_status, c.steps, now() as now
        from campaign_enrollments e
        join campaigns c on c.id = e.campaign_id and c.status = 'active'
        join leads l on l.id = e.lead_id
        where e.state = 'active' and (e.next_step_at <= now() or e.next_step_at is null)
        limit ${batch}
        for no key update of e, l skip locked`,
    );
    if (claimed.length === 0) return { visits: 0, campaignIds: [] };
    const campaignIds = [...new Set(claimed.map((e) => e.campaign_id))];
    const workspaceId = claimed[0]!.workspace_id;
    await lockCreditBalance(tx, workspaceId);
    const r: StepRecords = {
      conversations: [],
      messages: [],
      calls: [],
      meetings: [],
      leadStatuses: [],
      skips: [],
      enrollments: [],
      events: [],
    };
    let credits = 0;
    for (const e of claimed) {
      const at = iso(new Date(e.now));
      const base = { workspace_id: e.workspace_id, lead_id: e.lead_id, campaign_id: e.campaign_id };
      const step = e.steps[e.current_step]!;
      if (step.channel === "call") {
        const id = newId("call");
        const url = `https://platform.example/api/v1/public/calls/${id}/recording`;
        r.calls.push({
          ...base,
          id,
          step_index: e.current_step,
          variant: "A",
          agent_id: null,
          account_id: null,
          outcome: "ended",
          duration_seconds: 60,
          transcript: "",
          started_at: at,
          ended_at: at,
          credits: 3,
        });
        r.events.push({
          workspaceId: e.workspace_id,
          type: "call.completed",
          payload: {
            call_id: id,
            lead_id: e.lead_id,
            campaign_id: e.campaign_id,
            duration_seconds: 60,
            outcome: "ended",
            transcript_url: url,
          },
        });
        credits += 3;
      } else {
        r.conversations.push({
          ...base,
          id: newId("conv"),
          at,
          preview: "Hello",
          channel: step.channel,
          direction: "outbound",
          unread: 0,
        });
        r.messages.push({
          ...base,
          id: newId("msg"),
          step_index: e.current_step,
          variant: "A",
          channel: step.channel,
          direction: "outbound",
          account_id: null,
          subject: "Hello",
          body: "Hello",
          status: "sent",
          sent_at: at,
          credits: 1,
        });
        credits += 1;
      }
      if (e.lead_status === "new") r.leadStatuses.push({ lead_id: e.lead_id, status: "contacted" });
      const last = e.current_step + 1 >= e.steps.length;
      r.enrollments.push({
        campaign_id: e.campaign_id,
        lead_id: e.lead_id,
        state: last ? "completed" : "active",
        current_step: e.current_step + 1,
        seen_status: "contacted",
        next_step_at: last ? null : at,
        last_step_at: at,
        ended_at: last ? at : null,
      });
    }
    await chargeCredits(tx, {
      workspaceId,
      amount: credits,
      at: new Date(claimed[0]!.now),
      reason: "campaign_outreach",
      description: "bench",
    });
    await writeRecords(tx, r);
    if (r.events.length) {
      await emitEvents(
        tx,
        workspaceId,
        "call.completed",
        r.events.map((e) => e.payload as never),
      );
    }
    return { visits: claimed.length, campaignIds };
  });
}

async function runBare(db: Db, campaignId: string) {
  await db.execute(sql`update campaigns set status = 'active' where id = ${campaignId}`);
  const started = performance.now();
  let visits = 0;
  for (;;) {
    const { visits: n, campaignIds } = await bareBatch(db);
    await finishDoneCampaigns(db, { campaignIds });
    visits += n;
    if (n === 0 && (await status(db, campaignId)) !== "active") break;
  }
  return { visits, seconds: (performance.now() - started) / 1000 };
}

/** Runs the campaign with `processes` platform instances; wall time activation → finished. */
async function runInstances(db: Db, url: string, campaignId: string, processes: number) {
  const started: PlatformProcess[] = [];
  try {
    for (let i = 0; i < processes; i++) started.push(await startInstance(url));
    const begin = performance.now();
    await db.execute(sql`update campaigns set status = 'active' where id = ${campaignId}`);
    while ((await status(db, campaignId)) === "active") await sleep(50);
    const seconds = (performance.now() - begin) / 1000;
    return { visits: await visitsOf(db, campaignId), seconds };
  } finally {
    await Promise.all(started.map((p) => stopPlatformProcess(p, "SIGTERM")));
  }
}

function startInstance(url: string) {
  return startPlatformProcess({
    DATABASE_URL: url,
    REDIS_URL: "",
    SEED_PROSPECTS: "100",
    WEBHOOK_DEMO: "0",
    SIMULATION_SPEED: String(SPEED),
    ENGINE_BATCH_SIZE: String(batch),
    JOB_POLL_MS: "50",
    OUTREACH_API_KEY: CONSOLE_KEY,
  });
}

/** Operator sends over HTTP, one after another for `seconds`: their latencies in ms. */
async function timeSends(base: string, leadIds: string[], seconds: number): Promise<number[]> {
  const took: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/v1/public/leads/${leadIds[i % leadIds.length]}/messages`, {
      method: "POST",
      headers: { "x-api-key": CONSOLE_KEY, "content-type": "application/json" },
      body: JSON.stringify({ channel: "email", subject: "Hi", body: "Following up by hand." }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`send answered ${res.status}`);
    took.push(performance.now() - start);
    // 4 a second: well inside the key's 300 a minute, so the limiter never answers instead.
    await sleep(250 - Math.min(250, performance.now() - start));
  }
  return took;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function operatorSendDuringCampaign(db: Db, url: string, workspaceId: string) {
  const operatorLeads = await sqlRows<{ id: string }>(
    db,
    sql`select l.id from leads l where l.workspace_id = ${workspaceId} and l.email is not null
      and l.status in ('new', 'contacted') and l.id not like 'lead_t%' limit 40`,
  );
  const leadIds = operatorLeads.map((l) => l.id);
  const campaignId = await setUp(db, workspaceId, 10_000);
  const instances = [await startInstance(url), await startInstance(url)];
  try {
    const idle = await timeSends(instances[0]!.baseUrl, leadIds, 15);
    await db.execute(sql`update campaigns set status = 'active' where id = ${campaignId}`);
    const busy = await timeSends(instances[0]!.baseUrl, leadIds, 15);
    const ran = await visitsOf(db, campaignId);
    const line = (label: string, t: number[]) =>
      `  operator send ${label}: ${t.length} sends, p50 ${quantile(t, 0.5).toFixed(1)} ms, p95 ${quantile(t, 0.95).toFixed(1)} ms`;
    console.log(line("with no campaign running", idle));
    console.log(line(`while 2 instances ran ${count(ran)} steps`, busy));
    console.log(
      `  p95 during / idle: ${(quantile(busy, 0.95) / quantile(idle, 0.95)).toFixed(2)}x; load ${load()}`,
    );
  } finally {
    await Promise.all(instances.map((p) => stopPlatformProcess(p, "SIGTERM")));
  }
}

let database: Database & { close: () => Promise<void> };
let dropServerDatabase: (() => Promise<void>) | undefined;
let serverDatabaseUrl: string | undefined;
if (withInstances && process.env.DATABASE_URL) {
  const made = await emptyPostgresDatabase(process.env.DATABASE_URL);
  serverDatabaseUrl = made.url;
  dropServerDatabase = made.drop;
  database = await openDatabase({ databaseUrl: made.url, log: () => {} });
} else {
  database = await openTestDatabase();
}
try {
  const { db } = database;
  await seedDemo(db, { password: "bench-password", prospects: 100 });
  const workspaceId = await acmeOf(db);
  // An endpoint that takes every event, so each batch also queues its deliveries.
  await eventLogEndpoint(db, workspaceId);
  console.log(
    `campaign engine, ${database.kind}, ${count(enrollments)} enrollments, batches of ${batch}; load ${load()}`,
  );
  const bare = await runBare(db, await setUp(db, workspaceId));
  console.log(
    `  bare loop: ${bare.visits} steps in ${bare.seconds.toFixed(1)} s = ${perSecond(bare.visits, bare.seconds)} steps/s; load ${load()}`,
  );
  const engine = await runEngine(db, await setUp(db, workspaceId));
  console.log(
    `  engine:    ${engine.visits} steps in ${engine.seconds.toFixed(1)} s = ${perSecond(engine.visits, engine.seconds)} steps/s; load ${load()}`,
  );
  console.log(
    `  engine / bare: ${(engine.visits / engine.seconds / (bare.visits / bare.seconds)).toFixed(2)}x`,
  );
  if (serverDatabaseUrl) {
    const figures: number[] = [];
    for (const processes of [1, 2]) {
      const run = await runInstances(
        db,
        serverDatabaseUrl,
        await setUp(db, workspaceId),
        processes,
      );
      figures.push(run.visits / run.seconds);
      console.log(
        `  ${processes} instance${processes === 1 ? "" : "s"}: ${run.visits} steps in ${run.seconds.toFixed(1)} s = ${perSecond(run.visits, run.seconds)} steps/s; load ${load()}`,
      );
    }
    console.log(`  2 instances / 1: ${(figures[1]! / figures[0]!).toFixed(2)}x`);
    await operatorSendDuringCampaign(db, serverDatabaseUrl, workspaceId);
  }
} finally {
  await database.close();
  await dropServerDatabase?.();
}
