import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, TEST_PASSWORD, type TestPlatform } from "../testing/harness";
import { servePlatform } from "../testing/served-platform";
import { parseSignInLimits, SIGN_IN_LIMITS, type SignInLimits } from "./sign-in-throttle";

/**
 * Sign-in limits over real sockets. The platform believes X-Forwarded-For from loopback (the
 * embedded console's address), so these requests can speak for many client addresses. The
 * limits are smaller than the production ones (each allowed attempt costs a password check),
 * in the same proportions; the mechanism is the production one.
 */
const LIMITS: SignInLimits = {
  perAddress: { limit: 6, windowMs: 60_000 },
  perEmailAndAddress: { limit: 3, windowMs: 60_000 },
  perEmail: { limit: 8, windowMs: 60_000 },
};
let t: TestPlatform;
let platform: Awaited<ReturnType<typeof servePlatform>>;
beforeAll(async () => {
  t = await createTestPlatform({ deps: { signInLimits: LIMITS } });
  platform = await servePlatform(t.deps);
});
afterAll(async () => {
  await platform.close();
  await t.close();
});

const PER_ADDRESS = LIMITS.perAddress.limit;
const PER_EMAIL_AND_ADDRESS = LIMITS.perEmailAndAddress.limit;
const PER_EMAIL = LIMITS.perEmail.limit;
const REFUSED = { detail: "The email or password is not correct." };
const LIMITED = { detail: "Too many requests; wait for the Retry-After interval before retrying." };

function signIn(
  email: string,
  from: string,
  password = TEST_PASSWORD,
  on: typeof platform = platform,
) {
  return on.timed("POST", "/api/v1/console/sessions", {
    body: { email, password },
    headers: { "x-forwarded-for": from },
  });
}
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => {
    n[a.status] = (n[a.status] ?? 0) + 1;
    return n;
  }, {});

describe("sign-in limits", () => {
  it("in production: per address above per email and address, and a higher per-email ceiling", () => {
    const { perAddress, perEmailAndAddress, perEmail } = SIGN_IN_LIMITS;
    expect(perEmailAndAddress.limit).toBeLessThan(perAddress.limit);
    expect(perEmail.limit).toBeGreaterThan(perAddress.limit);
    for (const rule of [perAddress, perEmailAndAddress, perEmail])
      expect(rule.windowMs).toBe(60_000);
  });

  it("SIGN_IN_LIMITS sets the three limits, and says how when it is malformed", () => {
    expect(parseSignInLimits(undefined)).toBeUndefined();
    expect(parseSignInLimits("30/10/100")).toEqual(SIGN_IN_LIMITS);
    for (const bad of ["30/10", "30/0/100", "a/b/c", "30/10/1.5"]) {
      expect(() => parseSignInLimits(bad)).toThrow(/<per address>\/<per email and address>/);
    }
  });

  it("spraying many emails from one address is limited; other addresses are not", async () => {
    const from = "203.0.113.10";
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await signIn(`spray-${i}@acme.test`, from, "guess");
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await signIn("spray-last@acme.test", from, "guess");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(limited.body).toEqual(LIMITED);
    // A real member elsewhere signs in as usual.
    expect((await signIn("manager@acme.test", "203.0.113.11")).status).toBe(201);
  });

  it("concurrent wrong passwords for one account never get more than the limit checked", async () => {
    const from = "203.0.113.20";
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => signIn("owner@acme.test", from, "wrong")),
    );
    expect(statuses(answers)).toEqual({
      401: PER_EMAIL_AND_ADDRESS,
      429: 25 - PER_EMAIL_AND_ADDRESS,
    });
    // The guesser's address waits, even with the right password...
    expect((await signIn("owner@acme.test", from)).status).toBe(429);
    // ...while the member, from their own address, is not locked out.
    expect((await signIn("owner@acme.test", "198.51.100.7")).status).toBe(201);
  });

  it("a guess spread over many addresses is bounded per email", async () => {
    const addresses = Array.from({ length: 4 }, (_, i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((from) =>
        Array.from({ length: PER_EMAIL_AND_ADDRESS }, () => signIn("admin@acme.test", from, "no")),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: PER_EMAIL, 429: answers.length - PER_EMAIL });
  });

  it("known and unknown emails get the same answers, limited alike", async () => {
    const from = "203.0.113.30";
    const known = [];
    const unknown = [];
    for (let i = 0; i < PER_EMAIL_AND_ADDRESS; i++) {
      known.push(await signIn("member@acme.test", from, "wrong"));
      unknown.push(await signIn("nobody@acme.test", from, "wrong"));
    }
    for (const a of [...known, ...unknown]) expect(a.body).toEqual(REFUSED);
    const knownLimited = await signIn("member@acme.test", from, "wrong");
    const unknownLimited = await signIn("nobody@acme.test", from, "wrong");
    expect([knownLimited.status, unknownLimited.status]).toEqual([429, 429]);
    expect(knownLimited.body).toEqual(unknownLimited.body);
    // Both answers cost one password check: neither is much faster than the other.
    const median = (xs: { ms: number }[]) =>
      xs.map((x) => x.ms).sort((p, q) => p - q)[xs.length >> 1]!;
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it("a direct caller cannot pose as many addresses: X-Forwarded-For counts only from a trusted proxy", async () => {
    const direct = await servePlatform({ ...t.deps, trustedProxies: ["192.0.2.250/32"] });
    try {
      for (let i = 0; i < PER_ADDRESS; i++) {
        const res = await signIn(`pose-${i}@globex.test`, `198.18.0.${i + 1}`, "x", direct);
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      // Every attempt counted for the caller's own address, whatever the header said.
      expect((await signIn("pose-last@globex.test", "198.18.1.1", "x", direct)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
