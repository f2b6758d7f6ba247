/**
 * The Standard Webhooks scheme the platform sends beside X-Service-Signature: webhook-id,
 * webhook-timestamp and webhook-signature (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`,
 * space-separated when several). Its key is the secret's part after `whsec_`, base64-decoded,
 * as Standard Webhooks libraries read it. Web Crypto only: it runs in the browser and the
 * secret never leaves the page.
 */

import { SECRET_PREFIX, STANDARD_TIMESTAMP_TOLERANCE_SECONDS } from "@/contract/webhooks";
import { constantTimeEqual } from "./signature";

const encoder = new TextEncoder();
/** Strict, padded base64 of the standard alphabet: what the libraries' decoders accept. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The HMAC key of a secret, or null when the part after whsec_ is not base64. */
export function standardKeyOf(secret: string): Uint8Array | null {
  const trimmed = secret.trim();
  const encoded = trimmed.startsWith(SECRET_PREFIX) ? trimmed.slice(SECRET_PREFIX.length) : trimmed;
  if (encoded === "" || !BASE64.test(encoded)) return null;
  return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
}

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

/** `v1,<base64>` over `{id}.{timestamp}.{body}`, body byte for byte as given. */
export async function signStandard(
  key: Uint8Array,
  id: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    key as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    hmacKey,
    encoder.encode(`${id}.${timestamp}.${body}`),
  );
  return `v1,${toBase64(mac)}`;
}

/** A pasted header value without a leading `webhook-signature:` and surrounding space. */
function pastedValue(pasted: string, name: string): string {
  return pasted.trim().replace(new RegExp(`^${name}\\s*:\\s*`, "i"), "");
}

export type StandardSignatureVerdict =
  | { kind: "no-header" }
  | { kind: "malformed"; reason: string }
  | { kind: "checked"; signatures: ListedSignature[] };

/** One signature of the header, 1 for the first listed (the newest secret's). */
export type ListedSignature = { position: number; value: string; matches: boolean };

const VERSIONED = /^v1,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Each signature the header lists (one per secret, space-separated, the newest secret's first
 * during a rotation's overlap), and whether it is the expected one.
 */
export function compareStandardSignatures(
  expected: string,
  pastedHeader: string,
): StandardSignatureVerdict {
  const value = pastedValue(pastedHeader, "webhook-signature");
  if (value === "") return { kind: "no-header" };
  const parts = value.split(/\s+/);
  const bad = parts.find((part) => !VERSIONED.test(part));
  if (bad !== undefined) {
    return {
      kind: "malformed",
      reason: `Each signature is “v1,” and base64, several separated by spaces; “${bad.slice(0, 40)}” is not.`,
    };
  }
  return {
    kind: "checked",
    signatures: parts.map((part, i) => ({
      position: i + 1,
      value: part,
      matches: constantTimeEqual(part, expected),
    })),
  };
}

export type TimestampVerdict =
  | { kind: "no-header" }
  | { kind: "malformed" }
  | { kind: "within"; ageSeconds: number }
  | { kind: "too-old"; ageSeconds: number }
  | { kind: "too-new"; ageSeconds: number };

/**
 * Whether a Standard Webhooks library would take webhook-timestamp now: within five minutes
 * of the clock, either way (replay protection).
 */
export function timestampVerdict(
  pasted: string,
  nowSeconds: number,
  toleranceSeconds = STANDARD_TIMESTAMP_TOLERANCE_SECONDS,
): TimestampVerdict {
  const value = pastedValue(pasted, "webhook-timestamp");
  if (value === "") return { kind: "no-header" };
  if (!/^[0-9]{1,12}$/.test(value)) return { kind: "malformed" };
  const ageSeconds = nowSeconds - Number(value);
  if (ageSeconds > toleranceSeconds) return { kind: "too-old", ageSeconds };
  if (-ageSeconds > toleranceSeconds) return { kind: "too-new", ageSeconds };
  return { kind: "within", ageSeconds };
}

/** "4 minutes", "3 hours", "2 days": how far a timestamp is from now, roughly. */
export function describeAge(seconds: number): string {
  const s = Math.abs(seconds);
  const [value, unit] =
    s < 90
      ? [Math.round(s), "second"]
      : s < 90 * 60
        ? [Math.round(s / 60), "minute"]
        : s < 36 * 3600
          ? [Math.round(s / 3600), "hour"]
          : [Math.round(s / 86_400), "day"];
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}
