import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fmt, median } from "./load";

/**
 * The console's hop, in one run: the same GET lead-lists straight to the platform with a key,
 * through a bare Next route handler in this app that only forwards with a fixed key (the floor
 * of any hop through Next; `app/api/bench-bare-forward`, only in the bench's own build and
 * alive only while this bench sets BENCH_BARE_FORWARD_KEY), and through the console (`/api/public/lead-lists`: session cookie,
 * the member's own key, the platform's role check, header filtering). Sequential requests,
 * the three paths alternated in blocks of ten in rotating order, so each sees the same machine.
 * Besides latency it prints the CPU time the console's and the platform's processes spent per
 * request (/proc), the steadier measure on a busy machine.
 *
 * Self-contained: it builds nothing. It starts the platform (bench/serve-platform.ts: in-memory
 * PGlite, the limiter running with no effective limit) and `next start` on the bench's own
 * build (in .next-bench, with the bare route the shipped build leaves out), signs in as the
 * owner, measures, and stops both.
 *   BENCH_BUILD=1 npx next build   # once, after changing console code
 *   npx tsx bench/bff-latency.ts [requests-per-path=300]
 */
const requests = Number(process.argv[2] ?? 300);
const BLOCK = 10;
const WARM_UP_ROUNDS = 3;
const children: ChildProcess[] = [];

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => process.exit(1));
}

if (!existsSync(join(".next-bench", "BUILD_ID"))) {
  console.error("No bench build of the console: run `BENCH_BUILD=1 npx next build` first.");
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startPlatform(): Promise<{ port: string; key: string; pid: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/serve-platform.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, WEBHOOK_DEMO: "0" },
  });
  children.push(child);
  for await (const line of createInterface({ input: child.stdout! })) {
    const [word, port, key] = line.split(" ");
    if (word === "ready") return { port: port!, key: key!, pid: child.pid! };
  }
  throw new Error("bench/serve-platform.ts exited before it was ready");
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const platform = await startPlatform();
const platformUrl = `http://127.0.0.1:${platform.port}`;
const consolePort = await freePort();
const consoleUrl = `http://127.0.0.1:${consolePort}`;
const next = spawn(
  process.execPath,
  [
    join("node_modules", "next", "dist", "bin", "next"),
    "start",
    "-p",
    `${consolePort}`,
    "-H",
    "127.0.0.1",
  ],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      BENCH_BUILD: "1",
      PORT: `${consolePort}`,
      OUTREACH_API_BASE_URL: platformUrl,
      OUTREACH_API_KEY: platform.key,
      OUTREACH_API_KEY_FILE: "",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      CONSOLE_ORIGINS: consoleUrl,
      BENCH_BARE_FORWARD_KEY: platform.key,
    },
  },
);
children.push(next);
await waitFor(`${consoleUrl}/sign-in`, 60_000);

const signIn = await fetch(`${consoleUrl}/api/session`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: consoleUrl },
  body: JSON.stringify({ email: "owner@acme.test", password: "bench" }),
});
if (signIn.status !== 201) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

const paths = {
  direct: {
    url: `${platformUrl}/api/v1/public/lead-lists`,
    headers: { "x-api-key": platform.key },
  },
  bare: { url: `${consoleUrl}/api/bench-bare-forward/lead-lists`, headers: {} },
  console: { url: `${consoleUrl}/api/public/lead-lists`, headers: { cookie } },
} satisfies Record<string, { url: string; headers: Record<string, string> }>;
type Path = keyof typeof paths;
const names = Object.keys(paths) as Path[];

async function timed(name: Path): Promise<{ ms: number; body: string }> {
  const { url, headers } = paths[name];
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body}`);
  return { ms, body };
}

// All three must answer the same page.
const bodies = await Promise.all(names.map(async (name) => (await timed(name)).body));
if (new Set(bodies).size !== 1) throw new Error(`the bodies differ:\n${bodies.join("\n")}`);

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  // The command name may hold ") " itself ("next-server (v16…)").
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in 1/100 s
}
const cpuOfBoth = () => cpuSeconds(next.pid!) + cpuSeconds(platform.pid);

const times: Record<Path, number[]> = { direct: [], bare: [], console: [] };
const cpu: Record<Path, number> = { direct: 0, bare: 0, console: 0 };
const rounds = Math.ceil(requests / BLOCK);
const loadBefore = loadavg();
for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
  // Blocks of BLOCK requests, the paths in rotating order, so no path always follows another.
  for (let i = 0; i < names.length; i++) {
    const name = names[(round + WARM_UP_ROUNDS + i) % names.length]!;
    const cpuBefore = cpuOfBoth();
    for (let n = 0; n < BLOCK; n++) {
      const { ms } = await timed(name);
      // The first rounds warm up the JIT, the connection pools and Next's route caches.
      if (round >= 0) times[name].push(ms);
    }
    if (round >= 0) cpu[name] += cpuOfBoth() - cpuBefore;
  }
}
const loadAfter = loadavg();

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))]!;
const cpuPerRequest = (name: Path) => (cpu[name] * 1000) / times[name].length;
const load = `load ${loadBefore.map((l) => fmt(l)).join(" ")} → ${loadAfter.map((l) => fmt(l)).join(" ")}`;
console.log(
  `GET lead-lists, ${rounds * BLOCK} sequential requests per path, alternated in blocks of ${BLOCK} (${load})`,
);
console.log("path      median ms   p95 ms   CPU ms/req (console + platform processes)");
for (const name of names) {
  console.log(
    `${name.padEnd(9)} ${fmt(median(times[name])).padStart(9)} ${fmt(p95(times[name])).padStart(8)} ${fmt(cpuPerRequest(name)).padStart(8)}   (${load})`,
  );
}
const ratio = (a: Path, b: Path) =>
  `median ${fmt(median(times[a]) / median(times[b]))}x, p95 ${fmt(p95(times[a]) / p95(times[b]))}x, CPU ${fmt(cpuPerRequest(a) / cpuPerRequest(b))}x`;
console.log(`console ÷ bare:   ${ratio("console", "bare")}   (goal ≤ 1.2x)   (${load})`);
console.log(`console ÷ direct: ${ratio("console", "direct")}   (goal ≤ 2.5x)   (${load})`);
console.log(`bare ÷ direct:    ${ratio("bare", "direct")}   (${load})`);
process.exit(0);
