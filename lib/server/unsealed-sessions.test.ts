import { sealData, unsealData } from "iron-session";
import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetSessions,
  knownSession,
  MAX_ENTRIES,
  rememberSession,
  sealExpiry,
} from "./unsealed-sessions";

const SECRET = "s".repeat(40);
const TTL = 12 * 3600;

async function seal(data: Record<string, unknown>, password = SECRET) {
  return sealData(data, { password, ttl: TTL });
}

describe("unsealed sessions", () => {
  beforeEach(() => forgetSessions());

  it("reads the authenticated expiry inside a real seal", async () => {
    const before = Date.now();
    const sealed = await seal({ token: "t" });
    const expiry = sealExpiry(sealed);
    expect(expiry).toBeGreaterThanOrEqual(before + TTL * 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + TTL * 1000);
    expect(sealExpiry("not a seal")).toBeNaN();
  });

  it("gives back what the seal opened to, as a copy the caller may change", async () => {
    const sealed = await seal({ token: "t", apiKey: "k" });
    const opened = await unsealData<Record<string, unknown>>(sealed, {
      password: SECRET,
      ttl: TTL,
    });
    expect(knownSession(SECRET, sealed)).toBeUndefined();
    rememberSession(SECRET, sealed, opened);
    const known = knownSession(SECRET, sealed)!;
    expect(known).toEqual({ token: "t", apiKey: "k" });
    delete known.token;
    expect(knownSession(SECRET, sealed)).toEqual({ token: "t", apiKey: "k" });
  });

  it("never past the seal's own expiry, nor under another secret", async () => {
    const sealed = await seal({ token: "t" });
    rememberSession(SECRET, sealed, { token: "t" });
    expect(knownSession(SECRET, sealed, sealExpiry(sealed) - 1)).toBeDefined();
    expect(knownSession(SECRET, sealed, sealExpiry(sealed))).toBeUndefined();
    expect(knownSession(SECRET, sealed)).toBeUndefined();

    const again = await seal({ token: "t" });
    rememberSession(SECRET, again, { token: "t" });
    expect(knownSession("o".repeat(40), again)).toBeUndefined();
    rememberSession("o".repeat(40), await seal({ token: "u" }, "o".repeat(40)), { token: "u" });
    expect(knownSession(SECRET, again)).toBeUndefined();
  });

  it("keeps nothing that opened to nothing", async () => {
    const sealed = await seal({ token: "t" });
    rememberSession(SECRET, sealed, {});
    expect(knownSession(SECRET, sealed)).toBeUndefined();
  });

  it("keeps at most MAX_ENTRIES, the least recently used leaving first", async () => {
    const template = await seal({ token: "t" });
    const fields = template.split("*");
    const variant = (i: number) => [...fields.slice(0, 4), `x${i}`, ...fields.slice(5)].join("*");
    for (let i = 0; i < MAX_ENTRIES; i++) rememberSession(SECRET, variant(i), { token: `${i}` });
    expect(knownSession(SECRET, variant(0))).toEqual({ token: "0" });
    rememberSession(SECRET, variant(MAX_ENTRIES), { token: "new" });
    expect(knownSession(SECRET, variant(0))).toEqual({ token: "0" });
    expect(knownSession(SECRET, variant(1))).toBeUndefined();
    expect(knownSession(SECRET, variant(MAX_ENTRIES))).toEqual({ token: "new" });
  });
});
