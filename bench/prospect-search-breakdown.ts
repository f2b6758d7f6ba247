import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { ProspectingFilters } from "../contract/prospecting";
import { openDatabase } from "../platform/db/client";
import { countWithBreakdown } from "../platform/prospecting/prospect-search-breakdown";
import { countMatches } from "../platform/prospecting/prospect-search-count";
import { relaxations } from "../platform/prospecting/prospect-search-relaxations";
import { ensureSearchStatistics } from "../platform/prospecting/prospect-search-statistics";
import { prepareCorpus } from "./prospect-search-corpus";
import { FILTER_SETS } from "./prospect-search-sets";

/**
 * "Why so few?": the count with its per-filter breakdown (`POST /prospect-search/count` with
 * `breakdown: true`) for the 20 benchmark filter sets, timed as the route runs it (one
 * transaction, one statement of bounded counts), beside the plain live count of the same set.
 * In-process, so the figures are the database's work without HTTP. Prints p50 / p95 per set
 * and over all samples, with the load average.
 *
 *   npx tsx bench/prospect-search-breakdown.ts --pglite --size 100000          # seeds .data-bench
 *   npx tsx bench/prospect-search-breakdown.ts --pglite --size 100000 --reuse
 *   npx tsx bench/prospect-search-breakdown.ts --size 1000000 --reuse          # bench_prospects_1m
 */
const { values: args } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    pglite: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    rounds: { type: "string", default: "7" },
  },
});
const size = Number(args.size);
const rounds = Number(args.rounds);
const serverUrl = args.pglite
  ? undefined
  : (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const load = () => loadavg()[0]!;
const log = (line: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)} load ${load().toFixed(1)}] ${line}`);

const corpus = await prepareCorpus({ size, serverUrl, reuse: args.reuse, log });
const database = await openDatabase({
  databaseUrl: corpus.env.DATABASE_URL,
  dataDir: corpus.env.DATA_DIR,
});
const { db } = database;
// The job_title_key column arrived by migration: vacuum and analyze once if never done.
await ensureSearchStatistics(db);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => n.toFixed(0);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

const all = { breakdown: [] as number[], count: [] as number[], loads: [] as number[] };
const rows: string[] = [];
for (const set of FILTER_SETS) {
  const filters = ProspectingFilters.parse(set.filters);
  // Warm-up: the first touch of an index reads it from disk, which no user repeats.
  const [, first] = await timed(() => db.transaction((tx) => countWithBreakdown(tx, filters)));
  const breakdown: number[] = [];
  const count: number[] = [];
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    breakdown.push((await timed(() => db.transaction((tx) => countWithBreakdown(tx, filters))))[0]);
    count.push((await timed(() => db.transaction((tx) => countMatches(tx, filters))))[0]);
    loads.push(load());
  }
  all.breakdown.push(...breakdown);
  all.count.push(...count);
  all.loads.push(...loads);
  const without = first.without
    .map((w) => `${w.filter} ${w.exact ? w.count : `${w.count}+`}`)
    .join(", ");
  rows.push(
    `| ${set.name} | ${set.kind} | ${first.total ?? "> 10,000"} | ${relaxations(filters).length} | ${ms(quantile(breakdown, 0.5))} / ${ms(quantile(breakdown, 0.95))} | ${ms(quantile(count, 0.5))} / ${ms(quantile(count, 0.95))} | ${quantile(loads, 0.5).toFixed(1)} | ${without} |`,
  );
  log(`${set.name}: breakdown p95 ${ms(quantile(breakdown, 0.95))} ms`);
}

console.log(
  `\n${corpus.kind} ${size.toLocaleString("en-US")} prospects, ${rounds} rounds per set (ms, p50 / p95)\n`,
);
console.log(
  "| filter set | kind | matches | filters loosened | breakdown | live count alone | load | without each filter |",
);
console.log("| - | - | - | - | - | - | - | - |");
for (const row of rows) console.log(row);
console.log(
  `\nall sets: breakdown p50 ${ms(quantile(all.breakdown, 0.5))} / p95 ${ms(quantile(all.breakdown, 0.95))} ms; live count alone p50 ${ms(quantile(all.count, 0.5))} / p95 ${ms(quantile(all.count, 0.95))} ms; load ${Math.min(...all.loads).toFixed(1)}–${Math.max(...all.loads).toFixed(1)}`,
);
await database.close();
