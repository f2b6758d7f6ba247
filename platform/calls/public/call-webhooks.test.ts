import { afterAll, beforeAll, expect, it } from "vitest";
import { Call } from "../../../contract/calls";
import { WebhookEvent } from "../../../contract/webhooks";
import { seedDemoVoiceAgents } from "../../seed/demo-campaigns";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "../../webhooks/test-support";
import { planCall } from "../plan";
import { CallWorker } from "../worker";

/**
 * A call placed over HTTP, run by a started call worker on the platform's clock, and its
 * call.completed delivered by the webhook worker to a subscribed endpoint's receiver: signed
 * with the endpoint's secret and carrying the spec's fields with the ids the API returned.
 */
let w: WebhookTestPlatform;
let worker: CallWorker;
const SPEED = 1000;

beforeAll(async () => {
  w = await createWebhookTestPlatform();
  await seedDemoVoiceAgents(w.t.db);
  worker = new CallWorker({
    db: w.t.db,
    speed: SPEED,
    recordingBase: `${w.base}/api/v1/public/calls`,
    pollIntervalMs: 20,
    log: () => {},
  }).start();
  w.start();
});
afterAll(async () => {
  await worker?.stop();
  await w?.close();
});

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${w.base}/api/v1/public${path}`, {
    method,
    headers: { "x-api-key": w.key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it("delivers call.completed, signed, with the spec's fields, to an endpoint subscribed to it", async () => {
  await w.endpointWithReceiver("calls", { mode: "ok" }, ["call.completed"]);
  const agent = ((await api("GET", "/voice-agents")).body.items as { id: string }[])[0]!;
  const lead = ((await api("GET", "/leads")).body.items as { id: string }[])[0]!;
  const placed = await api("POST", "/calls", { lead_id: lead.id, agent_id: agent.id });
  expect(placed.status).toBe(201);
  const call = Call.parse(placed.body);
  // The started worker completes the call once its simulated minutes have passed (under a
  // second at this speed), and the webhook worker delivers the event.
  const [request] = await w.until(
    () => w.received("calls"),
    (r) => r.length > 0,
    15_000,
  );
  expect(request!.signature_valid).toBe(true);
  expect(request!.headers["x-service-event-type"]).toBe("call.completed");
  const plan = planCall(call.id);
  expect(WebhookEvent.parse(JSON.parse(request!.body))).toEqual({
    event_type: "call.completed",
    call_id: call.id,
    lead_id: lead.id,
    campaign_id: "",
    duration_seconds: plan.durationSeconds,
    outcome: plan.outcome,
    transcript_url: `${w.base}/api/v1/public/calls/${call.id}/recording`,
  });
  // The address it gives serves the recording.
  const recording = await fetch(JSON.parse(request!.body).transcript_url, {
    headers: { "x-api-key": w.key, accept: "text/vtt" },
  });
  expect(recording.status).toBe(200);
  expect((await recording.text()).startsWith("WEBVTT")).toBe(true);
});
