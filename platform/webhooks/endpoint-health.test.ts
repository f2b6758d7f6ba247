import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEvent } from "../../contract/audit";
import { WebhookEndpoint, WebhookEndpointWithSecret } from "../../contract/webhooks";
import { webhookEndpoints } from "../events/tables";
import { signatureOf, verifySignature } from "./signer";
import { createWebhookTestPlatform, type WebhookTestPlatform } from "./test-support";

/** Secret rotation with an overlap, and auto-disable after a run of failures, end to end. */
let w: WebhookTestPlatform;
const BASE = "/api/v1/public/webhook-endpoints";
// Long enough that a loaded machine settles one delivery (three attempts) well within it.
const DISABLE_AFTER_SECONDS = 5;

beforeAll(async () => {
  w = await createWebhookTestPlatform({ settings: { disableAfterSeconds: DISABLE_AFTER_SECONDS } });
  w.start();
});
afterAll(() => w.close());

const rotate = (id: string, body?: unknown) =>
  w.t.request("POST", `${BASE}/${id}/rotate-secret`, { key: w.key, body });

describe("secret rotation", () => {
  it("keeps the old secret signing for the overlap: a receiver with either accepts", async () => {
    const endpoint = await w.endpointWithReceiver("rotate-overlap");
    const res = await rotate(endpoint.id, { overlap_seconds: 3600 });
    expect(res.status).toBe(200);
    const rotated = WebhookEndpointWithSecret.parse(await res.json());
    expect(rotated.secret).not.toBe(endpoint.secret);
    const until = Date.parse(rotated.previous_secret_expires_at!);
    expect(until - Date.now()).toBeGreaterThan(3590_000);
    expect(until - Date.now()).toBeLessThan(3610_000);

    // The receiver still holds the old secret (it was set when the endpoint was made).
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id);
    expect(detail.status).toBe("succeeded");
    const [request] = await w.received("rotate-overlap");
    expect(request!.signature_valid).toBe(true);
    const header = request!.headers["x-service-signature"]!;
    expect(header).toBe(
      `${signatureOf(rotated.secret, request!.body)}, ${signatureOf(endpoint.secret, request!.body)}`,
    );
    expect(verifySignature(rotated.secret, request!.body, header)).toBe(true);
    expect(verifySignature("whsec_other", request!.body, header)).toBe(false);
  });

  it("cuts over at once with overlap 0: the old secret no longer verifies", async () => {
    const endpoint = await w.endpointWithReceiver("rotate-now");
    const res = await rotate(endpoint.id, { overlap_seconds: 0 });
    const rotated = WebhookEndpointWithSecret.parse(await res.json());
    expect(rotated.previous_secret_expires_at).toBeNull();
    const id = await w.sendTest(endpoint.id);
    const detail = await w.settledDelivery(endpoint.id, id);
    expect(detail.status).toBe("failed");
    const [request] = await w.received("rotate-now");
    expect(request!.signature_valid).toBe(false);
    expect(request!.answered_status).toBe(401);
  });

  it("defaults to a 24-hour overlap without a body", async () => {
    const endpoint = await w.endpointWithReceiver("rotate-default");
    const res = await rotate(endpoint.id);
    expect(res.status).toBe(200);
    const rotated = WebhookEndpointWithSecret.parse(await res.json());
    const hours = (Date.parse(rotated.previous_secret_expires_at!) - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it("refuses an overlap out of bounds with a 422 naming it", async () => {
    const endpoint = await w.endpointWithReceiver("rotate-bad");
    for (const overlap of [-1, 7 * 86_400 + 1, 1.5, "1h"]) {
      const res = await rotate(endpoint.id, { overlap_seconds: overlap });
      expect(res.status, String(overlap)).toBe(422);
      const detail = ((await res.json()) as { detail: { loc: unknown[] }[] }).detail;
      expect(detail[0]!.loc).toEqual(["body", "overlap_seconds"]);
    }
  });
});

/** Members and managers neither list nor filter for a webhook endpoint's audit entries. */
async function expectHiddenFromNonAdmins(endpointId: string, url: string) {
  const events = "/api/v1/console/audit-events";
  for (const email of ["member@acme.test", "manager@acme.test"]) {
    const session = await w.t.signIn(email);
    const filtered = await w.t.request("GET", `${events}?target_type=webhook_endpoint`, {
      session,
    });
    expect(filtered.status, email).toBe(403);
    expect(await filtered.json()).toEqual({
      detail: "Managing webhook endpoints needs the admin role.",
    });
    for (const query of ["?limit=100", `?target_id=${endpointId}`]) {
      const listed = await w.t.request("GET", `${events}${query}`, { session });
      expect(listed.status, `${email} ${query}`).toBe(200);
      const text = await listed.text();
      expect(text).not.toContain(endpointId);
      expect(text).not.toContain(url);
      expect(text).not.toContain("webhook_endpoint");
    }
  }
  const owner = await w.t.signIn("owner@acme.test");
  const listed = await w.t.request("GET", `${events}?target_id=${endpointId}`, { session: owner });
  expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(1);
}

describe("auto-disable", () => {
  it("disables an endpoint whose every attempt failed for the period, says why, logs it", async () => {
    const endpoint = await w.endpointWithReceiver("always-down", { mode: "error" });
    const first = await w.sendTest(endpoint.id);
    await w.settledDelivery(endpoint.id, first);
    const [row] = await w.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.failingSince).not.toBeNull();
    expect(row!.isActive).toBe(true);

    // The failing period has to elapse on the clock: the wait is the point.
    await new Promise((r) => setTimeout(r, DISABLE_AFTER_SECONDS * 1000 + 200));
    await w.settledDelivery(endpoint.id, await w.sendTest(endpoint.id));
    const read = await w.t.request("GET", `${BASE}/${endpoint.id}`, { key: w.key });
    const disabled = WebhookEndpoint.parse(await read.json());
    expect(disabled.is_active).toBe(false);
    expect(disabled.disabled_reason).toBe(
      "Every delivery attempt failed for 5 seconds, so the platform disabled this endpoint. Fix the receiver, then re-enable it and recover the failed deliveries.",
    );
    expect(disabled.disabled_at).not.toBeNull();
    expect(disabled.failing_since).not.toBeNull();

    const session = await w.t.signIn("admin@acme.test");
    const log = await w.t.request(
      "GET",
      `/api/v1/console/audit-events?target_type=webhook_endpoint&target_id=${endpoint.id}`,
      { session },
    );
    expect(log.status).toBe(200);
    const [event] = ((await log.json()) as { items: unknown[] }).items.map((e) =>
      AuditEvent.parse(e),
    );
    expect(event).toMatchObject({
      action: "webhook_endpoint.auto_disabled",
      actor: { member_id: null, email: "Outreach Platform" },
      target: { type: "webhook_endpoint", id: endpoint.id },
      details: { disable_after_seconds: DISABLE_AFTER_SECONDS },
    });

    // The entry's label is the endpoint's URL, a capability: read as webhook endpoints are.
    await expectHiddenFromNonAdmins(endpoint.id, w.receiverUrl("always-down"));

    // Re-enabling clears the reason and the failure run.
    const enabled = await w.t.request("PATCH", `${BASE}/${endpoint.id}`, {
      key: w.key,
      body: { is_active: true },
    });
    expect(WebhookEndpoint.parse(await enabled.json())).toMatchObject({
      is_active: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    });
  });

  it("a success ends the run of failures", async () => {
    // Its own platform with the default period, so however slow the machine, the run of
    // failures cannot reach the period before the success ends it.
    const own = await createWebhookTestPlatform();
    own.start();
    try {
      const endpoint = await own.endpointWithReceiver("flaky", { mode: "error" });
      await own.settledDelivery(endpoint.id, await own.sendTest(endpoint.id));
      const [failing] = await own.t.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(failing!.failingSince).not.toBeNull();
      await own.dev("PUT", "/receiver/flaky/behaviour", { mode: "ok" });
      await own.settledDelivery(endpoint.id, await own.sendTest(endpoint.id));
      const [row] = await own.t.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(row!.failingSince).toBeNull();
      expect(row!.isActive).toBe(true);
    } finally {
      await own.close();
    }
  });
});
