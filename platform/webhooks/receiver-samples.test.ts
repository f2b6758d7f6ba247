import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIVER_SAMPLES, type ReceiverSample } from "../../contract/webhook-receiver-samples";
import { WebhookEndpointWithSecret } from "../../contract/webhooks";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/**
 * The receiver code the console shows, run as a receiver would run it (node and python3 as
 * separate programs) against deliveries the worker really signed and sent: one during a
 * rotation's overlap (two signatures in the header) and one after a cut-over.
 */
type Case = { body: string; header: string | null; secret: string };

let w: WebhookTestPlatform;
let dir: string;
const BASE = "/api/v1/public/webhook-endpoints";

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  w.start();
  dir = mkdtempSync(join(tmpdir(), "receiver-samples-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await w.close();
});

/** Runs the sample once per case; the cases travel as JSON on stdin, bodies in base64. */
function runSample(sample: ReceiverSample, cases: Case[]): boolean[] {
  const input = JSON.stringify(
    cases.map((c) => ({ ...c, body: Buffer.from(c.body, "utf8").toString("base64") })),
  );
  let command: string[];
  if (sample.language === "node") {
    writeFileSync(join(dir, "verify.mjs"), sample.code);
    writeFileSync(
      join(dir, "run.mjs"),
      `import { readFileSync } from "node:fs";
import { isSigned } from "./verify.mjs";
const cases = JSON.parse(readFileSync(0, "utf8"));
console.log(JSON.stringify(cases.map((c) => isSigned(Buffer.from(c.body, "base64"), c.header, c.secret))));`,
    );
    command = [process.execPath, join(dir, "run.mjs")];
  } else {
    writeFileSync(
      join(dir, "run.py"),
      `${sample.code}


import base64, json, sys
cases = json.load(sys.stdin)
print(json.dumps([is_signed(base64.b64decode(c["body"]), c["header"], c["secret"]) for c in cases]))`,
    );
    command = ["python3", join(dir, "run.py")];
  }
  const run = spawnSync(command[0]!, command.slice(1), { input, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${sample.label} sample failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as boolean[];
}

/** Rotates the endpoint's secret and has the worker deliver a test event; what arrived. */
async function deliveryAfterRotation(name: string, overlapSeconds: number) {
  const endpoint = await w.endpointWithReceiver(name);
  const res = await w.t.request("POST", `${BASE}/${endpoint.id}/rotate-secret`, {
    key: w.key,
    body: { overlap_seconds: overlapSeconds },
  });
  expect(res.status).toBe(200);
  const rotated = WebhookEndpointWithSecret.parse(await res.json());
  const id = await w.sendTest(endpoint.id);
  await w.settledDelivery(endpoint.id, id);
  const [request] = await w.received(name);
  return {
    oldSecret: endpoint.secret,
    newSecret: rotated.secret,
    body: request!.body,
    header: request!.headers["x-service-signature"]!,
  };
}

describe.each(RECEIVER_SAMPLES)("the $label receiver sample", (sample) => {
  it("accepts a delivery during a rotation's overlap with either secret, and nothing else", async () => {
    const d = await deliveryAfterRotation(`samples-overlap-${sample.language}`, 3600);
    expect(d.header.split(",")).toHaveLength(2);
    const verdicts = runSample(sample, [
      { body: d.body, header: d.header, secret: d.newSecret },
      { body: d.body, header: d.header, secret: d.oldSecret },
      { body: d.body, header: d.header, secret: "whsec_someone_else" },
      { body: `${d.body} `, header: d.header, secret: d.newSecret },
      {
        body: d.body.replace("call.completed", "call.complete!"),
        header: d.header,
        secret: d.oldSecret,
      },
      { body: d.body, header: null, secret: d.newSecret },
      { body: d.body, header: "", secret: d.newSecret },
    ]);
    expect(verdicts).toEqual([true, true, false, false, false, false, false]);
  });

  it("after a cut-over accepts the new secret only", async () => {
    const d = await deliveryAfterRotation(`samples-cutover-${sample.language}`, 0);
    expect(d.header.split(",")).toHaveLength(1);
    const verdicts = runSample(sample, [
      { body: d.body, header: d.header, secret: d.newSecret },
      { body: d.body, header: d.header, secret: d.oldSecret },
    ]);
    expect(verdicts).toEqual([true, false]);
  });
});
