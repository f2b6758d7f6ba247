import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureOf } from "./signer";
import { standardSignatureOf, standardWebhookHeaders, standardWebhookKey } from "./standard-signer";

const BODY = '{"event_type":"call.completed","call_id":"call_1","name":"Zoë 🚀"}';

describe("the Standard Webhooks key", () => {
  it("is the base64-decoded part after whsec_, as the libraries read it", () => {
    const secret = newWebhookSecret();
    const key = standardWebhookKey(secret)!;
    expect(key).toHaveLength(24);
    expect(key.toString("base64")).toBe(secret.slice("whsec_".length));
  });

  it("is null when the part after whsec_ is not strict base64, as the library refuses it too", () => {
    for (const secret of ["whsec_x", "whsec_abc", "whsec_ab-c", "whsec_"]) {
      expect(standardWebhookKey(secret), secret).toBeNull();
      expect(() => new Webhook(secret), secret).toThrow();
    }
    expect(standardWebhookKey("whsec_dGVzdA==")!.toString()).toBe("test");
  });
});

describe("the signature", () => {
  it("is what the standardwebhooks library computes, for any platform secret", () => {
    for (let i = 0; i < 20; i++) {
      const secret = newWebhookSecret();
      const at = new Date(1_764_000_000_000 + i * 1000);
      const timestamp = at.getTime() / 1000;
      const ours = standardSignatureOf(standardWebhookKey(secret)!, "whd_abc", timestamp, BODY);
      expect(ours).toBe(new Webhook(secret).sign("whd_abc", at, BODY));
      expect(ours).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    }
  });

  it("matches the scheme's published example", () => {
    // The example of the Standard Webhooks specification (spec.md, "Signature scheme").
    const key = standardWebhookKey("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")!;
    const body = '{"test": 2432232314}';
    expect(standardSignatureOf(key, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });
});

describe("the headers of one attempt", () => {
  it("carry the id, the timestamp and one signature per secret, newest first, space-separated", () => {
    const current = newWebhookSecret();
    const previous = newWebhookSecret();
    const headers = standardWebhookHeaders({
      id: "whd_1",
      timestamp: 1_764_000_000,
      secrets: [current, previous],
      body: BODY,
    });
    const at = new Date(1_764_000_000_000);
    expect(headers).toEqual({
      "webhook-id": "whd_1",
      "webhook-timestamp": "1764000000",
      "webhook-signature": `${new Webhook(current).sign("whd_1", at, BODY)} ${new Webhook(previous).sign("whd_1", at, BODY)}`,
    });
  });

  it("leave the signature out when no secret has a Standard Webhooks key", () => {
    expect(
      standardWebhookHeaders({ id: "whd_1", timestamp: 1, secrets: ["whsec_x"], body: BODY }),
    ).toEqual({ "webhook-id": "whd_1", "webhook-timestamp": "1" });
  });

  it("leave X-Service-Signature's computation as it was: the whole secret string is its key", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(signatureOf(secret, BODY)).not.toContain(
      standardSignatureOf(standardWebhookKey(secret)!, "x", 1, BODY),
    );
    expect(signatureOf(secret, BODY)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});
