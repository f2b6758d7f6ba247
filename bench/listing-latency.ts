import { sql } from "drizzle-orm";
import { createApp } from "../platform/app";
import { insertApiKey } from "../platform/data/api-keys";
import { openDatabase } from "../platform/db/client";
import { workspaces } from "../platform/db/schema";
import type { PlatformDeps } from "../platform/http/env";
import { newId } from "../platform/ids";
import { memoryRateLimiter } from "../platform/rate-limit/memory";
import { fmt } from "./load";

/**
 * Latency of the listings as a workspace grows: GET /lead-lists, /leads, /leads?lead_list_id=
 * and /jobs at 0, 10,000 and 100,000 leads (spread over 5 lists), in-process through
 * app.request() (auth and rate limiting on; no sockets, so only the platform's own cost), each
 * endpoint interleaved with the others. Beside them, the aggregate that GET /lead-lists ran
 * before lead counts were kept (every lead of the workspace joined and grouped per request).
 *   npx tsx bench/listing-latency.ts [requests-per-size=300]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/listing-latency.ts
 * A new workspace each run, so an existing database is left as it is (apart from that).
 */
const [requests = 300] = process.argv.slice(2).map(Number);
const SIZES = [0, 10_000, 100_000];
const LISTS = 5;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;
const workspaceId = newId("ws");
await db.insert(workspaces).values({
  id: workspaceId,
  slug: `bench-${workspaceId.slice(-8).toLowerCase()}`,
  name: "Listing bench",
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
const paths = {
  "GET /lead-lists": "/api/v1/public/lead-lists",
  "GET /leads": "/api/v1/public/leads",
  "GET /leads?lead_list_id": `/api/v1/public/leads?lead_list_id=${listIds[0]}`,
  "GET /jobs": "/api/v1/public/jobs",
};

async function addLeads(from: number, to: number) {
  if (to <= from) return;
  await db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name,
      job_title, company_name, created_at)
    select 'lead_bench_' || ${workspaceId} || '_' || g, ${workspaceId},
      (${`{${listIds.join(",")}}`}::text[])[1 + g % ${LISTS}::int], 'First' || g, 'Last' || g,
      'Engineer', 'Acme', now() - make_interval(secs => g)
    from generate_series(${from}::int, ${to - 1}::int) g`);
  await db.execute(sql`analyze leads`);
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function time(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const AGGREGATE = "(old per-request aggregate, SQL only)";
const results: Record<string, Record<number, { p50: number; p95: number }>> = Object.fromEntries(
  [...Object.keys(paths), AGGREGATE].map((name) => [name, {}]),
);
let have = 0;
for (const size of SIZES) {
  await addLeads(have, size);
  have = size;
  const samples: Record<string, number[]> = Object.fromEntries(
    Object.keys(paths).map((name) => [name, []]),
  );
  const aggregate: number[] = [];
  for (let i = 0; i < 20; i++) {
    for (const path of Object.values(paths))
      await app.request(path, { headers: { "x-api-key": key } });
  }
  for (let i = 0; i < requests; i++) {
    for (const [name, path] of Object.entries(paths)) {
      const ms = await time(async () => {
        const res = await app.request(path, { headers: { "x-api-key": key } });
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
        await res.text();
      });
      samples[name]!.push(ms);
    }
    if (i % 10 === 0) {
      aggregate.push(
        await time(() =>
          db.execute(sql`select l.id, count(d.id) from lead_lists l
            left join leads d on d.lead_list_id = l.id
            where l.workspace_id = ${workspaceId}
            group by l.id order by l.created_at desc, l.id desc limit 25`),
        ),
      );
    }
  }
  for (const [name, xs] of Object.entries(samples)) {
    results[name]![size] = { p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) };
  }
  results[AGGREGATE]![size] = {
    p50: quantile(aggregate, 0.5),
    p95: quantile(aggregate, 0.95),
  };
}

console.log(
  `${database.kind}, ${requests} requests per endpoint and size; p50 / p95 ms; ratio of p50 to 0 leads`,
);
const header = SIZES.map((s) => `${s.toLocaleString("en-US")} leads`.padStart(22)).join("");
console.log(`${"".padEnd(40)}${header}   ratio at ${SIZES.at(-1)!.toLocaleString("en-US")}`);
for (const [name, bySize] of Object.entries(results)) {
  const cells = SIZES.map((s) =>
    `${fmt(bySize[s]!.p50)} / ${fmt(bySize[s]!.p95)}`.padStart(22),
  ).join("");
  const ratio = bySize[SIZES.at(-1)!]!.p50 / bySize[0]!.p50;
  console.log(`${name.padEnd(40)}${cells}   ${fmt(ratio)}x`);
}

// The bench's workspace goes again (leads first: nothing else refers to them).
for (const table of ["leads", "lead_lists", "jobs", "api_keys"]) {
  await db.execute(sql`delete from ${sql.identifier(table)} where workspace_id = ${workspaceId}`);
}
await db.execute(sql`delete from workspaces where id = ${workspaceId}`);
await limiter.close();
await database.close();
