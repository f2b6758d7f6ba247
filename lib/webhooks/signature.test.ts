import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compareSignature, constantTimeEqual, normaliseHeader, signBody } from "./signature";

const SECRET = "whsec_3f1c9a2b7d4e8f6a0b5c1d2e3f4a5b6c";
const BODY =
  '{"call_id":"call_test","lead_id":"lead_test","campaign_id":"camp_test","duration_seconds":42,"outcome":"ended","transcript_url":"https://example.com/r.mp3","event_type":"call.completed"}';

/** The known vector, computed the way a receiver on Node would. */
const EXPECTED = `sha256=${createHmac("sha256", SECRET).update(BODY, "utf8").digest("hex")}`;

describe("signBody", () => {
  it("matches node:crypto's HMAC-SHA256 of the raw body, as sha256=<lowercase hex>", async () => {
    const signature = await signBody(SECRET, BODY);
    expect(signature).toBe(EXPECTED);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("matches a fixed published vector (RFC 4231 test case 2)", async () => {
    expect(await signBody("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("signs non-ASCII bodies as UTF-8 bytes", async () => {
    const body = '{"message_preview":"Grüße — ok ✓","event_type":"reply.received"}';
    expect(await signBody(SECRET, body)).toBe(
      `sha256=${createHmac("sha256", SECRET).update(body, "utf8").digest("hex")}`,
    );
  });

  it("changes with a single byte of whitespace", async () => {
    expect(await signBody(SECRET, `${BODY}\n`)).not.toBe(EXPECTED);
  });
});

describe("compareSignature", () => {
  it("matches the header as sent, and a pasted header line or upper-case hex", () => {
    expect(compareSignature(EXPECTED, EXPECTED, BODY)).toEqual({ kind: "match" });
    expect(compareSignature(EXPECTED, `X-Service-Signature: ${EXPECTED}\n`, BODY)).toEqual({
      kind: "match",
    });
    expect(compareSignature(EXPECTED, `sha256=${EXPECTED.slice(7).toUpperCase()}`, BODY)).toEqual({
      kind: "match",
    });
  });

  it("says when no header was pasted", () => {
    expect(compareSignature(EXPECTED, "  ", BODY)).toEqual({ kind: "no-header" });
  });

  it("explains a header without the prefix or with the wrong length", () => {
    expect(compareSignature(EXPECTED, EXPECTED.slice(7), BODY).kind).toBe("malformed");
    expect(compareSignature(EXPECTED, "sha256=abc", BODY).kind).toBe("malformed");
  });

  it("names the likely causes of a mismatch", () => {
    const other = `sha256=${"0".repeat(64)}`;
    const verdict = compareSignature(EXPECTED, other, ` ${BODY}\r\n`);
    expect(verdict.kind).toBe("mismatch");
    if (verdict.kind !== "mismatch") return;
    expect(verdict.hints.join(" ")).toMatch(/whitespace/);
    expect(verdict.hints.join(" ")).toMatch(/CRLF/);
  });
});

describe("helpers", () => {
  it("compares strings of any length", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });

  it("normalises a pasted header", () => {
    expect(normaliseHeader("  x-service-signature:sha256=AB  ")).toBe("sha256=ab");
  });
});

describe("a header with two signatures (rotation overlap)", () => {
  it("matches when either signature is the secret's", async () => {
    const body = '{"event_type":"call.completed"}';
    const current = await signBody("whsec_new", body);
    const previous = await signBody("whsec_old", body);
    const header = `${current}, ${previous}`;
    expect(compareSignature(previous, header, body)).toEqual({ kind: "match" });
    expect(compareSignature(current, header, body)).toEqual({ kind: "match" });
    const other = await signBody("whsec_other", body);
    expect(compareSignature(other, header, body).kind).toBe("mismatch");
  });
});
