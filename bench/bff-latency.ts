import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fmt, median } from "./load";

/**
 * The BFF's added latency: GET lead-lists through the console's route handler (session
 * cookie, role check against the platform, server-held key) and straight to the platform,
 * interleaved one by one. Needs `npm start` running. Both paths use the console's one key,
 * which the platform allows 300 requests a minute: 140 pairs and 10 warm-up pairs fit in one
 * window, so start the bench a minute after the last one.
 *   npx tsx bench/bff-latency.ts [pairs=140]
 */
const requests = Number(process.argv[2] ?? 140);
const WARM_UP = 10;
const consoleUrl = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const platformUrl = `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4010}`;
const { apiKey } = JSON.parse(
  readFileSync(join(process.env.DATA_DIR ?? ".data", "console-secrets.json"), "utf8"),
);

const signIn = await fetch(`${consoleUrl}/api/session`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: consoleUrl },
  body: JSON.stringify({
    email: "owner@acme.test",
    password: process.env.SEED_PASSWORD ?? "outreach-demo",
  }),
});
if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const viaBff: number[] = [];
const direct: number[] = [];
for (let i = 0; i < requests + WARM_UP; i++) {
  const a = await timed(`${consoleUrl}/api/public/lead-lists`, { cookie });
  const b = await timed(`${platformUrl}/api/v1/public/lead-lists`, { "x-api-key": apiKey });
  // The first pairs warm up the JIT and the connection pools.
  if (i >= WARM_UP) {
    viaBff.push(a);
    direct.push(b);
  }
}
const bff = median(viaBff);
const platform = median(direct);
console.log(`${requests} sequential GET /lead-lists each, interleaved`);
console.log(`through the BFF: median ${fmt(bff)} ms`);
console.log(`platform direct: median ${fmt(platform)} ms`);
console.log(`added by the BFF: ${fmt(bff - platform)} ms (ratio ${fmt(bff / platform)}x)`);
