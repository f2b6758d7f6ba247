import { mkdirSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { ProspectingFiltersInput } from "../contract/prospecting";
import { ProspectingFilters } from "../contract/prospecting";
import { insertApiKey } from "../platform/access/api-keys";
import { createApp } from "../platform/app";
import { workspaces } from "../platform/auth/tables";
import { creditBalance, grantCredits } from "../platform/credits/credits";
import { openDatabase } from "../platform/db/client";
import type { PlatformDeps } from "../platform/http/env";
import { leadLists } from "../platform/leads/tables";
import {
  matchingSeqsQuery,
  planForActualValues,
} from "../platform/prospecting/prospect-search-snapshot";
import { ensureSearchStatistics } from "../platform/prospecting/prospect-search-statistics";
import { seedDemo } from "../platform/seed/demo";

/**
 * Latency of POST /lead-lists/{id}/prospect-search/preview, in process (`app.request`, auth
 * and every check on; rate limits counted but never reached), over varied filter mixes, next
 * to the bare snapshot query that the preview runs (`array(select seq ... order by seq limit 10001)`).
 *
 *   npx tsx bench/prospect-preview.ts [prospects=100000] [rounds=5]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_1m npx tsx bench/prospect-preview.ts 1000000
 *
 * `PREVIEW_SORT=-employee_count` (any of PREVIEW_SORTS) times sorted previews instead.
 *
 * PGlite keeps its data in .data-bench/prospects-<n> so the corpus is seeded once; with
 * DATABASE_URL the database is used (and seeded) as given.
 */
const [prospects = 100_000, rounds = 5] = process.argv.slice(2).map(Number);
const sort = process.env.PREVIEW_SORT || undefined;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : `.data-bench/prospects-${prospects}`;
if (dataDir) mkdirSync(dataDir, { recursive: true });

const database = await openDatabase({ databaseUrl, dataDir });
const { db } = database;
const seedStarted = performance.now();
await seedDemo(db, {
  password: "bench",
  prospects,
  log: (line) => console.log(`[seed] ${line}`),
});
console.log(`corpus ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const [acme] = await db.select().from(workspaces).where(eq(workspaces.slug, "acme"));
const [list] = await db.select().from(leadLists).where(eq(leadLists.workspaceId, acme!.id));
if ((await creditBalance(db, acme!.id)) < 10_000_000) {
  await grantCredits(db, { workspaceId: acme!.id, amount: 100_000_000, reason: "grant" });
}
const { value: key } = await insertApiKey(db, {
  workspaceId: acme!.id,
  label: "bench",
  scopes: null,
  environment: "live",
  expiresAt: null,
  creator: null,
});

const deps: PlatformDeps = {
  db,
  // Counted like production, but with a limit no bench run reaches.
  limiter: {
    hit: async (_bucket, _limit, windowMs) => ({
      limit: Number.MAX_SAFE_INTEGER,
      remaining: Number.MAX_SAFE_INTEGER,
      resetAt: Math.ceil((Date.now() + windowMs) / 1000),
      retryAfter: 1,
      allowed: true,
    }),
    close: async () => {},
  },
  entitlements: async (ws) => ws.planApiAccess,
  publicApiUrl: "http://localhost:4010",
  now: () => new Date(),
};
const app = createApp(deps);
const path = `/api/v1/public/lead-lists/${list!.id}/prospect-search/preview`;

type Mix = { name: string; filters: ProspectingFiltersInput; enrich?: boolean; pageSize?: number };
const MIXES: Mix[] = [
  { name: "everyone", filters: {} },
  { name: "job_level vp,director", filters: { job_level: ["vp", "director"] } },
  { name: "job_level intern", filters: { job_level: ["intern"] } },
  { name: "job_title CFO", filters: { job_title: ["Chief Financial Officer"] } },
  { name: "job_title VP Sales", filters: { job_title: ["VP Sales"] } },
  { name: "job_title keyword Sales", filters: { job_title: ["Sales"] } },
  { name: "job_title keyword Manager", filters: { job_title: ["Manager"] } },
  {
    name: "job_title Sales,Marketing + US",
    filters: { job_title: ["Sales", "Marketing"], country: ["United States"] },
  },
  {
    name: "function finance + level c_suite",
    filters: { job_function: ["finance"], job_level: ["c_suite"] },
  },
  { name: "country Germany", filters: { country: ["germany"] } },
  { name: "state Texas", filters: { state: ["Texas"] } },
  { name: "city Austin", filters: { city: "austin" } },
  { name: "industry Software Dev.", filters: { industry: "Software Development" } },
  { name: "crm Salesforce", filters: { crm_tech: ["Salesforce"] } },
  {
    name: "erp SAP + hiring eng.",
    filters: { erp_tech: ["SAP S/4HANA"], hiring_departments: ["engineering"] },
  },
  { name: "analytics Mixpanel,Amplitude", filters: { analytics_tech: ["Mixpanel", "Amplitude"] } },
  { name: "company contains 'wave'", filters: { company_name: "wave" } },
  { name: "company prefix 'blue'", filters: { company_name: "blue", company_name_mode: "prefix" } },
  { name: "domain exact", filters: { domain: "https://www.bluewaveanalytics.com/" } },
  { name: "employees 1k-5k", filters: { employee_count_min: 1000, employee_count_max: 5000 } },
  { name: "employees >= 100k", filters: { employee_count_min: 100_000 } },
  { name: "revenue 10M-50M bucket", filters: { revenue_buckets: ["10M-50M"] } },
  { name: "revenue >= 1B", filters: { revenue_min: 1e9 } },
  {
    name: "series_a funded after 2024",
    filters: { funding_types: ["series_a"], funded_after: "2024-01-01" },
  },
  { name: "founded >= 2020 + web app", filters: { founded_on: 2020, has_web_app: true } },
  { name: "growth >= 50%", filters: { min_network_growth_rate: 50 } },
  { name: "traffic >= 1M", filters: { min_monthly_web_traffic: 1_000_000 } },
  { name: "has_ciso + no mobile", filters: { has_ciso: true, has_mobile_app: false } },
  {
    name: "US directors in SaaS w/ HubSpot",
    filters: {
      country: ["United States"],
      job_level: ["director"],
      network_industry: ["Technology, Information and Media"],
      crm_tech: ["HubSpot CRM"],
    },
  },
  { name: "nothing matches", filters: { crm_tech: ["No Such Tool"] } },
  { name: "enrich 100, everyone", filters: {}, enrich: true },
  {
    name: "enrich 25, vp finance",
    filters: { job_level: ["vp"], job_function: ["finance"] },
    enrich: true,
    pageSize: 25,
  },
];

async function timePreview(mix: Mix) {
  const started = performance.now();
  const res = await app.request(path, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({
      filters: mix.filters,
      auto_enrich: mix.enrich ?? false,
      page_size: mix.pageSize ?? 100,
      ...(sort ? { sort } : {}),
    }),
  });
  const body = (await res.json()) as { total_matches: number | null };
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`${mix.name}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, total: body.total_matches };
}

/** The snapshot query alone (both steps), as the preview runs it: the seqs stay in the database. */
async function timeBareQuery(mix: Mix) {
  const filters = ProspectingFilters.parse(mix.filters);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await planForActualValues(tx);
    const seqs = await matchingSeqsQuery(tx, filters);
    await tx.execute(sql`select cardinality(array(${seqs}))`);
  });
  return performance.now() - started;
}

await ensureSearchStatistics(db);
for (const mix of MIXES) {
  await timePreview(mix);
  await timeBareQuery(mix);
}

const samples = new Map<string, { preview: number[]; bare: number[]; total: number | null }>();
for (let round = 0; round < rounds; round++) {
  for (const mix of MIXES) {
    const entry = samples.get(mix.name) ?? { preview: [], bare: [], total: null };
    // Alternate which goes first, so neither always enjoys the warmer cache.
    if (round % 2 === 0) {
      const p = await timePreview(mix);
      entry.preview.push(p.ms);
      entry.total = p.total;
      entry.bare.push(await timeBareQuery(mix));
    } else {
      entry.bare.push(await timeBareQuery(mix));
      const p = await timePreview(mix);
      entry.preview.push(p.ms);
      entry.total = p.total;
    }
    samples.set(mix.name, entry);
  }
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

console.log(
  `\n${prospects.toLocaleString("en-US")} prospects on ${database.kind}, ${rounds} rounds x ${MIXES.length} mixes${sort ? `, sort ${sort} (bare SQL unsorted)` : ""}`,
);
console.log(`${"mix".padEnd(36)} ${"matches".padStart(8)}  preview p50  bare p50`);
for (const [name, s] of samples) {
  console.log(
    `${name.padEnd(36)} ${String(s.total ?? ">10k").padStart(8)}  ${fmt(quantile(s.preview, 0.5))} ms ${fmt(quantile(s.bare, 0.5))} ms`,
  );
}
const preview = [...samples.values()].flatMap((s) => s.preview);
const bare = [...samples.values()].flatMap((s) => s.bare);
console.log(`\nall samples        p50        p95        max`);
console.log(
  `preview      ${fmt(quantile(preview, 0.5))} ms ${fmt(quantile(preview, 0.95))} ms ${fmt(Math.max(...preview))} ms`,
);
console.log(
  `bare SQL     ${fmt(quantile(bare, 0.5))} ms ${fmt(quantile(bare, 0.95))} ms ${fmt(Math.max(...bare))} ms`,
);
console.log(
  `preview/bare ${(quantile(preview, 0.5) / quantile(bare, 0.5)).toFixed(2).padStart(7)}x   ${(quantile(preview, 0.95) / quantile(bare, 0.95)).toFixed(2).padStart(7)}x`,
);
await database.close();
