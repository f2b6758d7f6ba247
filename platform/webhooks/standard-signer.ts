import { createHmac } from "node:crypto";
import {
  SECRET_PREFIX,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
} from "../../contract/webhooks";

/**
 * Standard Webhooks signing (standardwebhooks.com, "Signature scheme"), beside the spec's
 * X-Service-Signature (signer.ts), which stays exactly as it was.
 *
 * The two schemes read the one secret differently. X-Service-Signature keys its HMAC with the
 * whole secret string as UTF-8, prefix included (the spec's words). Standard Webhooks
 * libraries drop `whsec_` and base64-decode the rest, using the bytes as the key. The
 * platform's secrets are `whsec_` and 32 base62 characters, which is also valid base64 (24
 * bytes), so both work with the secret as shown.
 */

/** Strict base64 as the libraries decode it: the standard alphabet, padded to whole quads. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The Standard Webhooks key of a secret, or null when the part after `whsec_` is not base64
 * (never so for a secret the platform made; only a row written by hand could hold one), as no
 * library could derive a key from it either.
 */
export function standardWebhookKey(secret: string): Buffer | null {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (encoded === "" || !BASE64.test(encoded)) return null;
  return Buffer.from(encoded, "base64");
}

/** `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` with the secret's key. */
export function standardSignatureOf(
  key: Buffer,
  id: string,
  timestamp: number,
  body: string | Uint8Array,
): string {
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest();
  return `v1,${mac.toString("base64")}`;
}

/**
 * The three headers of one attempt: one signature per valid secret, newest first and
 * space-separated (the scheme's way to carry several, for a rotation's overlap). Secrets
 * without a Standard Webhooks key sign nothing here; with none left, the signature header is
 * left out rather than sent with a value no library could check.
 */
export function standardWebhookHeaders(opts: {
  id: string;
  timestamp: number;
  secrets: readonly string[];
  body: string | Uint8Array;
}): Record<string, string> {
  const signatures = opts.secrets.flatMap((secret) => {
    const key = standardWebhookKey(secret);
    return key ? [standardSignatureOf(key, opts.id, opts.timestamp, opts.body)] : [];
  });
  return {
    [STANDARD_ID_HEADER]: opts.id,
    [STANDARD_TIMESTAMP_HEADER]: String(opts.timestamp),
    ...(signatures.length > 0 ? { [STANDARD_SIGNATURE_HEADER]: signatures.join(" ") } : {}),
  };
}
