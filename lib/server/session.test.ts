import { describe, expect, it } from "vitest";
import { activeToken } from "./session";

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
