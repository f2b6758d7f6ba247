import { sql } from "drizzle-orm";
import { insertApiKey } from "../platform/access/api-keys";
import { createApp } from "../platform/app";
import { workspaces } from "../platform/auth/tables";
import { openDatabase } from "../platform/db/client";
import type { PlatformDeps } from "../platform/http/env";
import { newCampaignRecordId, newId, randomBase62 } from "../platform/ids";
import { memoryRateLimiter } from "../platform/rate-limit/memory";
import { fmt } from "./load";

/**
 * Latency of the listings as a workspace grows, against an empty workspace measured in the
 * same rounds, in-process through app.request() (auth and rate limiting on; no sockets, so
 * only the platform's own cost). Every round requests each endpoint of both workspaces, the
 * two in turn, so the machine's load drifts alike for both. The growing workspace is measured
 * at 10,000 and 100,000 of each record:
 * - leads (spread over 5 lists): GET /lead-lists, /leads, /leads?lead_list_id= and /jobs;
 * - the inbox, GET /conversations with each filter (messages: three in each of a third of the
 *   leads' conversations, a tenth of them unread);
 * - GET /calls with each filter (calls: one per lead, 90% campaign A and agent X, the rest
 *   campaign B and agent Y; ended, voicemail, no_answer 6:3:1; one in 1,000 in progress);
 * - a campaign's enrollments, GET /campaigns/{id}/leads (every lead in campaign A, a tenth in B).
 * Both workspaces have the two campaigns, the two agents, 30 jobs and a probe lead with one
 * message and one call (the lead_id filters name it). Beside them, SQL only in the growing
 * workspace, the aggregate that GET /lead-lists ran per request before lead counts were kept.
 *   npx tsx bench/listing-latency.ts [requests-per-size=300]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/listing-latency.ts
 * Two new workspaces each run, removed at the end, so an existing database is left as it is.
 */
const [requests = 300] = process.argv.slice(2).map(Number);
const SIZES = [10_000, 100_000];
const LISTS = 5;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;

type Workspace = Awaited<ReturnType<typeof newWorkspace>>;

/** A workspace with its key, lists, jobs, campaigns, agents, and the probe lead's records. */
async function newWorkspace(name: string) {
  const workspaceId = newId("ws");
  await db.insert(workspaces).values({
    id: workspaceId,
    slug: `bench-${workspaceId.slice(-8).toLowerCase()}`,
    name,
  });
  const { value: key } = await insertApiKey(db, {
    workspaceId,
    label: "bench",
    scopes: null,
    environment: "live",
    expiresAt: null,
    creator: null,
  });
  const listIds: string[] = [];
  for (let i = 0; i < LISTS; i++) {
    const id = newId("ll");
    listIds.push(id);
    await db.execute(
      sql`insert into lead_lists (id, workspace_id, name) values (${id}, ${workspaceId}, ${`List ${i}`})`,
    );
  }
  for (let i = 0; i < 30; i++) {
    await db.execute(sql`insert into jobs (id, workspace_id, type, status, total, processed, result)
      values (${newId("job")}, ${workspaceId}, 'prospect_import', 'completed', 10, 10, '{"added":10,"skipped":0}')`);
  }
  const ids = {
    campaignA: newCampaignRecordId("campaign"),
    campaignB: newCampaignRecordId("campaign"),
    agentX: `agt_${randomBase62(16)}`,
    agentY: `agt_${randomBase62(16)}`,
    probe: newId("lead"),
  };
  for (const [id, campaign] of [
    [ids.campaignA, "Big campaign"],
    [ids.campaignB, "Small campaign"],
  ]) {
    await db.execute(sql`insert into campaigns (id, workspace_id, name, status, steps)
      values (${id}, ${workspaceId}, ${campaign}, 'active', '[{"channel":"email","wait_days":0}]')`);
  }
  for (const [id, agent] of [
    [ids.agentX, "Agent X"],
    [ids.agentY, "Agent Y"],
  ]) {
    await db.execute(sql`insert into voice_agents (id, workspace_id, name, voice)
      values (${id}, ${workspaceId}, ${agent}, 'alloy')`);
  }
  await db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name)
    values (${ids.probe}, ${workspaceId}, ${listIds[0]}, 'Probe', 'Lead')`);
  await db.execute(sql`insert into conversations (id, workspace_id, lead_id, last_message_at,
      last_channel, last_direction, unread_count, created_at, updated_at)
    values (${`conv_${ids.probe}`}, ${workspaceId}, ${ids.probe}, now(), 'email', 'inbound', 1,
      now(), now())`);
  await db.execute(sql`insert into messages (id, workspace_id, conversation_id, lead_id,
      campaign_id, step_index, channel, direction, body, status, sent_at)
    values (${`msg_${ids.probe}`}, ${workspaceId}, ${`conv_${ids.probe}`}, ${ids.probe},
      ${ids.campaignB}, 0, 'email', 'inbound', 'Probe reply', 'received', now())`);
  await db.execute(sql`insert into calls (id, workspace_id, lead_id, campaign_id, step_index,
      agent_id, status, outcome, duration_seconds, started_at, ended_at)
    values (${`call_${ids.probe}`}, ${workspaceId}, ${ids.probe}, ${ids.campaignB}, 3,
      ${ids.agentY}, 'completed', 'ended', 60, now(), now())`);
  await db.execute(sql`insert into campaign_enrollments (campaign_id, lead_id, workspace_id,
      state, enrolled_at) values (${ids.campaignB}, ${ids.probe}, ${workspaceId}, 'active', now())`);
  return { workspaceId, key, listIds, ...ids };
}

const empty = await newWorkspace("Listing bench (empty)");
const growing = await newWorkspace("Listing bench");

const limiter = memoryRateLimiter();
const deps: PlatformDeps = {
  db,
  // Latency, not the 300/min limit: the limiter still runs on every request.
  limiter: { ...limiter, hit: (bucket, _limit, windowMs) => limiter.hit(bucket, 1e12, windowMs) },
  entitlements: async (ws) => ws.planApiAccess,
  publicApiUrl: "http://localhost:4010",
  now: () => new Date(),
};
const app = createApp(deps);
const P = "/api/v1/public";
const pathsOf = (w: Workspace): Record<string, string> => ({
  "GET /lead-lists": `${P}/lead-lists`,
  "GET /leads": `${P}/leads`,
  "GET /leads?lead_list_id": `${P}/leads?lead_list_id=${w.listIds[0]}`,
  "GET /jobs": `${P}/jobs`,
  "GET /conversations": `${P}/conversations`,
  "GET /conversations?lead_id": `${P}/conversations?lead_id=${w.probe}`,
  "GET /conversations?campaign_id (90%)": `${P}/conversations?campaign_id=${w.campaignA}`,
  "GET /conversations?campaign_id (10%)": `${P}/conversations?campaign_id=${w.campaignB}`,
  "GET /conversations?unread=true": `${P}/conversations?unread=true`,
  "GET /conversations?unread=false": `${P}/conversations?unread=false`,
  "GET /calls": `${P}/calls`,
  "GET /calls?lead_id": `${P}/calls?lead_id=${w.probe}`,
  "GET /calls?campaign_id (90%)": `${P}/calls?campaign_id=${w.campaignA}`,
  "GET /calls?campaign_id (10%)": `${P}/calls?campaign_id=${w.campaignB}`,
  "GET /calls?agent_id (90%)": `${P}/calls?agent_id=${w.agentX}`,
  "GET /calls?agent_id (10%)": `${P}/calls?agent_id=${w.agentY}`,
  "GET /calls?outcome=ended": `${P}/calls?outcome=ended`,
  "GET /calls?outcome=no_answer": `${P}/calls?outcome=no_answer`,
  "GET /calls?status=completed": `${P}/calls?status=completed`,
  "GET /calls?status=in_progress": `${P}/calls?status=in_progress`,
  "GET /campaigns/{A}/leads": `${P}/campaigns/${w.campaignA}/leads`,
  "GET /campaigns/{B}/leads": `${P}/campaigns/${w.campaignB}/leads`,
});
const paths = { empty: pathsOf(empty), growing: pathsOf(growing) };
const names = Object.keys(paths.empty);

/** Leads from..to-1 of the growing workspace, with their outreach records. */
async function addLeads(from: number, to: number) {
  if (to <= from) return;
  const { workspaceId, listIds } = growing;
  await db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name,
      job_title, company_name, created_at)
    select 'lead_bench_' || ${workspaceId} || '_' || g, ${workspaceId},
      (${`{${listIds.join(",")}}`}::text[])[1 + g % ${LISTS}::int], 'First' || g, 'Last' || g,
      'Engineer', 'Acme', now() - make_interval(secs => g)
    from generate_series(${from}::int, ${to - 1}::int) g`);
  await addOutreach(from, to);
  // As autovacuum would, before the timing: the tables written and those their triggers keep.
  for (const table of [
    "leads",
    "conversations",
    "campaign_conversations",
    "messages",
    "calls",
    "call_counts",
    "campaign_enrollments",
    "campaign_enrollment_counts",
  ]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

/** The outreach records of leads from..to-1 (see the top of the file for their shape). */
async function addOutreach(from: number, to: number) {
  const { workspaceId, campaignA, campaignB, agentX, agentY } = growing;
  const lead = sql`'lead_bench_' || ${workspaceId} || '_' || g`;
  const series = sql`generate_series(${from}::int, ${to - 1}::int) g`;
  const campaign = sql`case when g % 10 = 0 then ${campaignB} else ${campaignA} end`;
  await db.execute(sql`insert into campaign_enrollments (campaign_id, lead_id, workspace_id,
      state, current_step, enrolled_at)
    select ${campaignA}, ${lead}, ${workspaceId},
      case when g % 4 = 0 then 'completed' else 'active' end, 1, now() - make_interval(secs => g)
    from ${series}`);
  await db.execute(sql`insert into campaign_enrollments (campaign_id, lead_id, workspace_id,
      state, enrolled_at)
    select ${campaignB}, ${lead}, ${workspaceId}, 'active', now() - make_interval(secs => g)
    from ${series} where g % 10 = 0`);
  await db.execute(sql`insert into calls (id, workspace_id, lead_id, campaign_id, step_index,
      agent_id, status, outcome, duration_seconds, started_at, ended_at, credits)
    select 'call_bench_' || ${workspaceId} || '_' || g, ${workspaceId}, ${lead}, ${campaign}, 3,
      case when g % 10 = 0 then ${agentY} else ${agentX} end,
      case when g % 1000 = 7 then 'in_progress' else 'completed' end,
      case when g % 1000 = 7 then null when g % 10 < 6 then 'ended'
        when g % 10 < 9 then 'voicemail' else 'no_answer' end,
      case when g % 1000 = 7 then null else 30 + g % 300 end,
      now() - make_interval(secs => g), now() - make_interval(secs => g) + interval '2 minutes', 3
    from ${series}`);
  await db.execute(sql`insert into conversations (id, workspace_id, lead_id, last_message_at,
      last_message_preview, last_channel, last_direction, unread_count, created_at, updated_at)
    select 'conv_bench_' || ${workspaceId} || '_' || g, ${workspaceId}, ${lead},
      now() - make_interval(secs => g), 'Thanks, talk soon', 'email', 'outbound',
      case when g % 30 = 0 then 1 else 0 end, now() - make_interval(secs => g + 3600),
      now() - make_interval(secs => g)
    from ${series} where g % 3 = 0`);
  // Oldest first, so seq follows time as the engine writes them.
  await db.execute(sql`insert into messages (id, workspace_id, conversation_id, lead_id,
      campaign_id, step_index, channel, direction, subject, body, status, sent_at, credits)
    select 'msg_bench_' || ${workspaceId} || '_' || g || '_' || k, ${workspaceId},
      'conv_bench_' || ${workspaceId} || '_' || g, ${lead}, ${campaign}, k / 2, 'email',
      case k when 1 then 'inbound' else 'outbound' end, 'Hello', 'Message ' || k,
      case k when 1 then 'received' else 'sent' end,
      now() - make_interval(secs => g + 3600 - k * 600), case k when 1 then 0 else 1 end
    from ${series}, generate_series(0, 2) k where g % 3 = 0
    order by g desc, k`);
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function time(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function get(w: "empty" | "growing", name: string) {
  const key = w === "empty" ? empty.key : growing.key;
  const res = await app.request(paths[w][name]!, { headers: { "x-api-key": key } });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  await res.text();
}

type Figures = { empty: number; growing: number; emptyP95: number; growingP95: number };
const AGGREGATE = "(old per-request aggregate, SQL only)";
const results: Record<string, Record<number, Figures>> = Object.fromEntries(
  [...names, AGGREGATE].map((name) => [name, {}]),
);
let have = 0;
for (const size of SIZES) {
  await addLeads(have, size);
  have = size;
  const samples = Object.fromEntries(
    names.map((name) => [name, { empty: [] as number[], growing: [] as number[] }]),
  );
  const aggregate = { empty: [] as number[], growing: [] as number[] };
  for (let i = 0; i < 20; i++) {
    for (const name of names) {
      await get("empty", name);
      await get("growing", name);
    }
  }
  for (let i = 0; i < requests; i++) {
    // Which workspace goes first alternates, so neither always follows the other.
    const order = i % 2 === 0 ? (["empty", "growing"] as const) : (["growing", "empty"] as const);
    for (const name of names) {
      for (const w of order) samples[name]![w].push(await time(() => get(w, name)));
    }
    if (i % 10 === 0) {
      for (const w of order) {
        const workspaceId = w === "empty" ? empty.workspaceId : growing.workspaceId;
        aggregate[w].push(
          await time(() =>
            db.execute(sql`select l.id, count(d.id) from lead_lists l
              left join leads d on d.lead_list_id = l.id
              where l.workspace_id = ${workspaceId}
              group by l.id order by l.created_at desc, l.id desc limit 25`),
          ),
        );
      }
    }
  }
  for (const [name, xs] of [...Object.entries(samples), [AGGREGATE, aggregate] as const]) {
    results[name]![size] = {
      empty: quantile(xs.empty, 0.5),
      growing: quantile(xs.growing, 0.5),
      emptyP95: quantile(xs.empty, 0.95),
      growingP95: quantile(xs.growing, 0.95),
    };
  }
}

console.log(
  `${database.kind}, ${requests} requests per endpoint, size and workspace; p50 ms of the empty workspace / of the grown one (ratio), then p95`,
);
const header = SIZES.map((s) => `${s.toLocaleString("en-US")} each`.padStart(30)).join("");
console.log(`${"".padEnd(40)}${header}${"p95 at the largest".padStart(22)}`);
for (const [name, bySize] of Object.entries(results)) {
  const cells = SIZES.map((s) => {
    const f = bySize[s]!;
    return `${fmt(f.empty)} / ${fmt(f.growing)} (${fmt(f.growing / f.empty)}x)`.padStart(30);
  }).join("");
  const last = bySize[SIZES.at(-1)!]!;
  console.log(
    `${name.padEnd(40)}${cells}${`${fmt(last.emptyP95)} / ${fmt(last.growingP95)}`.padStart(22)}`,
  );
}

// The bench's workspaces go again (what refers to leads first, then leads).
for (const { workspaceId } of [empty, growing]) {
  for (const table of [
    "messages",
    "conversations",
    "calls",
    "campaign_enrollments",
    "campaigns",
    "voice_agents",
    "leads",
    "lead_lists",
    "jobs",
    "api_keys",
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)} where workspace_id = ${workspaceId}`);
    // messages has no index on lead_id: each lead deleted looks through it for references,
    // so its dead rows go first.
    if (table === "messages") await db.execute(sql`vacuum messages`);
  }
  await db.execute(sql`delete from call_counts where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from workspaces where id = ${workspaceId}`);
}
await limiter.close();
await database.close();
