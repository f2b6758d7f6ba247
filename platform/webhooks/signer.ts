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

/** What a receiver does: recompute and compare in constant time; a missing header fails. */
export function verifySignature(
  secret: string,
  body: string | Uint8Array,
  header: string | null | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
