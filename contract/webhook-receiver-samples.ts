/**
 * Code a receiver can copy to check a delivery, for each of its two signature schemes.
 *
 * - The spec's `X-Service-Signature` lists one signature per signing secret, comma-separated
 *   (two while a rotation's overlap lasts), so a receiver accepts a delivery when any listed
 *   signature matches its secret; comparing the whole header with one value would reject
 *   every delivery during an overlap.
 * - Standard Webhooks' `webhook-signature` (with `webhook-id` and `webhook-timestamp`) is
 *   checked by the maintained `standardwebhooks` library, which does the same for its
 *   space-separated list and also refuses stale timestamps.
 *
 * Each sample is run against a real signed delivery in the platform's tests.
 */
export const RECEIVER_SAMPLES = [
  {
    id: "node",
    scheme: "service-signature",
    language: "node",
    label: "Node.js, X-Service-Signature",
    code: `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a Buffer or string), before JSON.parse.
// header: the X-Service-Signature value. While a secret rotation's overlap lasts it lists
// two signatures ("sha256=<new>, sha256=<old>"): accept the delivery if any one matches.
export function isSigned(rawBody, header, secret) {
  const expected = Buffer.from(
    "sha256=" + createHmac("sha256", secret).update(rawBody).digest("hex"),
  );
  return (header ?? "").split(",").some((signature) => {
    const given = Buffer.from(signature.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}`,
  },
  {
    id: "python",
    scheme: "service-signature",
    language: "python",
    label: "Python, X-Service-Signature",
    code: `import hashlib
import hmac


# raw_body: the request body exactly as received (bytes), before json.loads.
# header: the X-Service-Signature value. While a secret rotation's overlap lasts it lists
# two signatures ("sha256=<new>, sha256=<old>"): accept the delivery if any one matches.
def is_signed(raw_body: bytes, header: str | None, secret: str) -> bool:
    expected = "sha256=" + hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return any(
        hmac.compare_digest(signature.strip().encode(), expected.encode())
        for signature in (header or "").split(",")
    )`,
  },
  {
    id: "node-standardwebhooks",
    scheme: "standard-webhooks",
    language: "node",
    label: "Node.js, Standard Webhooks (npm install standardwebhooks)",
    code: `import { Webhook } from "standardwebhooks";

// secret: the endpoint's whsec_… secret exactly as shown (the library decodes its key).
// rawBody: the request body exactly as received (a string), before JSON.parse.
// headers: the request's headers. verify() reads webhook-id, webhook-timestamp and
// webhook-signature, accepts any listed signature (two during a secret rotation's overlap)
// and refuses a timestamp more than five minutes from now; it throws when either fails.
// Answer 401 then. Deduplicate by webhook-id: it is the same on every attempt of a delivery.
export function isSigned(rawBody, headers, secret) {
  try {
    new Webhook(secret).verify(rawBody, headers);
    return true;
  } catch {
    return false;
  }
}`,
  },
] as const;

export type ReceiverSample = (typeof RECEIVER_SAMPLES)[number];
