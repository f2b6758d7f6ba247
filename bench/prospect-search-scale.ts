import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { ProspectingFilters } from "../contract/prospecting";
import { insertApiKey } from "../platform/access/api-keys";
import { workspaces } from "../platform/auth/tables";
import { openDatabase } from "../platform/db/client";
import { sqlRows } from "../platform/db/sql-rows";
import {
  matchingSeqsQuery,
  planForActualValues,
} from "../platform/prospecting/prospect-search-snapshot";
import { prepareCorpus } from "./prospect-search-corpus";
import { FILTER_SETS, type FilterSet } from "./prospect-search-sets";

/**
 * Prospect search as the corpus grows, over real HTTP against the platform as `npm run
 * platform` runs it (its own process, auth and rate limits on, its job runner doing imports):
 * for each of 20 filter sets, the preview's first page (POST), page 1 and page 50 of it (GET),
 * the live count (POST /prospect-search/count) and an import of the result set into a new
 * list, timed from the POST to the job's end. Prints medians and p95 with the load average
 * beside each, and the platform's resident memory before and after.
 *
 *   npx tsx bench/prospect-search-scale.ts --size 10000000            # Postgres, seeds first
 *   npx tsx bench/prospect-search-scale.ts --size 10000000 --reuse    # the database as left
 *   npx tsx bench/prospect-search-scale.ts --size 1000000 --pglite
 *   ... --rounds 7 --import-rounds 1 --explain (plans of the sets that miss a goal)
 *
 * Postgres databases are `bench_prospects_<size>` on BENCH_POSTGRES_URL (default the local
 * server), kept after the run; PGlite folders are `.data-bench/prospects-<size>`.
 */
const { values: args } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    pglite: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    rounds: { type: "string", default: "5" },
    "import-rounds": { type: "string", default: "1" },
    explain: { type: "boolean", default: false },
    port: { type: "string", default: "3611" },
  },
});
const size = Number(args.size);
const rounds = Number(args.rounds);
const importRounds = Number(args["import-rounds"]);
const port = Number(args.port);
const serverUrl = args.pglite
  ? undefined
  : (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const load = () => loadavg()[0]!;
const log = (line: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)} load ${load().toFixed(1)}] ${line}`);

const corpus = await prepareCorpus({ size, serverUrl, reuse: args.reuse, log });

// Keys made before the platform starts (PGlite has one process at a time): the default tier
// allows 300 requests a minute per key, so requests take turns over enough keys to stay under.
const KEY_COUNT = 24;
const keys: string[] = [];
{
  const database = await openDatabase({
    databaseUrl: corpus.env.DATABASE_URL,
    dataDir: corpus.env.DATA_DIR,
  });
  const [acme] = await database.db.select().from(workspaces).where(eq(workspaces.slug, "acme"));
  for (let i = 0; i < KEY_COUNT; i++) {
    const { value } = await insertApiKey(database.db, {
      workspaceId: acme!.id,
      label: `bench ${i}`,
      scopes: null,
      environment: "live",
      expiresAt: null,
      creator: null,
    });
    keys.push(value);
  }
  await database.close();
}

const platform = await startPlatform();
const base = `http://127.0.0.1:${port}/api/v1/public`;
let turn = 0;
const failures: string[] = [];

async function call(method: string, path: string, body?: unknown) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      "x-api-key": keys[turn++ % keys.length]!,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  // A server error (a statement past the request deadline answers 503) is a figure too: it
  // is counted, and its time kept as a sample. Anything else is the bench's own mistake.
  if (res.status >= 500)
    failures.push(
      `${res.status} ${method} ${path.split("?")[0]!.replace(/\/(ll|job)_\w+|\/[0-9a-f-]{36}/g, "/{id}")}`,
    );
  else if (res.status >= 300) {
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  }
  return { ms, json, ok: res.status < 300 };
}

type Samples = {
  preview: number[];
  page1: number[];
  page50: number[];
  count: number[];
  importMs: number[];
  imported: number[];
  load: number[];
  total: number | null;
  counted: number | null;
};

const list = await call("POST", "/lead-lists", { name: "bench previews" });
const listId = list.json.id as string;

async function previewRound(set: FilterSet, s: Samples) {
  const preview = await call("POST", `/lead-lists/${listId}/prospect-search/preview`, {
    filters: set.filters,
    auto_enrich: false,
    page_size: 25,
  });
  s.preview.push(preview.ms);
  s.load.push(load());
  if (!preview.ok) return;
  s.total = preview.json.total_matches as number | null;
  const previewPath = `/lead-lists/${listId}/prospect-search/preview/${preview.json.id}`;
  s.page1.push((await call("GET", `${previewPath}?page=1&page_size=25`)).ms);
  s.page50.push((await call("GET", `${previewPath}?page=50&page_size=25`)).ms);
  const count = await call("POST", "/prospect-search/count", { filters: set.filters });
  s.count.push(count.ms);
  if (count.ok) s.counted = count.json.total_matches as number | null;
}

async function importRound(set: FilterSet, s: Samples) {
  const target = await call("POST", "/lead-lists", { name: `bench import ${set.name}` });
  const targetId = target.json.id as string;
  const preview = await call("POST", `/lead-lists/${targetId}/prospect-search/preview`, {
    filters: set.filters,
    auto_enrich: false,
    page_size: 25,
  });
  if (!preview.ok) return;
  const started = performance.now();
  const job = await call("POST", `/lead-lists/${targetId}/prospect-search/import`, {
    preview_id: preview.json.id,
  });
  for (;;) {
    const state = await call("GET", `/jobs/${job.json.id}`);
    if (state.json.status === "completed") {
      s.importMs.push(performance.now() - started);
      s.imported.push((state.json.result as { added: number }).added);
      break;
    }
    if (state.json.status === "failed")
      throw new Error(`import failed: ${JSON.stringify(state.json)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const samples = new Map<string, Samples>(
  FILTER_SETS.map((set) => [
    set.name,
    {
      preview: [],
      page1: [],
      page50: [],
      count: [],
      importMs: [],
      imported: [],
      load: [],
      total: null,
      counted: null,
    },
  ]),
);

// One warm-up pass: the first touch of each index reads it from disk, which no user repeats.
for (const set of FILTER_SETS)
  await previewRound(set, {
    ...samples.get(set.name)!,
    preview: [],
    page1: [],
    page50: [],
    count: [],
    load: [],
  });
const rssBefore = rssMb(platform.pid!);
log(
  `measuring: ${rounds} rounds x ${FILTER_SETS.length} sets, platform RSS ${rssBefore.toFixed(0)} MB`,
);
for (let round = 0; round < rounds; round++) {
  // Alternate the order so no set always follows the same neighbour.
  const order = round % 2 === 0 ? FILTER_SETS : [...FILTER_SETS].reverse();
  for (const set of order) await previewRound(set, samples.get(set.name)!);
  log(`round ${round + 1} done, RSS ${rssMb(platform.pid!).toFixed(0)} MB`);
}
for (let round = 0; round < importRounds; round++) {
  for (const set of FILTER_SETS) await importRound(set, samples.get(set.name)!);
  log(`import round ${round + 1} done, RSS ${rssMb(platform.pid!).toFixed(0)} MB`);
}
const rssAfter = rssMb(platform.pid!);
platform.kill("SIGTERM");

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (x: number) => (Number.isNaN(x) ? "–" : x.toFixed(0));
const pair = (xs: number[]) => `${ms(quantile(xs, 0.5))} / ${ms(quantile(xs, 0.95))}`;
const shown = (n: number | null) => (n === null ? "> 10,000" : n.toLocaleString("en-US"));

const title = `${size.toLocaleString("en-US")} prospects, ${corpus.kind}, ${rounds} rounds (import ${importRounds})`;
console.log(`\n${title}; ms p50 / p95; load = 1-min load average during the set's samples\n`);
console.log(
  "| filter set | kind | matches | count says | preview | GET page 1 | GET page 50 | count | import ms (leads) | ms per 1,000 imported | load |",
);
console.log("| - | - | - | - | - | - | - | - | - | - | - |");
for (const set of FILTER_SETS) {
  const s = samples.get(set.name)!;
  const imported = s.imported.reduce((a, b) => a + b, 0);
  const importTotal = s.importMs.reduce((a, b) => a + b, 0);
  console.log(
    `| ${set.name} | ${set.kind} | ${shown(s.total)} | ${shown(s.counted)} | ${pair(s.preview)} | ${pair(s.page1)} | ${pair(s.page50)} | ${pair(s.count)} | ${ms(quantile(s.importMs, 0.5))} (${s.imported[0] ?? "–"}) | ${imported >= 1000 ? ms(importTotal / (imported / 1000)) : "–"} | ${quantile(s.load, 0.5).toFixed(1)} |`,
  );
}
const of = (kind: FilterSet["kind"], key: "preview" | "count" | "page1" | "page50") =>
  FILTER_SETS.filter((set) => set.kind === kind).flatMap((set) => samples.get(set.name)![key]);
const allLoad = [...samples.values()].flatMap((s) => s.load);
console.log(`\nall samples (p50 / p95 ms)     selective      broad         goal at 10M`);
console.log(
  `preview, first page        ${pair(of("selective", "preview")).padEnd(14)} ${pair(of("broad", "preview")).padEnd(13)} p95 ≤ 150 / ≤ 400`,
);
console.log(
  `GET page 1                 ${pair(of("selective", "page1")).padEnd(14)} ${pair(of("broad", "page1")).padEnd(13)}`,
);
console.log(
  `GET page 50                ${pair(of("selective", "page50")).padEnd(14)} ${pair(of("broad", "page50")).padEnd(13)} ≈ page 1`,
);
console.log(
  `live count                 ${pair(of("selective", "count")).padEnd(14)} ${pair(of("broad", "count")).padEnd(13)} p95 ≤ 200`,
);
console.log(
  `server errors: ${failures.length}${failures.length ? ` (${[...new Set(failures)].join("; ")})` : ""}`,
);
console.log(`platform RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
console.log(
  `load average over the samples: ${Math.min(...allLoad).toFixed(1)}–${Math.max(...allLoad).toFixed(1)} (median ${quantile(allLoad, 0.5).toFixed(1)}), 2 cores`,
);

if (args.explain && corpus.env.DATABASE_URL) await explainMisses();
process.exit(0);

/** EXPLAIN (ANALYZE, BUFFERS) of the preview's snapshot query for each set that missed its goal. */
async function explainMisses() {
  const database = await openDatabase({ databaseUrl: corpus.env.DATABASE_URL });
  for (const set of FILTER_SETS) {
    const s = samples.get(set.name)!;
    const goal = set.kind === "selective" ? 150 : 400;
    if (quantile(s.preview, 0.95) <= goal && quantile(s.count, 0.95) <= 200) continue;
    const filters = ProspectingFilters.parse(set.filters);
    const plan = await database.db.transaction(async (tx) => {
      await planForActualValues(tx);
      const query = await matchingSeqsQuery(tx, filters);
      return sqlRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain (analyze, buffers) select cardinality(array(${query}))`,
      );
    });
    console.log(`\n### ${set.name}\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}`);
  }
  await database.close();
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** `npm run platform` on the corpus's database, in its own process, ready to serve. */
async function startPlatform(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "platform/main.ts"], {
    env: {
      ...process.env,
      ...corpus.env,
      PLATFORM_PORT: String(port),
      SEED_PROSPECTS: String(size),
      SEED_PASSWORD: "bench",
      WEBHOOK_DEMO: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the platform exited (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes("Listening on")) resolve();
    });
  });
  return child;
}
