import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookDeliveryDetail } from "../../contract/webhooks";
import { webhookDeliveries } from "../events/tables";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

let w: WebhookTestPlatform;
beforeAll(async () => {
  w = await createWebhookTestPlatform({ settings: { timeoutMs: 2_000 } });
  w.start();
});
afterAll(() => w.close());

describe("delivery", () => {
  it("succeeds on a 2xx: signed body, headers and attempt recorded", async () => {
    const endpoint = await w.endpointWithReceiver("ok");
    const id = await w.sendTest(endpoint.id);
    const detail = WebhookDeliveryDetail.parse(await w.settledDelivery(endpoint.id, id));
    expect(detail).toMatchObject({
      status: "succeeded",
      trigger: "test",
      attempt_count: 1,
      last_status_code: 200,
      next_attempt_at: null,
      event_type: "call.completed",
    });
    expect(detail.payload).toMatchObject({ event_type: "call.completed", outcome: "ended" });
    const [attempt] = detail.attempts;
    expect(attempt).toMatchObject({ number: 1, succeeded: true, status_code: 200 });
    expect(attempt!.response_body_excerpt).toBe('{"received":true}');
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(0);

    const [request] = await w.received("ok");
    expect(request!.signature_valid).toBe(true);
    // An independent computation over the exact bytes received.
    const expected = `sha256=${createHmac("sha256", Buffer.from(endpoint.secret, "utf8"))
      .update(Buffer.from(request!.body, "utf8"))
      .digest("hex")}`;
    expect(request!.headers["x-service-signature"]).toBe(expected);
    expect(attempt!.request_headers["x-service-signature"]).toBe(expected);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["x-service-delivery-id"]).toBe(id);
    expect(JSON.parse(request!.body)).toEqual(detail.payload);
  });

  it.each([
    ["a 5xx", { mode: "error" } as const, 500, /answered 500/],
    ["a time-out", { mode: "hang" } as const, null, /No response within 2 s/],
    ["a closed connection", { mode: "close" } as const, null, /closed before a response/],
    ["a redirect (not followed)", { mode: "redirect" } as const, 302, /redirects are not followed/],
  ])("records %s and retries on schedule until failed", async (name, behaviour, code, error) => {
    const receiver = `fail-${behaviour.mode}`;
    const endpoint = await w.endpointWithReceiver(receiver, behaviour);
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id, undefined, 15_000);
    expect(detail.status, name).toBe("failed");
    expect(detail.attempt_count).toBe(3);
    expect(detail.attempts).toHaveLength(3);
    for (const attempt of detail.attempts) {
      expect(attempt.succeeded).toBe(false);
      expect(attempt.status_code).toBe(code);
      expect(attempt.error_message).toMatch(error);
    }
    expect(detail.last_status_code).toBe(code);
    expect(detail.last_error).toMatch(error);
    expect(detail.next_attempt_at).toBeNull();
    // Each attempt reached the receiver once; a redirect's target was never requested.
    expect(await w.received(receiver)).toHaveLength(3);
  });

  it("records a refused connection", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const res = await w.t.request("POST", "/api/v1/public/webhook-endpoints", {
      key: w.key,
      body: { url: `http://127.0.0.1:${port}/hook`, event_types: ["call.completed"] },
    });
    const endpoint = (await res.json()) as { id: string };
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id, undefined, 15_000);
    expect(detail.status).toBe("failed");
    expect(detail.attempts.map((a) => a.error_message)).toEqual(
      Array(3).fill("The connection was refused."),
    );
  });
});

describe("retry schedule", () => {
  let server: Server;
  const hits: number[] = [];
  const answer = 500;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        hits.push(Date.now());
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("retries 0.2 s and 0.4 s after each failure, within a second of schedule", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/timed`;
    const res = await w.t.request("POST", "/api/v1/public/webhook-endpoints", {
      key: w.key,
      body: { url, event_types: ["call.completed"] },
    });
    const endpoint = (await res.json()) as { id: string };
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id, undefined, 10_000);
    expect(detail.status).toBe("failed");
    expect(hits).toHaveLength(3);
    const gaps = [hits[1]! - hits[0]!, hits[2]! - hits[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(190);
    expect(gaps[0]).toBeLessThan(200 + 1000);
    expect(gaps[1]).toBeGreaterThanOrEqual(390);
    expect(gaps[1]).toBeLessThan(400 + 1000);
  });
});

describe("restart in the middle of a schedule", () => {
  let p: WebhookTestPlatform;
  beforeAll(async () => {
    // A generous time-out: here a slow answer on a busy machine must not become a retry.
    p = await createWebhookTestPlatform({
      settings: { retryDelaysSeconds: [2, 0.5], timeoutMs: 10_000 },
    });
  });
  afterAll(() => p.close());

  it("a new worker makes the remaining attempts and never re-sends a succeeded delivery", async () => {
    const first = p.start();
    const flaky = await p.endpointWithReceiver("flaky", { mode: "error" });
    const good = await p.endpointWithReceiver("good", { mode: "ok" });
    const flakyId = await p.sendTest(flaky.id);
    const goodId = await p.sendTest(good.id);
    await p.settledDelivery(good.id, goodId);
    await p.settledDelivery(flaky.id, flakyId, (d) => d.attemptCount === 1);
    await first.stop();

    // Down for longer than the retry delay (2 s): nothing is attempted meanwhile.
    await new Promise((r) => setTimeout(r, 2_300));
    expect(await p.received("flaky")).toHaveLength(1);
    await p.dev("PUT", "/receiver/flaky/behaviour", { mode: "ok" });

    const second = p.start();
    const flakyDone = await p.settledDelivery(flaky.id, flakyId);
    expect(flakyDone).toMatchObject({ status: "succeeded", attempt_count: 2 });
    expect(flakyDone.attempts.map((a) => a.status_code)).toEqual([500, 200]);
    // A window in which a re-send of the succeeded delivery would show: a fixed wait.
    await new Promise((r) => setTimeout(r, 300));
    await second.stop();
    expect(await p.received("flaky")).toHaveLength(2);
    expect(await p.received("good")).toHaveLength(1);
    expect((await p.delivery(good.id, goodId)).attempt_count).toBe(1);
  });
});

describe("a worker that dies", () => {
  let p: WebhookTestPlatform;
  beforeAll(async () => {
    p = await createWebhookTestPlatform({ settings: { timeoutMs: 10_000 } });
  });
  afterAll(() => p.close());

  it("leaves a claim that another worker takes over once its lease ends", async () => {
    const endpoint = await p.endpointWithReceiver("lease");
    const id = await p.sendTest(endpoint.id);
    // A worker that claimed the delivery and died: the lease is set, nothing recorded.
    await p.t.db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(Date.now() + 600), lockToken: "dead.1" })
      .where(eq(webhookDeliveries.id, id));
    p.start();
    // While the dead worker's lease holds, nothing may be attempted: a fixed wait inside it.
    await new Promise((r) => setTimeout(r, 300));
    expect(await p.received("lease")).toHaveLength(0);
    const done = await p.settledDelivery(endpoint.id, id);
    expect(done).toMatchObject({ status: "succeeded", attempt_count: 1 });
    expect(await p.received("lease")).toHaveLength(1);
  });
});
