import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fmt, load } from "./load";

/**
 * GET /api/v1/public/lead-lists on the platform (auth and rate limiting on) next to a bare
 * node:http handler, each in its own process, in alternating rounds. Prints medians and ratio.
 *   npx tsx bench/platform-throughput.ts [seconds-per-round=5] [rounds=3] [concurrency=16]
 */
const [seconds = 5, rounds = 3, concurrency = 16] = process.argv.slice(2).map(Number);

async function start(script: string): Promise<{ child: ChildProcess; port: string; key?: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const [word, port, key] = line.split(" ");
    if (word === "ready") return { child, port: port!, key };
  }
  throw new Error(`${script} exited before it was ready`);
}

const platform = await start("bench/serve-platform.ts");
const bare = await start("bench/serve-bare.ts");
const targets = {
  platform: {
    url: `http://127.0.0.1:${platform.port}/api/v1/public/lead-lists`,
    headers: { "x-api-key": platform.key! },
  },
  bare: { url: `http://127.0.0.1:${bare.port}/`, headers: {} },
};
// Warm both up (JIT, connection pools, PGlite caches) before measuring.
for (const t of Object.values(targets))
  await load(t.url, { concurrency, seconds: 2, headers: t.headers });

const results: Record<string, { rps: number[]; p50: number[]; p99: number[] }> = {
  platform: { rps: [], p50: [], p99: [] },
  bare: { rps: [], p50: [], p99: [] },
};
for (let round = 0; round < rounds; round++) {
  for (const [name, t] of Object.entries(targets)) {
    const r = await load(t.url, { concurrency, seconds, headers: t.headers });
    if (r.errors) console.warn(`${name}: ${r.errors} errors`);
    results[name]!.rps.push(r.rps);
    results[name]!.p50.push(r.p50);
    results[name]!.p99.push(r.p99);
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`concurrency ${concurrency}, ${rounds} rounds of ${seconds} s, medians of rounds`);
console.log("target     req/s     p50 ms   p99 ms");
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(9)} ${fmt(med(r.rps), 0).padStart(7)}   ${fmt(med(r.p50)).padStart(6)}   ${fmt(med(r.p99)).padStart(6)}`,
  );
}
console.log(
  `platform/bare: throughput ${fmt(med(results.platform!.rps) / med(results.bare!.rps))}x, p50 ${fmt(med(results.platform!.p50) / med(results.bare!.p50))}x`,
);
for (const p of [platform, bare]) p.child.kill();
await Promise.all([once(platform.child, "exit"), once(bare.child, "exit")]);
