import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { chargeCredits, lockCreditBalance } from "../platform/data/credits";
import type { Db } from "../platform/db/client";
import { campaignsById, claimDueEnrollments, suppressedLeads } from "../platform/engine/claim";
import { CampaignEngine } from "../platform/engine/engine";
import { finishDoneCampaigns } from "../platform/engine/finish";
import type { Step } from "../platform/engine/outcome";
import type { StepRecords } from "../platform/engine/records";
import { loadSenders } from "../platform/engine/senders";
import { rows } from "../platform/engine/sql";
import { activeCampaignWithLeads, eventLogEndpoint } from "../platform/engine/test-support";
import { writeRecords } from "../platform/engine/write";
import { iso } from "../platform/http/time";
import { newId } from "../platform/ids";
import { seedDemo } from "../platform/seed/demo";
import { openTestDatabase } from "../platform/testing/fresh-database";
import { emitEvents } from "../platform/webhooks/events";

/**
 * Campaign engine throughput: enrollment visits (steps) per second while one campaign of
 * `enrollments` leads runs from launch to campaign.finished, next to a bare loop that sends
 * the same SQL without the engine's logic.
 *   DATABASE_URL=postgres://… npx tsx bench/campaign-engine.ts [enrollments=100000] [batch=500]
 * PGlite in memory without DATABASE_URL; with it, a fresh database on that server.
 *
 * - engine: CampaignEngine.tick() in a loop (one batch at a time, as one instance's loop runs
 *   them): claim with SKIP LOCKED, outcomes, charge, messages, calls, meetings, lead statuses,
 *   enrollments, events, finishing; SIMULATION_SPEED so high that every wait has passed, so
 *   the figure is the engine's own pace, not the sequence's waits.
 * - bare loop: the same statements per batch (the claim, the campaign, do-not-contact, the
 *   balance lock and charge, the senders, the set-based inserts and updates, the events, the
 *   finish check), but every visit is simply "run this step" with fixed words: no outcome
 *   function, no answers, no meetings, no templates. Its ratio is what the logic costs.
 * Each campaign has its own 100,000 leads; the engine never holds more than one batch.
 */
const [enrollments = 100_000, batch = 500] = process.argv.slice(2).map(Number);
// A week passes in under a second: every wait is over by the next batch.
const SPEED = 1e6;
const STEPS: Step[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

async function setUp(db: Db, workspaceId: string) {
  const started = performance.now();
  const { campaignId } = await activeCampaignWithLeads(db, {
    workspaceId,
    size: enrollments,
    steps: STEPS,
    launchedAt: new Date(Date.now() - 10_000),
  });
  console.log(
    `  set up ${enrollments.toLocaleString("en-US")} enrollments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return campaignId;
}

async function status(db: Db, campaignId: string) {
  const [row] = await rows<{ status: string }>(
    db,
    sql`select status from campaigns where id = ${campaignId}`,
  );
  return row!.status;
}

async function runEngine(db: Db, campaignId: string) {
  const engine = new CampaignEngine({
    db,
    speed: SPEED,
    batchSize: batch,
    recordingBase: "http://127.0.0.1:4010/api/v1/public/calls",
    // Sweeps of every campaign only at the end: the one campaign is checked after each batch.
    sweepIntervalMs: 3_600_000,
    log: () => {},
  });
  const started = performance.now();
  let visits = 0;
  for (;;) {
    const n = await engine.tick();
    visits += n;
    if (n === 0 && (await status(db, campaignId)) !== "active") break;
  }
  return { visits, seconds: (performance.now() - started) / 1000 };
}

/** One bare batch: the engine's statements, each visit a plain "run the step". */
async function bareBatch(db: Db): Promise<{ visits: number; campaignIds: string[] }> {
  const realNow = new Date();
  return db.transaction(async (tx) => {
    const claimed = await claimDueEnrollments(tx, { limit: batch, realNow, speed: SPEED });
    if (claimed.length === 0) return { visits: 0, campaignIds: [] };
    const campaignIds = [...new Set(claimed.map((e) => e.campaign_id))];
    const workspaceIds = [...new Set(claimed.map((e) => e.workspace_id))];
    const campaigns = await campaignsById(tx, campaignIds);
    await suppressedLeads(
      tx,
      claimed.map((e) => e.lead_id),
    );
    for (const workspaceId of workspaceIds) await lockCreditBalance(tx, workspaceId);
    await loadSenders(tx, { campaignIds, workspaceIds, needsAgent: new Set() });
    const r: StepRecords = {
      conversations: [],
      messages: [],
      calls: [],
      meetings: [],
      leadStatuses: [],
      enrollments: [],
      events: [],
    };
    let credits = 0;
    for (const e of claimed) {
      const at = iso(new Date(e.sim_now));
      const base = { workspace_id: e.workspace_id, lead_id: e.lead_id, campaign_id: e.campaign_id };
      const steps = campaigns.get(e.campaign_id)!.steps;
      const step = steps[e.current_step]!;
      if (step.channel === "call") {
        const id = newId("call");
        r.calls.push({
          ...base,
          id,
          step_index: e.current_step,
          agent_id: null,
          account_id: null,
          outcome: "ended",
          duration_seconds: 60,
          transcript_url: `http://127.0.0.1/calls/${id}`,
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
            transcript_url: `http://127.0.0.1/calls/${id}`,
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
      const last = e.current_step + 1 >= steps.length;
      r.enrollments.push({
        campaign_id: e.campaign_id,
        lead_id: e.lead_id,
        state: last ? "completed" : "active",
        current_step: e.current_step + 1,
        next_step_at: last ? null : at,
        last_step_at: at,
        ended_at: last ? at : null,
      });
    }
    await chargeCredits(tx, {
      workspaceId: workspaceIds[0]!,
      amount: credits,
      at: realNow,
      reason: "campaign_outreach",
      description: "bench",
    });
    await writeRecords(tx, r);
    if (r.events.length) {
      await emitEvents(
        tx,
        workspaceIds[0]!,
        "call.completed",
        r.events.map((e) => e.payload as never),
      );
    }
    return { visits: claimed.length, campaignIds };
  });
}

async function runBare(db: Db, campaignId: string) {
  const started = performance.now();
  let visits = 0;
  for (;;) {
    const { visits: n, campaignIds } = await bareBatch(db);
    await finishDoneCampaigns(db, { campaignIds, realNow: new Date(), speed: SPEED });
    visits += n;
    if (n === 0 && (await status(db, campaignId)) !== "active") break;
  }
  return { visits, seconds: (performance.now() - started) / 1000 };
}

const database = await openTestDatabase();
try {
  await seedDemo(database.db, { password: "bench-password", prospects: 100 });
  const [acme] = await rows<{ id: string }>(
    database.db,
    sql`select id from workspaces where slug = 'acme'`,
  );
  const workspaceId = acme!.id;
  await database.db.execute(
    sql`update credit_balances set balance = 100000000 where workspace_id = ${workspaceId}`,
  );
  // An endpoint that takes every event, so each batch also queues its deliveries.
  await eventLogEndpoint(database.db, workspaceId);
  console.log(
    `campaign engine, ${database.kind}, ${enrollments.toLocaleString("en-US")} enrollments, batches of ${batch}; load ${load()}`,
  );
  const bareCampaign = await setUp(database.db, workspaceId);
  const bare = await runBare(database.db, bareCampaign);
  console.log(
    `  bare loop: ${bare.visits} steps in ${bare.seconds.toFixed(1)} s = ${(bare.visits / bare.seconds).toFixed(0)} steps/s; load ${load()}`,
  );
  const engineCampaign = await setUp(database.db, workspaceId);
  const engine = await runEngine(database.db, engineCampaign);
  console.log(
    `  engine:    ${engine.visits} steps in ${engine.seconds.toFixed(1)} s = ${(engine.visits / engine.seconds).toFixed(0)} steps/s; load ${load()}`,
  );
  const ratio = engine.visits / engine.seconds / (bare.visits / bare.seconds);
  console.log(`  engine / bare: ${ratio.toFixed(2)}x`);
} finally {
  await database.close();
}
