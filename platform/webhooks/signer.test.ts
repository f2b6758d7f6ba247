import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureOf, verifySignature } from "./signer";

/** An independent HMAC-SHA256 through WebCrypto, not the signer's node:crypto path. */
async function webCryptoSignature(secret: string, body: Uint8Array): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await webcrypto.subtle.sign("HMAC", key, body));
  return `sha256=${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

describe("signature", () => {
  it("is the lowercase hex HMAC-SHA256 of the raw body keyed with the secret", async () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    for (const body of ['{"event_type":"call.completed"}', '{"name":"Zoë 🚀"}', ""]) {
      const bytes = new TextEncoder().encode(body);
      const expected = await webCryptoSignature(secret, bytes);
      expect(signatureOf(secret, body)).toBe(expected);
      expect(signatureOf(secret, bytes)).toBe(expected);
      expect(expected).toMatch(/^sha256=[0-9a-f]{64}$/);
    }
  });

  it("matches a known vector", () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signatureOf("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("verifies only the exact body and secret", () => {
    const secret = newWebhookSecret();
    const body = '{"a":1}';
    const header = signatureOf(secret, body);
    expect(verifySignature(secret, body, header)).toBe(true);
    expect(verifySignature(secret, '{"a":2}', header)).toBe(false);
    expect(verifySignature(newWebhookSecret(), body, header)).toBe(false);
    expect(verifySignature(secret, body, header.toUpperCase())).toBe(false);
    expect(verifySignature(secret, body, undefined)).toBe(false);
    expect(verifySignature(secret, body, "sha256=")).toBe(false);
  });
});
