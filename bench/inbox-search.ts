import { sql } from "drizzle-orm";
import { insertApiKey } from "../platform/access/api-keys";
import { createApp } from "../platform/app";
import { workspaces } from "../platform/auth/tables";
import { openDatabase } from "../platform/db/client";
import type { PlatformDeps } from "../platform/http/env";
import { newId } from "../platform/ids";
import { memoryRateLimiter } from "../platform/rate-limit/memory";
import { fmt } from "./load";

/**
 * The inbox's search and its channel and owner filters on a large inbox, in-process through
 * app.request() (auth and rate limiting on; no sockets), against a small workspace measured in
 * the same rounds (each round requests every search of both, in turn, the order alternating).
 * The large workspace: 100,000 leads (or the second argument), each with a conversation of three messages (300,000
 * messages): the lead's reply is a text message for one in ten, an email otherwise; each
 * message names one of 50 topics ("topic7"), and one in 1,000 the word "renewal". The small
 * one: 100 leads shaped alike. Each search is the first page (25) of a new walk.
 *   npx tsx bench/inbox-search.ts [requests=100] [leads=100000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/inbox-search.ts
 * Two new workspaces each run, removed at the end.
 */
const [requests = 100, LARGE = 100_000] = process.argv.slice(2).map(Number);
const SMALL = 100;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;

async function newWorkspace(name: string, size: number) {
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
  const listId = newId("ll");
  await db.execute(
    sql`insert into lead_lists (id, workspace_id, name) values (${listId}, ${workspaceId}, 'Bench')`,
  );
  const lead = sql`'lead_bs_' || ${workspaceId} || '_' || g`;
  const conv = sql`'conv_bs_' || ${workspaceId} || '_' || g`;
  const series = sql`generate_series(1, ${size}::int) g`;
  await db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name,
      email, company_name, created_at)
    select ${lead}, ${workspaceId}, ${listId}, 'First' || g, 'Last' || g,
      'person' || g || '@company' || (g % 5000) || '.example.com', 'Company ' || (g % 5000),
      now() - make_interval(secs => g)
    from ${series}`);
  await db.execute(sql`insert into conversations (id, workspace_id, lead_id, last_message_at,
      last_message_preview, last_channel, last_direction, unread_count, created_at, updated_at)
    select ${conv}, ${workspaceId}, ${lead}, now() - make_interval(secs => g), '', 'email',
      'outbound', case when g % 10 = 0 then 1 else 0 end, now(), now()
    from ${series}`);
  // Oldest first, so seq follows time as the engine writes them.
  await db.execute(sql`insert into messages (id, workspace_id, conversation_id, lead_id,
      channel, direction, subject, body, status, sent_at, read_at, credits)
    select 'msg_bs_' || ${workspaceId} || '_' || g || '_' || k, ${workspaceId}, ${conv}, ${lead},
      case when k = 1 and g % 10 = 0 then 'sms' else 'email' end,
      case k when 1 then 'inbound' else 'outbound' end,
      case k when 0 then 'Quick question' end,
      'Hello First' || g || ', a note about topic' || ((g + k) % 50)
        || case when g % 1000 = 0 then ' and the renewal' else '' end || '.',
      case k when 1 then 'received' else 'sent' end,
      now() - make_interval(secs => g + 3600 - k * 600),
      case when k = 1 and g % 10 <> 0 then now() end, 0
    from ${series}, generate_series(0, 2) k
    order by g desc, k`);
  for (const table of ["leads", "conversations", "conversation_channels", "messages"]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  return { workspaceId, key };
}

const started = performance.now();
const small = await newWorkspace("Inbox search bench (small)", SMALL);
const large = await newWorkspace("Inbox search bench (large)", LARGE);
console.log(`seeded in ${fmt((performance.now() - started) / 1000)} s`);

const limiter = memoryRateLimiter();
const deps: PlatformDeps = {
  db,
  limiter: { ...limiter, hit: (bucket, _limit, windowMs) => limiter.hit(bucket, 1e12, windowMs) },
  entitlements: async (ws) => ws.planApiAccess,
  publicApiUrl: "http://localhost:4010",
  now: () => new Date(),
};
const app = createApp(deps);
const P = "/api/v1/public/conversations";
const SEARCHES: Record<string, string> = {
  "no search": P,
  "q=First77 (a name's start)": `${P}?q=First77`,
  "q=first7777 (a few leads)": `${P}?q=first7777`,
  "q=company42.example.com (20 leads' address)": `${P}?q=company42.example.com`,
  "q=renewal (0.1% of messages)": `${P}?q=renewal`,
  "q=topic7 (2% of messages)": `${P}?q=topic7`,
  "q=hello (every message)": `${P}?q=hello`,
  "channel=sms (10%)": `${P}?channel=sms`,
  "channel=sms&q=topic7": `${P}?channel=sms&q=topic7`,
  "owner_id=none": `${P}?owner_id=none`,
};
const names = Object.keys(SEARCHES);

async function get(key: string, path: string) {
  const t = performance.now();
  const res = await app.request(path, { headers: { "x-api-key": key } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.text();
  return performance.now() - t;
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const samples = Object.fromEntries(
  names.map((n) => [n, { small: [] as number[], large: [] as number[] }]),
);
for (let i = 0; i < 10; i++) for (const n of names) await get(large.key, SEARCHES[n]!);
for (let i = 0; i < requests; i++) {
  const order = i % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const);
  for (const n of names) {
    for (const w of order) {
      samples[n]![w].push(await get(w === "small" ? small.key : large.key, SEARCHES[n]!));
    }
  }
}
console.log(
  `${database.kind}, ${requests} requests each; p50 ms small (${SMALL} conversations) / large (${LARGE.toLocaleString("en-US")}) (ratio), p95 large`,
);
for (const n of names) {
  const s = samples[n]!;
  const a = quantile(s.small, 0.5);
  const b = quantile(s.large, 0.5);
  console.log(
    `${n.padEnd(48)}${`${fmt(a)} / ${fmt(b)} (${fmt(b / a)}x)`.padStart(26)}${fmt(quantile(s.large, 0.95)).padStart(10)}`,
  );
}

for (const { workspaceId } of [small, large]) {
  for (const table of ["messages", "conversations", "leads", "lead_lists", "api_keys"]) {
    await db.execute(sql`delete from ${sql.identifier(table)} where workspace_id = ${workspaceId}`);
    if (table === "messages") await db.execute(sql`vacuum messages`);
  }
  await db.execute(sql`delete from workspaces where id = ${workspaceId}`);
}
await limiter.close();
await database.close();
