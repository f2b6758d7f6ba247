import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIVER_SAMPLES, type ReceiverSample } from "../../contract/webhook-receiver-samples";
import { WebhookEndpointWithSecret } from "../../contract/webhooks";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/**
 * The receiver code the console shows, run as a receiver would run it (node and python3 as
 * separate programs) against deliveries the worker really signed and sent: one during a
 * rotation's overlap (two signatures in the header) and one after a cut-over. The Standard
 * Webhooks sample imports the real `standardwebhooks` package and gets the request's headers.
 */
type Case = { body: string; header: string | null; secret: string };
type Received = { body: string; headers: Record<string, string> };

let w: WebhookTestPlatform;
let dir: string;
const BASE = "/api/v1/public/webhook-endpoints";

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  w.start();
  dir = mkdtempSync(join(tmpdir(), "receiver-samples-"));
  // The samples import their packages as a receiver's project would: from its node_modules.
  symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"), "dir");
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await w.close();
});

/**
 * Runs the sample once per case; the cases travel as JSON on stdin, bodies in base64. A
 * Standard Webhooks sample gets the case's headers (and the body as a string), the others the
 * X-Service-Signature value.
 */
function runSample(
  sample: ReceiverSample,
  cases: (Case & { headers?: Record<string, string> })[],
): boolean[] {
  const input = JSON.stringify(
    cases.map((c) => ({ ...c, body: Buffer.from(c.body, "utf8").toString("base64") })),
  );
  let command: string[];
  if (sample.language === "node") {
    const file = `verify-${sample.id}.mjs`;
    writeFileSync(join(dir, file), sample.code);
    const call =
      sample.scheme === "standard-webhooks"
        ? `isSigned(Buffer.from(c.body, "base64").toString("utf8"), c.headers, c.secret)`
        : `isSigned(Buffer.from(c.body, "base64"), c.header, c.secret)`;
    writeFileSync(
      join(dir, "run.mjs"),
      `import { readFileSync } from "node:fs";
import { isSigned } from "./${file}";
const cases = JSON.parse(readFileSync(0, "utf8"));
console.log(JSON.stringify(cases.map((c) => ${call})));`,
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
    headers: request!.headers,
  };
}

const serviceSamples = RECEIVER_SAMPLES.filter((s) => s.scheme === "service-signature");
const standardSamples = RECEIVER_SAMPLES.filter((s) => s.scheme === "standard-webhooks");

describe.each(serviceSamples)("the $label receiver sample", (sample) => {
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

describe.each(standardSamples)("the $label receiver sample", (sample) => {
  const run = (cases: { received: Received; secret: string }[]) =>
    runSample(
      sample,
      cases.map(({ received, secret }) => ({
        body: received.body,
        header: null,
        headers: received.headers,
        secret,
      })),
    );

  it("accepts a delivery during a rotation's overlap with either secret, and nothing else", async () => {
    const d = await deliveryAfterRotation(`samples-overlap-${sample.id}`, 3600);
    expect(d.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    const stale = String(Number(d.headers["webhook-timestamp"]) - 6 * 60);
    const verdicts = run([
      { received: d, secret: d.newSecret },
      { received: d, secret: d.oldSecret },
      { received: d, secret: "whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IQ==" },
      { received: { ...d, body: `${d.body} ` }, secret: d.newSecret },
      // Another delivery's id, or a timestamp moved: both are signed.
      {
        received: { ...d, headers: { ...d.headers, "webhook-id": "whd_other" } },
        secret: d.newSecret,
      },
      {
        received: { ...d, headers: { ...d.headers, "webhook-timestamp": stale } },
        secret: d.newSecret,
      },
      {
        received: { ...d, headers: { ...d.headers, "webhook-signature": "" } },
        secret: d.newSecret,
      },
    ]);
    expect(verdicts).toEqual([true, true, false, false, false, false, false]);
  });

  it("after a cut-over accepts the new secret only", async () => {
    const d = await deliveryAfterRotation(`samples-cutover-${sample.id}`, 0);
    expect(d.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(
      run([
        { received: d, secret: d.newSecret },
        { received: d, secret: d.oldSecret },
      ]),
    ).toEqual([true, false]);
  });
});
