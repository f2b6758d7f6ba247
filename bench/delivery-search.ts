import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { insertApiKey } from "../platform/access/api-keys";
import { createApp } from "../platform/app";
import { workspaces } from "../platform/auth/tables";
import { openDatabase } from "../platform/db/client";
import { webhookEndpoints } from "../platform/events/tables";
import type { PlatformDeps } from "../platform/http/env";
import { newId } from "../platform/ids";
import { memoryRateLimiter } from "../platform/rate-limit/memory";
import { fmt } from "./load";

/**
 * Finding deliveries in a large history: GET /webhook-endpoints/{id}/deliveries with each
 * search filter, over one endpoint's N deliveries (default 200,000: reply.received events
 * naming 20,000 leads and 200 campaigns; one body in 1,000 holds the rare word), in-process
 * through app.request() (auth and rate limiting on; no sockets). Beside them, SQL only, what
 * the same questions cost without what this feature added: the lead read out of every body
 * (no extracted column), and a text search with no bound (every body read).
 *   npx tsx bench/delivery-search.ts [deliveries=200000] [requests=60]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/delivery-search.ts
 * A new workspace each run; it is deleted at the end.
 */
const [deliveries = 200_000, requests = 60] = process.argv.slice(2).map(Number);
const LEADS = 20_000;
const CAMPAIGNS = 200;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;
const workspaceId = newId("ws");
await db.insert(workspaces).values({
  id: workspaceId,
  slug: `bench-${workspaceId.slice(-8).toLowerCase()}`,
  name: "Delivery search bench",
});
const { value: key } = await insertApiKey(db, {
  workspaceId,
  label: "bench",
  scopes: null,
  environment: "live",
  expiresAt: null,
  creator: null,
});
const endpointId = `we_bench${workspaceId.slice(-8)}`;
await db.insert(webhookEndpoints).values({
  id: endpointId,
  workspaceId,
  url: "https://hooks.example.com/in",
  eventTypes: ["reply.received"],
  secret: "whsec_bench",
});

const loaded = performance.now();
// Oldest first, so seq order is time order; the lead and campaign columns fill themselves.
const CHUNK = 50_000;
for (let from = 0; from < deliveries; from += CHUNK) {
  const to = Math.min(deliveries, from + CHUNK) - 1;
  await db.execute(sql`insert into webhook_deliveries (id, workspace_id, endpoint_id, event_type,
      body, trigger, status, attempt_count, created_at, completed_at)
    select 'whd_b' || lpad(g::text, 11, '0'), ${workspaceId}, ${endpointId}, 'reply.received',
      json_build_object('event_type', 'reply.received', 'lead_id', 'lead_' || (g % ${LEADS}::int),
        'channel', 'email', 'direction', 'inbound',
        'message_preview', case when g % 1000 = 7 then 'Could we meet on the quayside?'
          else 'Thanks for reaching out, let us talk on Thursday afternoon.' end,
        'campaign_id', 'cmp_' || (g % ${CAMPAIGNS}::int), 'communication_id', 'msg_' || g)::text,
      'event', 'succeeded', 1, now() - make_interval(secs => ${deliveries}::int - g),
      now() - make_interval(secs => ${deliveries}::int - g)
    from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze webhook_deliveries`);
const loadSeconds = (performance.now() - loaded) / 1000;

const limiter = memoryRateLimiter();
const deps: PlatformDeps = {
  db,
  // Latency, not the rate limit: the limiter still runs on every request.
  limiter: { ...limiter, hit: (bucket, _limit, windowMs) => limiter.hit(bucket, 1e12, windowMs) },
  entitlements: async (ws) => ws.planApiAccess,
  publicApiUrl: "http://localhost:4010",
  now: () => new Date(),
};
const app = createApp(deps);
const base = `/api/v1/public/webhook-endpoints/${endpointId}/deliveries`;

async function get(query: string) {
  const res = await app.request(`${base}${query}`, { headers: { "x-api-key": key } });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { items: unknown[]; next_cursor: string | null };
}
// A cursor ten pages into the campaign's deliveries: pages deep in a filtered walk.
let deep = "";
for (let i = 0, cursor: string | null = null; i < 10; i++) {
  cursor = (await get(`?campaign_id=cmp_5${cursor ? `&cursor=${cursor}` : ""}`)).next_cursor;
  deep = cursor ?? "";
}
const middle = `whd_b${String(Math.floor(deliveries / 2)).padStart(11, "0")}`;
const queries: Record<string, string> = {
  "no filter (first page)": "",
  delivery_id: `?delivery_id=${middle}`,
  "lead_id (10 matches)": "?lead_id=lead_42",
  "campaign_id (1,000 matches)": "?campaign_id=cmp_5",
  "campaign_id, 11th page": `?campaign_id=cmp_5&cursor=${deep}`,
  "q, common word": "?q=thursday",
  "q, rare word (bound reached)": "?q=quayside",
  "q + lead_id": "?q=thursday&lead_id=lead_42",
  "lead_id + status + event_type": "?lead_id=lead_42&status=succeeded&event_type=reply.received",
};
const reference: Record<string, () => Promise<unknown>> = {
  "(SQL) lead read from every body": () =>
    db.execute(sql`select id from webhook_deliveries where endpoint_id = ${endpointId}
      and (body::jsonb ->> 'lead_id') = 'lead_42' order by seq desc limit 26`),
  "(SQL) rare word, no bound": () =>
    db.execute(sql`select id from webhook_deliveries where endpoint_id = ${endpointId}
      and strpos(lower(body), 'quayside') > 0 order by seq desc limit 26`),
};

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
async function time(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const samples: Record<string, number[]> = {};
const names = [...Object.keys(queries), ...Object.keys(reference)];
for (const name of names) samples[name] = [];
const found: Record<string, number> = {};
for (const [name, query] of Object.entries(queries)) found[name] = (await get(query)).items.length;
const loadBefore = loadavg()[0]!;
// Interleaved, so a burst of load on the machine falls on every line alike.
for (let i = 0; i < requests; i++) {
  for (const [name, query] of Object.entries(queries)) {
    samples[name]!.push(await time(() => get(query)));
  }
  // The references are slow; a third as many samples.
  if (i % 3 === 0) {
    for (const [name, run] of Object.entries(reference)) samples[name]!.push(await time(run));
  }
}
const loadAfter = loadavg()[0]!;

console.log(
  `${database.kind}, ${deliveries.toLocaleString("en-US")} deliveries on one endpoint (loaded in ${fmt(loadSeconds)} s), ${requests} requests each; load average ${fmt(loadBefore)} before, ${fmt(loadAfter)} after`,
);
console.log(
  `${"".padEnd(36)}${"items".padStart(6)}${"median ms".padStart(12)}${"p95 ms".padStart(10)}`,
);
for (const name of names) {
  const xs = samples[name]!;
  const items = found[name] === undefined ? "" : String(found[name]);
  console.log(
    `${name.padEnd(36)}${items.padStart(6)}${fmt(quantile(xs, 0.5)).padStart(12)}${fmt(quantile(xs, 0.95)).padStart(10)}`,
  );
}

for (const table of ["webhook_deliveries", "webhook_endpoints", "api_keys"]) {
  await db.execute(sql`delete from ${sql.identifier(table)} where workspace_id = ${workspaceId}`);
}
await db.execute(sql`delete from workspaces where id = ${workspaceId}`);
await database.close();
