/**
 * Code a receiver can copy to check `X-Service-Signature`. The header lists one signature
 * per signing secret, comma-separated (two while a rotation's overlap lasts), so a receiver
 * accepts a delivery when any listed signature matches its secret; comparing the whole
 * header with one value would reject every delivery during an overlap. Each sample is run
 * against a real signed delivery in the platform's tests.
 */
export const RECEIVER_SAMPLES = [
  {
    language: "node",
    label: "Node.js",
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
    language: "python",
    label: "Python",
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
] as const;

export type ReceiverSample = (typeof RECEIVER_SAMPLES)[number];
