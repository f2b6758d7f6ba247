import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fmt, load } from "./load";

/**
 * GET /api/v1/public/lead-lists on the platform (auth and rate limiting on) next to a bare
 * node:http handler that runs the same SQL through the same driver and writes the same JSON
 * (bench/serve-bare.ts), each in its own process, in alternating rounds. Prints medians and
 * the ratio, and each server's CPU time per request (user + system, from /proc): on a shared,
 * busy machine the CPU cost per request is steadier than throughput.
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

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in 1/100 s
}

const platform = await start("bench/serve-platform.ts");
const bare = await start("bench/serve-bare.ts");
const targets = {
  platform: {
    url: `http://127.0.0.1:${platform.port}/api/v1/public/lead-lists`,
    headers: { "x-api-key": platform.key! },
  },
  bare: { url: `http://127.0.0.1:${bare.port}/`, headers: { "x-api-key": bare.key! } },
};
// Both must answer the same body (ids and times differ between two PGlite databases).
const bodies = await Promise.all(
  Object.values(targets).map(async (t) =>
    (await (await fetch(t.url, { headers: t.headers })).text())
      .replace(/"ll_[^"]+"/g, '"ll_"')
      .replace(/"created_at":"[^"]+"/g, '"created_at":""'),
  ),
);
if (bodies[0] !== bodies[1]) {
  console.warn(`the bodies differ:\nplatform ${bodies[0]}\nbare     ${bodies[1]}`);
}
// Warm both up (JIT, connection pools, PGlite caches) before measuring.
for (const t of Object.values(targets))
  await load(t.url, { concurrency, seconds: 2, headers: t.headers });

const results: Record<string, { rps: number[]; p50: number[]; p99: number[]; cpu: number[] }> = {
  platform: { rps: [], p50: [], p99: [], cpu: [] },
  bare: { rps: [], p50: [], p99: [], cpu: [] },
};
const pids: Record<string, number> = { platform: platform.child.pid!, bare: bare.child.pid! };
for (let round = 0; round < rounds; round++) {
  for (const [name, t] of Object.entries(targets)) {
    const cpuBefore = cpuSeconds(pids[name]!);
    const r = await load(t.url, { concurrency, seconds, headers: t.headers });
    const cpu = cpuSeconds(pids[name]!) - cpuBefore;
    if (r.errors) console.warn(`${name}: ${r.errors} errors`);
    results[name]!.rps.push(r.rps);
    results[name]!.p50.push(r.p50);
    results[name]!.p99.push(r.p99);
    results[name]!.cpu.push((cpu * 1000) / r.requests);
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`concurrency ${concurrency}, ${rounds} rounds of ${seconds} s, medians of rounds`);
console.log("target     req/s     p50 ms   p99 ms   CPU ms/req");
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(9)} ${fmt(med(r.rps), 0).padStart(7)}   ${fmt(med(r.p50)).padStart(6)}   ${fmt(med(r.p99)).padStart(6)}   ${fmt(med(r.cpu), 3).padStart(8)}`,
  );
}
console.log(
  `platform/bare: throughput ${fmt(med(results.platform!.rps) / med(results.bare!.rps))}x, p50 ${fmt(med(results.platform!.p50) / med(results.bare!.p50))}x, CPU per request ${fmt(med(results.bare!.cpu) / med(results.platform!.cpu))}x (bare/platform: the throughput one core allows)`,
);
for (const p of [platform, bare]) p.child.kill();
await Promise.all([once(platform.child, "exit"), once(bare.child, "exit")]);
