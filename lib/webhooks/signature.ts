/**
 * The signature receivers check (spec, Events › Signature): `X-Service-Signature: sha256=<hex>`,
 * the lowercase hex HMAC-SHA256 of the raw request body keyed with the endpoint's secret.
 * Web Crypto only, so it runs in the browser and the secret never leaves the page.
 */

import { SIGNATURE_HEADER } from "@/contract/webhooks";

export { SIGNATURE_HEADER };

const SIGNATURE_PREFIX = "sha256=";

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** `sha256=<hex>` for `body` exactly as given: every byte counts, whitespace included. */
export async function signBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(body));
  return `${SIGNATURE_PREFIX}${toHex(mac)}`;
}

/** Equal-length strings compared without stopping at the first difference. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * A pasted header value as the receiver would see it: surrounding space and a leading
 * `X-Service-Signature:` (when the whole header line was pasted) are dropped; the hex is
 * compared in lower case, as the spec says it is sent.
 */
export function normaliseHeader(pasted: string): string {
  const value = pasted.trim().replace(/^x-service-signature\s*:\s*/i, "");
  return value.toLowerCase();
}

export type SignatureVerdict =
  | { kind: "no-header" }
  | { kind: "match" }
  | { kind: "malformed"; reason: string }
  | { kind: "mismatch"; hints: string[] };

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * Compares the expected value with a pasted header and, on a mismatch, names the usual
 * reasons: a body that was re-serialised or trimmed, or the wrong secret.
 */
export function compareSignature(
  expected: string,
  pastedHeader: string,
  body: string,
): SignatureVerdict {
  const whole = normaliseHeader(pastedHeader);
  if (whole === "") return { kind: "no-header" };
  // During a secret rotation's overlap the header carries one signature per secret,
  // comma-separated; the secret given matches when any of them does.
  const parts = whole.split(",").map((p) => p.trim());
  if (parts.length > 1) {
    const verdicts = parts.map((part) => compareSignature(expected, part, body));
    return (
      verdicts.find((v) => v.kind === "match") ??
      verdicts.find((v) => v.kind === "mismatch") ??
      verdicts[0]!
    );
  }
  const header = whole;
  if (!header.startsWith(SIGNATURE_PREFIX)) {
    return {
      kind: "malformed",
      reason: `The header should start with “${SIGNATURE_PREFIX}” followed by 64 hexadecimal characters.`,
    };
  }
  if (!HEX_64.test(header.slice(SIGNATURE_PREFIX.length))) {
    return {
      kind: "malformed",
      reason: `After “${SIGNATURE_PREFIX}” the header should have exactly 64 hexadecimal characters.`,
    };
  }
  if (constantTimeEqual(expected, header)) return { kind: "match" };
  const hints: string[] = [];
  if (body !== body.trim()) {
    hints.push(
      "The body starts or ends with whitespace or a line break; the signature covers the raw body byte for byte, so paste it exactly as received.",
    );
  }
  if (/\r\n/.test(body)) {
    hints.push("The body has Windows line endings (CRLF); the platform sends it as it was signed.");
  }
  hints.push(
    "Sign the raw request body, before any JSON parsing or re-serialising: key order and spacing change the signature.",
  );
  hints.push(
    "Check that the secret is the endpoint's current one; after a rotation the old one signs only until its overlap ends.",
  );
  return { kind: "mismatch", hints };
}
