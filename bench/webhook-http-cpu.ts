import { spawn } from "node:child_process";
import http from "node:http";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { eventBody } from "../platform/events/events";
import { createWebhookHttpClient } from "../platform/webhooks/http-client";
import { signatureOf } from "../platform/webhooks/signer";

/**
 * The webhook HTTP client on its own, next to a bare loop of node:http POSTs: rate and this
 * process's CPU per request, 128 in flight on keep-alive connections, against the receiver of
 * bench/webhook-throughput.ts. No database, so it shows what the client costs beyond a bare
 * request. Alternates the two, `rounds` times each.
 *   npx tsx bench/webhook-http-cpu.ts [requests=10000] [rounds=3]
 */
const [requests = 10_000, rounds = 3] = process.argv.slice(2).map(Number);
const IN_FLIGHT = 128;

const child = spawn(process.execPath, ["--import", "tsx", "bench/webhook-receiver.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
});
let port = 0;
for await (const line of createInterface({ input: child.stdout! })) {
  const [word, p] = line.split(" ");
  if (word === "ready") {
    port = Number(p);
    break;
  }
}
const url = `http://127.0.0.1:${port}/hook`;
const body = eventBody("lead.enriched", { lead_id: "lead_1", fields_added: ["email"] });
const secret = "whsec_bench";

async function run(name: string, one: (i: number) => Promise<void>) {
  let next = 0;
  const load = loadavg()[0]!.toFixed(1);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const lane = async () => {
    while (next < requests) await one(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(7)} ${(requests / seconds).toFixed(0).padStart(6)}/s, ${((used.user + used.system) / requests).toFixed(0).padStart(4)} µs CPU per request (load ${load})`,
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
const bare = (i: number) =>
  new Promise<void>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "x-service-signature": signatureOf(secret, body),
          "x-bench-id": `bare_${i}`,
        },
      },
      (res) => {
        res.resume();
        res.on("end", resolve);
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const client = createWebhookHttpClient({
  timeoutMs: 30_000,
  allowPrivateTargets: true,
  maxSocketsPerHost: IN_FLIGHT,
});
// As the worker sends: its headers, an abort signal per attempt.
const viaClient = async (i: number) => {
  const abort = new AbortController();
  await client.send({
    url,
    body,
    signal: abort.signal,
    headers: {
      "content-type": "application/json",
      "user-agent": "OutreachPlatform-Webhooks/1.0",
      "x-service-signature": signatureOf(secret, body),
      "x-service-event-type": "lead.enriched",
      "x-service-delivery-id": `client_${i}`,
      "x-service-attempt": "1",
    },
  });
};

for (let round = 0; round < rounds; round++) {
  await run("bare", bare);
  await run("client", viaClient);
}
client.close();
agent.destroy();
child.kill();
process.exit(0);
