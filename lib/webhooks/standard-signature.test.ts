import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  compareStandardSignatures,
  describeAge,
  signStandard,
  standardKeyOf,
  timestampVerdict,
} from "./standard-signature";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const BODY = '{"event_type":"reply.received","message_preview":"Grüße — ok ✓"}';

describe("signStandard", () => {
  it("computes what the standardwebhooks library computes, in Web Crypto", async () => {
    const key = standardKeyOf(SECRET)!;
    for (const [id, seconds] of [
      ["whd_1", 1_764_172_800],
      ["msg_p5jXN8AQM9LWM0D4loKWxJek", 1_614_265_330],
    ] as const) {
      expect(await signStandard(key, id, String(seconds), BODY)).toBe(
        new Webhook(SECRET).sign(id, new Date(seconds * 1000), BODY),
      );
    }
  });

  it("matches the Standard Webhooks specification's example", async () => {
    const key = standardKeyOf(SECRET)!;
    expect(
      await signStandard(key, "msg_p5jXN8AQM9LWM0D4loKWxJek", "1614265330", '{"test": 2432232314}'),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});

describe("standardKeyOf", () => {
  it("decodes the part after whsec_, or a bare base64 secret, as the libraries do", () => {
    expect(standardKeyOf("whsec_dGVzdA==")).toEqual(new TextEncoder().encode("test"));
    expect(standardKeyOf("dGVzdA==")).toEqual(new TextEncoder().encode("test"));
    expect(standardKeyOf(` ${SECRET} `)).toHaveLength(24);
  });

  it("is null when the library could not read the secret either", () => {
    for (const secret of ["whsec_x", "whsec_", "whsec_ab-c", "whsec_abc"]) {
      expect(standardKeyOf(secret), secret).toBeNull();
      expect(() => new Webhook(secret)).toThrow();
    }
  });
});

describe("compareStandardSignatures", () => {
  const expected = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
  const other = "v1,Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE=";

  it("says which of the listed signatures match", () => {
    expect(compareStandardSignatures(expected, `${other} ${expected}`)).toEqual({
      kind: "checked",
      signatures: [
        { position: 1, value: other, matches: false },
        { position: 2, value: expected, matches: true },
      ],
    });
    expect(compareStandardSignatures(expected, `webhook-signature: ${expected}\n`)).toEqual({
      kind: "checked",
      signatures: [{ position: 1, value: expected, matches: true }],
    });
  });

  it("says when nothing was pasted, or what is malformed", () => {
    expect(compareStandardSignatures(expected, "  ")).toEqual({ kind: "no-header" });
    expect(compareStandardSignatures(expected, "sha256=abc").kind).toBe("malformed");
    expect(compareStandardSignatures(expected, `${expected},${other}`).kind).toBe("malformed");
  });
});

describe("timestampVerdict", () => {
  const now = 1_764_172_800;
  it("accepts five minutes either way, as the library does", () => {
    expect(timestampVerdict(String(now - 300), now)).toEqual({ kind: "within", ageSeconds: 300 });
    expect(timestampVerdict(String(now + 300), now)).toEqual({ kind: "within", ageSeconds: -300 });
    expect(timestampVerdict(String(now - 301), now)).toEqual({ kind: "too-old", ageSeconds: 301 });
    expect(timestampVerdict(String(now + 301), now)).toEqual({ kind: "too-new", ageSeconds: -301 });
  });

  it("says when it is missing or not Unix seconds", () => {
    expect(timestampVerdict("", now)).toEqual({ kind: "no-header" });
    expect(timestampVerdict("2026-11-26T00:00:00Z", now)).toEqual({ kind: "malformed" });
    expect(timestampVerdict(`webhook-timestamp: ${now}`, now).kind).toBe("within");
  });

  it("describes the age in words", () => {
    expect(describeAge(1)).toBe("1 second");
    expect(describeAge(-240)).toBe("4 minutes");
    expect(describeAge(3 * 3600)).toBe("3 hours");
    expect(describeAge(5 * 86_400)).toBe("5 days");
  });
});
