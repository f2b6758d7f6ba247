import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Call, CallRecording } from "../../../contract/calls";
import { CREDIT_RATES, callCredits } from "../../../contract/credit-rates";
import { offsetEnvelope } from "../../../contract/envelopes";
import { Lead } from "../../../contract/lead-lists";
import { CreditsSummary } from "../../../contract/prospect-search";
import { VoiceAgent } from "../../../contract/voice-agents";
import { WebhookEvent } from "../../../contract/webhooks";
import { createApp } from "../../app";
import { activeCampaignWithLeads, testEngine } from "../../campaigns/engine/scenarios/test-support";
import { sqlRows } from "../../db/sql-rows";
import { seedDemoVoiceAgents } from "../../seed/demo-campaigns";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { servePlatform } from "../../testing/served-platform";
import { planCall } from "../plan";
import { CallWorker } from "../worker";

/**
 * Calls over real HTTP: a call placed, charged its first minute, completed by the call worker
 * on the database's clock once its duration, compressed by the speed, has passed (its outcome and duration what the simulated world says for its id), the
 * rest of its minutes charged, call.completed queued with the spec's fields, and its recording
 * served; refusals that spend nothing; idempotent retries; the listing's filters over calls
 * placed here and by a campaign the engine ran.
 */
let t: TestPlatform;
let served: Awaited<ReturnType<typeof servePlatform>>;
let key: string;
let globexKey: string;
let agentId: string;
let leads: Lead[];
let endpointSecret: string;
const SPEED = 20_000;
const RECORDINGS = "https://platform.test/api/v1/public/calls";
const P = "/api/v1/public";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  served = await servePlatform(t.deps);
  // As the platform's start does: every demo workspace has its voice agent.
  await seedDemoVoiceAgents(t.db);
  key = await t.legacyKey("acme");
  globexKey = await t.legacyKey("globex");
  const agents = offsetEnvelope(VoiceAgent).parse((await http("GET", "/voice-agents")).body);
  agentId = agents.items[0]!.id;
  leads = offsetEnvelope(Lead).parse((await http("GET", "/leads?per_page=100")).body).items;
  const endpoint = await http("POST", "/webhook-endpoints", {
    url: "https://hooks.example.com/calls",
    event_types: ["call.completed"],
  });
  endpointSecret = (endpoint.body as { secret: string }).secret;
  expect(endpointSecret).toBeTruthy();
});
afterAll(async () => {
  await served.close();
  await t?.close();
});

async function http(
  method: string,
  path: string,
  body?: unknown,
  opts: { key?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${served.base}${P}${path}`, {
    method,
    headers: {
      "x-api-key": opts.key ?? key,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...opts.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: type.startsWith("application/json") && text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const balance = async (k = key) =>
  CreditsSummary.parse((await http("GET", "/analytics/credits", undefined, { key: k })).body);

function worker() {
  return new CallWorker({
    db: t.db,
    speed: SPEED,
    recordingBase: RECORDINGS,
    log: () => {},
  });
}

/** Completes every call in progress, each once its simulated duration (compressed) has passed. */
async function completeCalls() {
  const w = worker();
  await vi.waitUntil(
    async () => {
      while ((await w.tick()) > 0) {}
      const inProgress = await one<{ n: number }>(
        sql`select count(*)::int as n from calls where status = 'in_progress'`,
      );
      return inProgress.n === 0;
    },
    { timeout: 10_000, interval: 10 },
  );
}

async function place(body: Record<string, unknown>, k = key) {
  const res = await http("POST", "/calls", body, { key: k });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Call.parse(res.body);
}

const one = async <T>(q: ReturnType<typeof sql>) => (await sqlRows<T>(t.db, q))[0]!;

describe("voice agents", () => {
  it("lists the workspace's agents and reads one; another workspace's is a 404", async () => {
    const page = offsetEnvelope(VoiceAgent).parse((await http("GET", "/voice-agents")).body);
    expect(page).toMatchObject({ total: 1, page: 1, per_page: 25 });
    expect(page.items[0]).toMatchObject({ name: "Ava", status: "published", language: "en-US" });
    expect((await http("GET", `/voice-agents/${agentId}`)).body).toEqual(page.items[0]);
    const theirs = await http("GET", `/voice-agents/${agentId}`, undefined, { key: globexKey });
    expect(theirs).toMatchObject({
      status: 404,
      body: { detail: "The voice agent does not exist." },
    });
  });
});

describe("placing a call", () => {
  it("answers 201 in progress, charges the first minute, and completes with call.completed", async () => {
    const lead = leads[0]!;
    const before = await balance();
    const call = await place({ lead_id: lead.id, agent_id: agentId });
    expect(call).toMatchObject({
      lead_id: lead.id,
      lead_name: `${lead.first_name} ${lead.last_name}`,
      agent_id: agentId,
      agent_name: expect.any(String),
      campaign_id: null,
      campaign_name: null,
      direction: "outbound",
      status: "in_progress",
      outcome: null,
      duration_seconds: null,
      ended_at: null,
      transcript_url: null,
      credits: CREDIT_RATES.call_minute,
      simulated: true,
    });
    expect(call.id).toMatch(/^call_[0-9A-Za-z]{16}$/);
    expect(call.account_id).toMatch(/^acct_/);
    const placed = await balance();
    expect(before.balance - placed.balance).toBe(CREDIT_RATES.call_minute);
    expect(placed.ledger[0]).toMatchObject({
      amount: -CREDIT_RATES.call_minute,
      reason: "voice_call",
      description: `Voice call to ${lead.first_name} ${lead.last_name}: first minute (3 credits)`,
    });
    expect((await http("GET", `/calls/${call.id}`)).body).toEqual(call);
    const early = await http("GET", `/calls/${call.id}/recording`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      detail:
        "The call is still in progress; its recording is ready once it has ended (status completed).",
    });

    await completeCalls();
    const plan = planCall(call.id);
    const done = Call.parse((await http("GET", `/calls/${call.id}`)).body);
    expect(done).toMatchObject({
      status: "completed",
      outcome: plan.outcome,
      duration_seconds: plan.durationSeconds,
      transcript_url: `${RECORDINGS}/${call.id}/recording`,
      credits: callCredits(plan.durationSeconds),
    });
    // It ended when its duration, compressed, had passed: not before it started (the API
    // shows whole seconds), and not after it was read.
    expect(Date.parse(done.ended_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at));
    expect(Date.parse(done.ended_at!)).toBeLessThanOrEqual(Date.now());
    const [stored] = await sqlRows<{ lasted_ms: number }>(
      t.db,
      sql`select (extract(epoch from ended_at - started_at) * 1000)::float8 as lasted_ms
        from calls where id = ${call.id}`,
    );
    expect(Number(stored!.lasted_ms)).toBeGreaterThanOrEqual((plan.durationSeconds / SPEED) * 1000);
    // Exactly the call's price, from the rate table, over the two ledger entries.
    const after = await balance();
    expect(before.balance - after.balance).toBe(callCredits(plan.durationSeconds));
    const lead2 = await one<{ status: string }>(
      sql`select status from leads where id = ${lead.id}`,
    );
    expect(lead2.status).toBe("contacted");

    const [delivery] = await sqlRows<{ body: string; event_type: string }>(
      t.db,
      sql`select body, event_type from webhook_deliveries d join webhook_endpoints e
        on e.id = d.endpoint_id where e.url = 'https://hooks.example.com/calls'
        and d.body like ${`%${call.id}%`}`,
    );
    const event = WebhookEvent.parse(JSON.parse(delivery!.body));
    expect(event).toEqual({
      event_type: "call.completed",
      call_id: call.id,
      lead_id: lead.id,
      campaign_id: "",
      duration_seconds: plan.durationSeconds,
      outcome: plan.outcome,
      transcript_url: done.transcript_url,
    });
    // Completing again finds nothing: the call completed once.
    expect(await worker().tick()).toBe(0);
  });

  it("builds transcript_url from the platform's public address as it serves it; no row holds one", async () => {
    const [done] = offsetEnvelope(Call).parse(
      (await http("GET", "/calls?status=completed&per_page=1")).body,
    ).items;
    expect(done!.transcript_url).toBe(`${RECORDINGS}/${done!.id}/recording`);
    // The same call served by an instance that API clients reach at another address.
    const elsewhere = createApp({ ...t.deps, publicApiUrl: "https://api.example.com" });
    const res = await elsewhere.request(`${P}/calls/${done!.id}`, {
      headers: { "x-api-key": key },
    });
    expect(Call.parse(await res.json()).transcript_url).toBe(
      `https://api.example.com/api/v1/public/calls/${done!.id}/recording`,
    );
    const columns = await sqlRows<{ name: string }>(
      t.db,
      sql`select column_name as name from information_schema.columns
        where table_name = 'calls' and column_name like '%url%'`,
    );
    expect(columns).toEqual([]);
  });

  it("serves the recording as JSON by default and as WebVTT when asked", async () => {
    // A call someone answered, so its recording has turns.
    let call: Call | undefined;
    for (let i = 0; i < 20 && !call; i++) {
      const placed = await place({ lead_id: leads[1]!.id, agent_id: agentId });
      if (planCall(placed.id).outcome === "ended") call = placed;
    }
    await completeCalls();
    const json = await http("GET", `/calls/${call!.id}/recording`);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    const recording = CallRecording.parse(json.body);
    const duration = planCall(call!.id).durationSeconds;
    expect(recording).toMatchObject({ call_id: call!.id, duration_seconds: duration });
    expect(recording.cues.length).toBeGreaterThanOrEqual(4);
    expect(recording.cues[0]).toMatchObject({ start_seconds: 0, speaker: "agent", name: "Ava" });
    expect(recording.cues[1]).toMatchObject({ speaker: "lead", name: leads[1]!.first_name });
    expect(recording.cues.at(-1)!.end_seconds).toBe(duration);

    const vtt = await http("GET", `/calls/${call!.id}/recording`, undefined, {
      headers: { accept: "text/vtt" },
    });
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(vtt.text.startsWith("WEBVTT\n\n1\n00:00:00.000 --> ")).toBe(true);
    expect(vtt.text).toContain(`<v Ava>Hi ${leads[1]!.first_name}, this is Ava calling`);
    expect(vtt.text.split("\n\n")).toHaveLength(recording.cues.length + 1);

    const refused = await http("GET", `/calls/${call!.id}/recording`, undefined, {
      headers: { accept: "audio/mpeg" },
    });
    expect(refused.status).toBe(406);
    // Another workspace's call is not found, whatever it asks for.
    const theirs = await http("GET", `/calls/${call!.id}/recording`, undefined, {
      key: globexKey,
    });
    expect(theirs).toMatchObject({ status: 404, body: { detail: "The call does not exist." } });
  });

  it("402 with a sentence when the balance cannot pay the first minute, and spends nothing", async () => {
    const globex = await t.workspaceId("globex");
    await t.db.execute(sql`update credit_balances set balance = 2 where workspace_id = ${globex}`);
    const agents = offsetEnvelope(VoiceAgent).parse(
      (await http("GET", "/voice-agents", undefined, { key: globexKey })).body,
    );
    const theirLeads = offsetEnvelope(Lead).parse(
      (await http("GET", "/leads", undefined, { key: globexKey })).body,
    );
    const res = await http(
      "POST",
      "/calls",
      { lead_id: theirLeads.items[0]!.id, agent_id: agents.items[0]!.id },
      { key: globexKey },
    );
    expect(res).toMatchObject({
      status: 402,
      body: {
        detail:
          "The workspace's credits do not cover the first minute of a call; add credits, then place the call.",
      },
    });
    const after = await balance(globexKey);
    expect(after.balance).toBe(2);
    const calls = await one<{ n: number }>(
      sql`select count(*)::int as n from calls where workspace_id = ${globex}`,
    );
    expect(calls.n).toBe(0);
  });

  it("refuses a lead on do-not-contact, with a closed status or without a phone: 422 at lead_id", async () => {
    const before = await balance();
    const refused = async (leadId: string, msg: string) => {
      const res = await http("POST", "/calls", { lead_id: leadId, agent_id: agentId });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        detail: [{ loc: ["body", "lead_id"], msg, type: "value_error" }],
      });
    };
    const DNC =
      "This lead may not be contacted: it is on the do-not-contact list or its status is dnc, unsubscribed or bounced.";
    const suppressed = leads[2]!;
    await http("POST", "/do-not-contact", { type: "email", value: suppressed.email });
    await refused(suppressed.id, DNC);
    const unsubscribed = leads[3]!;
    await http("PATCH", `/leads/${unsubscribed.id}`, { status: "unsubscribed" });
    await refused(unsubscribed.id, DNC);
    // A lead that did not come from prospect search has no number.
    const { leadIds } = await activeCampaignWithLeads(t.db, {
      workspaceId: await t.workspaceId("acme"),
      size: 1,
      launchedAt: t.clock.now(),
    });
    await t.db.execute(sql`update campaigns set status = 'stopped'
      where id in (select campaign_id from campaign_enrollments where lead_id = ${leadIds[0]!})`);
    await refused(
      leadIds[0]!,
      "This lead has no phone number to call; only a lead found by prospect search has one.",
    );
    expect((await balance()).balance).toBe(before.balance);
  });

  it("refuses unknown ids, other workspaces' ids, wrong accounts and unknown fields", async () => {
    const lead = leads[4]!.id;
    const globexAgent = offsetEnvelope(VoiceAgent).parse(
      (await http("GET", "/voice-agents", undefined, { key: globexKey })).body,
    ).items[0]!.id;
    expect(await http("POST", "/calls", { lead_id: "lead_nope", agent_id: agentId })).toMatchObject(
      { status: 404, body: { detail: "The lead does not exist." } },
    );
    expect(await http("POST", "/calls", { lead_id: lead, agent_id: globexAgent })).toMatchObject({
      status: 404,
      body: { detail: "The voice agent does not exist." },
    });
    expect(
      await http("POST", "/calls", { lead_id: lead, agent_id: agentId, campaign_id: "cmp_x" }),
    ).toMatchObject({ status: 404, body: { detail: "The campaign does not exist." } });
    const email = (
      (await http("GET", "/connected-accounts?channel=email")).body as { items: { id: string }[] }
    ).items[0]!.id;
    const wrongAccount = await http("POST", "/calls", {
      lead_id: lead,
      agent_id: agentId,
      account_id: email,
    });
    expect(wrongAccount.status).toBe(422);
    expect((wrongAccount.body as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "account_id",
    ]);
    const extra = await http("POST", "/calls", { lead_id: lead, agent_id: agentId, to: "+1" });
    expect(extra.status).toBe(422);
    expect((extra.body as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual(["body", "to"]);
    const missing = await http("POST", "/calls", { lead_id: lead });
    expect((missing.body as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "agent_id",
    ]);
  });

  it("a retry under one Idempotency-Key, even at the same moment, places one call and charges once", async () => {
    const before = await balance();
    const body = { lead_id: leads[5]!.id, agent_id: agentId };
    const headers = { "Idempotency-Key": `call-${Date.now()}` };
    const pair = await Promise.all([
      http("POST", "/calls", body, { headers }),
      http("POST", "/calls", body, { headers }),
    ]);
    const ran = pair.filter(
      (r) => r.status === 201 && r.headers.get("idempotent-replayed") === null,
    );
    expect(ran).toHaveLength(1);
    const other = pair.find((r) => r !== ran[0])!;
    if (other.status !== 409) expect(other.body).toEqual(ran[0]!.body);
    const again = await http("POST", "/calls", body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(ran[0]!.body);
    const placed = await one<{ n: number }>(
      sql`select count(*)::int as n from calls where lead_id = ${leads[5]!.id}`,
    );
    expect(placed.n).toBe(1);
    expect(before.balance - (await balance()).balance).toBe(CREDIT_RATES.call_minute);
  });

  it("cuts a call off at the last minute paid for when the balance runs out, charging exactly that", async () => {
    const acme = await t.workspaceId("acme");
    // Calls earlier tests left in progress end first, while the balance is whole: ended in the
    // same batch as this one, they would spend the minute it is given.
    await completeCalls();
    // A call that lasts more than two minutes.
    let call: Call | undefined;
    for (let i = 0; i < 40 && !call; i++) {
      const placed = await place({ lead_id: leads[6]!.id, agent_id: agentId });
      if (planCall(placed.id).durationSeconds > 150) call = placed;
      else await completeCalls();
    }
    const saved = (await balance()).balance;
    // One more minute's worth, and a credit that pays no minute.
    await t.db.execute(
      sql`update credit_balances set balance = ${CREDIT_RATES.call_minute + 1} where workspace_id = ${acme}`,
    );
    await completeCalls();
    const done = Call.parse((await http("GET", `/calls/${call!.id}`)).body);
    expect(done).toMatchObject({
      status: "completed",
      duration_seconds: 120,
      credits: 2 * CREDIT_RATES.call_minute,
    });
    expect((await balance()).balance).toBe(1);
    const recording = CallRecording.parse((await http("GET", `/calls/${call!.id}/recording`)).body);
    expect(recording.cues.at(-1)!.end_seconds).toBe(120);
    await t.db.execute(
      sql`update credit_balances set balance = ${saved} where workspace_id = ${acme}`,
    );
  });
});

describe("the calls listing", () => {
  it("filters by lead_id and campaign_id (the listings' ids), agent_id, outcome and status", async () => {
    const acme = await t.workspaceId("acme");
    // A campaign of calls the engine runs to its end.
    const launchedAt = t.clock.now();
    const { campaignId, leadIds } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 30,
      launchedAt,
      steps: [{ channel: "call", wait_days: 0 }],
    });
    const engine = testEngine(t.db, { recordingBase: RECORDINGS });
    while ((await engine.tick()) > 0) {}
    // And a call placed for the campaign through the API.
    const direct = await place({
      lead_id: leads[7]!.id,
      agent_id: agentId,
      campaign_id: campaignId,
    });
    expect(direct.campaign_id).toBe(campaignId);

    const list = async (query: string) => {
      const res = await http("GET", `/calls?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return offsetEnvelope(Call).parse(res.body);
    };
    const ofCampaign = await list(`campaign_id=${campaignId}&per_page=100`);
    expect(ofCampaign.total).toBe(31);
    expect(ofCampaign.items.every((c) => c.campaign_id === campaignId)).toBe(true);
    expect(ofCampaign.items[0]!.id).toBe(direct.id);
    const engineCall = ofCampaign.items.find((c) => c.id !== direct.id)!;
    expect(engineCall).toMatchObject({
      status: "completed",
      agent_id: agentId,
      transcript_url: `${RECORDINGS}/${engineCall.id}/recording`,
    });
    expect(leadIds).toContain(engineCall.lead_id);
    const ofLead = await list(`lead_id=${engineCall.lead_id}`);
    expect(ofLead.items.map((c) => c.id)).toEqual([engineCall.id]);
    const { n: ended } = await one<{ n: number }>(
      sql`select count(*)::int as n from calls where campaign_id = ${campaignId} and outcome = 'ended'`,
    );
    expect((await list(`campaign_id=${campaignId}&outcome=ended`)).total).toBe(ended);
    expect(
      (await list(`campaign_id=${campaignId}&status=in_progress`)).items.map((c) => c.id),
    ).toEqual([direct.id]);
    const { n: all } = await one<{ n: number }>(
      sql`select count(*)::int as n from calls where workspace_id = ${acme}`,
    );
    const everything = await list("per_page=10&page=2");
    expect(everything).toMatchObject({ total: all, page: 2, per_page: 10 });
    expect((await list(`agent_id=${agentId}`)).total).toBe(all);
    // The engine's recordings are served as well.
    const recording = await http("GET", `/calls/${engineCall.id}/recording`);
    expect(recording.status).toBe(200);

    for (const [query, detail] of [
      ["lead_id=lead_unknown", "The lead does not exist."],
      ["campaign_id=cmp_unknown", "The campaign does not exist."],
      ["agent_id=agent_unknown", "The voice agent does not exist."],
    ]) {
      expect(await http("GET", `/calls?${query}`)).toMatchObject({ status: 404, body: { detail } });
    }
    const bad = await http("GET", "/calls?outcome=busy");
    expect(bad.status).toBe(422);
    expect((bad.body as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "query",
      "outcome",
    ]);
    // Another workspace sees none of them.
    expect((await http("GET", "/calls", undefined, { key: globexKey })).body).toMatchObject({
      total: 0,
      items: [],
    });
  });
});

describe("who may place calls", () => {
  it("needs the write scope and, for a key with a creator, the manager role", async () => {
    const body = { lead_id: leads[8]!.id, agent_id: agentId };
    const reader = (await t.createKey("owner@acme.test", { scopes: ["read"] })).key;
    expect((await http("POST", "/calls", body, { key: reader })).status).toBe(403);
    expect((await http("GET", "/calls", undefined, { key: reader })).status).toBe(200);
    const manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
    expect((await http("POST", "/calls", body, { key: manager })).status).toBe(201);
    const session = await t.signIn("owner@acme.test");
    const member = await t.memberByEmail("manager@acme.test");
    await t.request("PATCH", `/api/v1/console/members/${member.id}`, {
      session,
      body: { role: "member" },
    });
    expect((await http("POST", "/calls", body, { key: manager })).status).toBe(403);
    expect((await http("GET", "/voice-agents", undefined, { key: manager })).status).toBe(403);
  });
});

describe("completing calls on several workers", () => {
  it("completes each call once, charged once, with one call.completed, however many workers claim", async () => {
    // Calls earlier tests left in progress end first.
    await completeCalls();
    const before = await balance();
    const placed: Call[] = [];
    for (const lead of leads.slice(9, 21)) {
      placed.push(await place({ lead_id: lead.id, agent_id: agentId }));
    }
    const ids = placed.map((c) => c.id);
    // Every call's end has come before the workers start, so that they compete for all of them.
    await vi.waitUntil(
      async () => {
        const notDue = await one<{ n: number }>(
          sql`select count(*)::int as n from calls
            where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
              and started_at + (due_at - started_at) / ${SPEED}::float8 > now()`,
        );
        return notDue.n === 0;
      },
      { timeout: 10_000, interval: 10 },
    );
    const workers = [0, 1, 2].map(() => {
      const w = new CallWorker({
        db: t.db,
        speed: SPEED,
        recordingBase: RECORDINGS,
        batchSize: 2,
        log: () => {},
      });
      return w;
    });
    const drain = async (w: CallWorker) => {
      while ((await w.tick()) > 0) {}
    };
    await Promise.all(workers.map(drain));
    expect(workers.reduce((n, w) => n + w.completed, 0)).toBe(placed.length);
    const events = await sqlRows<{ body: string }>(
      t.db,
      sql`select d.body from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where e.url = 'https://hooks.example.com/calls' and d.event_type = 'call.completed'`,
    );
    const ofThese = events
      .map((e) => JSON.parse(e.body) as { call_id: string })
      .filter((e) => ids.includes(e.call_id));
    expect(ofThese.map((e) => e.call_id).sort()).toEqual([...ids].sort());
    const price = ids.reduce((sum, id) => sum + callCredits(planCall(id).durationSeconds), 0);
    expect(before.balance - (await balance()).balance).toBe(price);
  });
});
