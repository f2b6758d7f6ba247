import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookEndpointWithSecret } from "../../contract/webhooks";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/**
 * Deliveries the worker really makes, received over HTTP by a receiver that verifies them the
 * way a customer's would: with the maintained `standardwebhooks` library and the endpoint's
 * own whsec_ secret, answering 401 when verification fails. The receiver answers 500 to the
 * first attempts it is told to, so the retries are seen too.
 */

type Received = { headers: IncomingHttpHeaders; body: string; at: number; verified: string[] };

let w: WebhookTestPlatform;
let server: Server;
let base: string;
/** The secrets the receiver tries, per path; the names of those that verified are recorded. */
const secrets = new Map<string, Record<string, string>>();
const failFirst = new Map<string, number>();
const received = new Map<string, Received[]>();

beforeAll(async () => {
  // A first retry after more than a second, so two attempts never share a timestamp.
  w = await createWebhookTestPlatform({ settings: { retryDelaysSeconds: [1.2, 0.2] } });
  w.start();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = req.headers as Record<string, string>;
      const verified = Object.entries(secrets.get(path) ?? {})
        .filter(([, secret]) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        })
        .map(([name]) => name);
      const list = received.get(path) ?? [];
      list.push({ headers: req.headers, body, at: Date.now(), verified });
      received.set(path, list);
      const failing = (failFirst.get(path) ?? 0) >= list.length;
      res.writeHead(verified.length === 0 ? 401 : failing ? 500 : 204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await w.close();
  await new Promise((r) => server.close(r));
});

async function endpointAt(path: string) {
  const res = await w.t.request("POST", "/api/v1/public/webhook-endpoints", {
    key: w.key,
    body: { url: `${base}${path}`, event_types: ["call.completed"] },
  });
  expect(res.status).toBe(201);
  return WebhookEndpointWithSecret.parse(await res.json());
}

describe("Standard Webhooks headers on every delivery", () => {
  it("verify with the standardwebhooks library and the endpoint's secret, on every attempt", async () => {
    const path = "/standard/retried";
    const endpoint = await endpointAt(path);
    secrets.set(path, { current: endpoint.secret });
    failFirst.set(path, 2);
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id);
    expect(detail).toMatchObject({ status: "succeeded", attempt_count: 3 });
    expect(detail.attempts.map((a) => a.status_code)).toEqual([500, 500, 204]);

    const requests = received.get(path)!;
    expect(requests).toHaveLength(3);
    for (const [i, r] of requests.entries()) {
      // Verified by the library (else the receiver would have answered 401).
      expect(r.verified).toEqual(["current"]);
      // The delivery's id on every attempt: a receiver deduplicates by it.
      expect(r.headers["webhook-id"]).toBe(id);
      expect(r.headers["x-service-delivery-id"]).toBe(id);
      // This attempt's time in Unix seconds.
      const timestamp = Number(r.headers["webhook-timestamp"]);
      expect(String(timestamp)).toBe(r.headers["webhook-timestamp"]);
      expect(timestamp).toBeLessThanOrEqual(Math.floor(r.at / 1000));
      expect(timestamp).toBeGreaterThanOrEqual(Math.floor(r.at / 1000) - 2);
      // v1, base64 of HMAC-SHA256 over "{id}.{timestamp}.{body}", keyed with the decoded secret.
      const key = Buffer.from(endpoint.secret.slice("whsec_".length), "base64");
      const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${r.body}`).digest("base64");
      expect(r.headers["webhook-signature"]).toBe(`v1,${mac}`);
      // The spec's header is unchanged: hex HMAC of the body keyed with the whole secret string.
      expect(r.headers["x-service-signature"]).toBe(
        `sha256=${createHmac("sha256", endpoint.secret).update(r.body).digest("hex")}`,
      );
      expect(r.headers["x-service-attempt"]).toBe(String(i + 1));
      // What the delivery history shows is what was sent.
      expect(detail.attempts[i]!.request_headers).toMatchObject({
        "webhook-id": id,
        "webhook-timestamp": r.headers["webhook-timestamp"],
        "webhook-signature": r.headers["webhook-signature"],
      });
    }
    const stamps = requests.map((r) => Number(r.headers["webhook-timestamp"]));
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);
    expect(stamps[2]).toBeGreaterThanOrEqual(stamps[1]!);
  });

  it("are refused by the library with another secret or a changed body", async () => {
    const path = "/standard/refused";
    const endpoint = await endpointAt(path);
    const other = await endpointAt("/standard/unused");
    secrets.set(path, { other: other.secret });
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id);
    expect(detail.attempts.map((a) => a.status_code)).toEqual([401, 401, 401]);
    const [first] = received.get(path)!;
    const headers = first!.headers as Record<string, string>;
    expect(new Webhook(endpoint.secret).verify(first!.body, headers)).toMatchObject({
      event_type: "call.completed",
    });
    expect(() => new Webhook(endpoint.secret).verify(`${first!.body} `, headers)).toThrow(
      /No matching signature/,
    );
  });

  it("carry both signatures, space-separated, during a rotation's overlap; one after a cut-over", async () => {
    const path = "/standard/rotated";
    const endpoint = await endpointAt(path);
    const rotate = async (overlap: number) => {
      const res = await w.t.request(
        "POST",
        `/api/v1/public/webhook-endpoints/${endpoint.id}/rotate-secret`,
        { key: w.key, body: { overlap_seconds: overlap } },
      );
      expect(res.status).toBe(200);
      return WebhookEndpointWithSecret.parse(await res.json()).secret;
    };
    const second = await rotate(3600);
    secrets.set(path, {
      first: endpoint.secret,
      second,
      stranger: (await endpointAt("/x")).secret,
    });
    const during = await w.sendTest(endpoint.id);
    await w.settledDelivery(endpoint.id, during);
    const [overlap] = received.get(path)!;
    expect(overlap!.verified).toEqual(["first", "second"]);
    const signatures = (overlap!.headers["webhook-signature"] as string).split(" ");
    expect(signatures).toHaveLength(2);
    const at = new Date(Number(overlap!.headers["webhook-timestamp"]) * 1000);
    // Newest first, as in X-Service-Signature.
    expect(signatures).toEqual([
      new Webhook(second).sign(during, at, overlap!.body),
      new Webhook(endpoint.secret).sign(during, at, overlap!.body),
    ]);
    expect(overlap!.headers["x-service-signature"]).toMatch(/^sha256=[0-9a-f]{64}, sha256=/);

    const third = await rotate(0);
    secrets.set(path, { first: endpoint.secret, second, third });
    const after = await w.sendTest(endpoint.id);
    await w.settledDelivery(endpoint.id, after);
    const cutOver = received.get(path)![1]!;
    expect(cutOver.headers["webhook-id"]).toBe(after);
    expect(cutOver.verified).toEqual(["third"]);
    expect((cutOver.headers["webhook-signature"] as string).split(" ")).toHaveLength(1);
  });

  it("keep the original's webhook-id on a resend, a resend of that and a replay; delivery_id finds them all", async () => {
    const path = "/standard/resent";
    const endpoint = await endpointAt(path);
    const target = await endpointAt("/standard/replayed");
    secrets.set(path, { current: endpoint.secret });
    secrets.set("/standard/replayed", { target: target.secret });
    const original = await w.sendTest(endpoint.id);
    await w.settledDelivery(endpoint.id, original);
    const deliveries = `/api/v1/public/webhook-endpoints/${endpoint.id}/deliveries`;
    const again = async (from: string, action: "resend" | "replay") => {
      const res = await w.t.request("POST", `${deliveries}/${from}/${action}`, {
        key: w.key,
        ...(action === "replay" ? { body: { endpoint_id: target.id } } : {}),
      });
      expect(res.status).toBe(202);
      return (await res.json()) as { id: string; endpoint_id: string; message_id: string };
    };
    const resent = await again(original, "resend");
    await w.settledDelivery(endpoint.id, resent.id);
    const resentAgain = await again(resent.id, "resend");
    await w.settledDelivery(endpoint.id, resentAgain.id);
    const replayed = await again(resentAgain.id, "replay");
    await w.settledDelivery(target.id, replayed.id);
    for (const d of [resent, resentAgain, replayed]) expect(d.message_id).toBe(original);

    // Each request is its own delivery, verified with its endpoint's secret, under one message id.
    const seen = [...received.get(path)!, ...received.get("/standard/replayed")!];
    expect(seen.map((r) => r.headers["x-service-delivery-id"])).toEqual([
      original,
      resent.id,
      resentAgain.id,
      replayed.id,
    ]);
    for (const r of seen) {
      expect(r.headers["webhook-id"]).toBe(original);
      expect(r.verified).toHaveLength(1);
    }
    // The id a receiver logged finds the original and its resends on that endpoint.
    const found = await w.t.request("GET", `${deliveries}?delivery_id=${original}`, { key: w.key });
    const items = ((await found.json()) as { items: { id: string; message_id: string }[] }).items;
    expect(items.map((d) => d.id)).toEqual([resentAgain.id, resent.id, original]);
    expect(items.every((d) => d.message_id === original)).toBe(true);
    const own = await w.t.request("GET", `${deliveries}?delivery_id=${resent.id}`, { key: w.key });
    const ownItems = ((await own.json()) as { items: { id: string }[] }).items;
    expect(ownItems.map((d) => d.id)).toEqual([resent.id]);
  });
});
