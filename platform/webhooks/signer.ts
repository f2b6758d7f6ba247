import { createHmac, timingSafeEqual } from "node:crypto";
import { SECRET_PREFIX } from "../../contract/webhooks";
import { randomBase62 } from "../ids";

/** A new signing secret: whsec_ and 32 base62 characters (about 190 bits). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBase62(32)}`;
}

/**
 * The X-Service-Signature value: `sha256=` and the lowercase hex HMAC-SHA256 of the raw body,
 * keyed with the whole secret string (prefix included) as UTF-8.
 */
export function signatureOf(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * The header during a secret rotation's overlap: one `sha256=<hex>` per valid secret, the
 * newest first, comma-separated (as HTTP joins repeated headers). A receiver holding either
 * secret finds its own signature among them.
 */
export function signatureHeaderOf(secrets: readonly string[], body: string | Uint8Array): string {
  return secrets.map((secret) => signatureOf(secret, body)).join(", ");
}

/**
 * What a receiver does: recompute and compare in constant time against each signature the
 * header carries; a missing header fails.
 */
export function verifySignature(
  secret: string,
  body: string | Uint8Array,
  header: string | null | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  let matched = false;
  for (const part of header.split(",")) {
    const given = Buffer.from(part.trim());
    // Every candidate is compared, so the time taken says nothing about which one matched.
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}
