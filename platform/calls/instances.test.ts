import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callCredits } from "../../contract/credit-rates";
import { emptyPostgresDatabase } from "../testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../testing/platform-process";
import { planCall } from "./plan";

/**
 * Two platform processes on one Postgres database, calls placed through both, and one of them
 * killed with SIGKILL while calls are under way: every call still completes exactly once (one
 * charge for its minutes, one call.completed), the survivor taking over what the dead one
 * held, since a claim is only the claiming transaction's row locks.
 */
const serverUrl = process.env.DATABASE_URL;
const KEY = `sk_live_${"c".repeat(32)}`;
const CALLS = 40;

describe.skipIf(!serverUrl)("the call worker on several instances", () => {
  let database: { url: string; drop: () => Promise<void> };
  let sql: postgres.Sql;
  const started: PlatformProcess[] = [];
  const start = async () => {
    const p = await startPlatformProcess({
      DATABASE_URL: database.url,
      SEED_PROSPECTS: "100",
      REDIS_URL: "",
      OUTREACH_API_KEY: KEY,
      JOB_POLL_MS: "50",
      // The longest call (12 simulated minutes) in under two seconds.
      SIMULATION_SPEED: "400",
    });
    started.push(p);
    return p;
  };

  beforeAll(async () => {
    database = await emptyPostgresDatabase(serverUrl!);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => stopPlatformProcess(p, "SIGKILL")));
    await sql?.end({ timeout: 5 });
    await database?.drop();
  });

  it("completes every call once when one of two instances is killed meanwhile", async () => {
    const first = await start();
    const second = await start();
    const api = async (p: PlatformProcess, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${p.baseUrl}/api/v1/public${path}`, {
        method,
        headers: { "x-api-key": KEY, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status >= 300)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    await api(first, "POST", "/webhook-endpoints", {
      url: "https://hooks.example.com/calls",
      event_types: ["call.completed"],
    });
    const agent = ((await api(first, "GET", "/voice-agents")).items as { id: string }[])[0]!;
    const leads = (await api(first, "GET", "/leads?per_page=100")).items as { id: string }[];
    const [acme] = await sql`select id, (select balance from credit_balances b
      where b.workspace_id = w.id) as balance from workspaces w where slug = 'acme'`;
    const ids: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const via = i % 2 === 0 ? first : second;
      const call = await api(via, "POST", "/calls", {
        lead_id: leads[i % leads.length]!.id,
        agent_id: agent.id,
      });
      ids.push(call.id as string);
    }
    const completed = async () => {
      const [row] = await sql`select count(*)::int as n from calls
        where id = any(${ids}) and status = 'completed'`;
      return row!.n as number;
    };
    await expect.poll(completed, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    await stopPlatformProcess(first, "SIGKILL");
    await expect.poll(completed, { timeout: 60_000, interval: 100 }).toBe(CALLS);

    const price = ids.reduce((sum, id) => sum + callCredits(planCall(id).durationSeconds), 0);
    const [books] = await sql`select
        (select -sum(amount)::int from credit_ledger
          where workspace_id = ${acme!.id} and reason = 'voice_call') as charged,
        (select sum(credits)::int from calls where id = any(${ids})) as recorded,
        (select balance from credit_balances where workspace_id = ${acme!.id}) as balance`;
    expect(books).toEqual({ charged: price, recorded: price, balance: acme!.balance - price });
    const events =
      await sql`select body from webhook_deliveries where event_type = 'call.completed'`;
    const callIds = events.map((e) => JSON.parse(e.body as string).call_id as string).sort();
    expect(callIds).toEqual([...ids].sort());
    for (const id of ids) {
      const [row] = await sql`select outcome, duration_seconds from calls where id = ${id}`;
      const plan = planCall(id);
      expect(row).toEqual({ outcome: plan.outcome, duration_seconds: plan.durationSeconds });
    }
    expect(second.child.exitCode).toBeNull();
  }, 150_000);
});
