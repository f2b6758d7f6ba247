import { describe, expect, it } from "vitest";
import { activeToken, boundKey, replaceSession, type SessionData } from "./session";

describe("activeToken", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  it("returns the token before expiry", () => {
    expect(activeToken({ token: "t", expiresAt: "2026-06-01T13:00:00Z" }, now)).toBe("t");
  });
  it("returns null once expired", () => {
    expect(activeToken({ token: "t", expiresAt: "2026-06-01T11:59:59Z" }, now)).toBeNull();
  });
  it("returns null without a token or expiry", () => {
    expect(activeToken({}, now)).toBeNull();
    expect(activeToken({ token: "t" }, now)).toBeNull();
  });
});

describe("replaceSession", () => {
  it("keeps nothing of the earlier session", () => {
    const session: SessionData = {
      token: "old",
      expiresAt: "2026-06-01T13:00:00Z",
      memberId: "mem_old",
      apiKey: "sk_live_old",
      apiKeyMemberId: "mem_old",
    };
    replaceSession(session, {
      token: "new",
      expiresAt: "2026-06-02T00:00:00Z",
      memberId: "mem_new",
    });
    expect(session).toEqual({
      token: "new",
      expiresAt: "2026-06-02T00:00:00Z",
      memberId: "mem_new",
    });
  });
});

describe("boundKey", () => {
  const base = { token: "t", memberId: "mem_1", apiKey: "sk_live_k" };
  it("gives the key issued for the session's member", () => {
    expect(boundKey({ ...base, apiKeyMemberId: "mem_1" })).toBe("sk_live_k");
  });
  it("never gives a key issued for someone else, or for no known member", () => {
    expect(boundKey({ ...base, apiKeyMemberId: "mem_2" })).toBeNull();
    expect(boundKey({ ...base })).toBeNull();
    expect(boundKey({ ...base, memberId: undefined, apiKeyMemberId: undefined })).toBeNull();
  });
});
