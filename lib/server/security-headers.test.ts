import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, FIXED_SECURITY_HEADERS, newNonce } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("lets only nonce-carrying scripts run and forbids framing, plugins and base changes", () => {
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("upgrades requests over https, and allows eval only in development", () => {
    expect(contentSecurityPolicy("n", { https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { development: true })).toContain("'unsafe-eval'");
  });
});

describe("newNonce", () => {
  it("is 128 random bits, different each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

describe("FIXED_SECURITY_HEADERS", () => {
  it("deny framing and sniffing, trim referrers, turn powerful features off", () => {
    expect(FIXED_SECURITY_HEADERS).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(FIXED_SECURITY_HEADERS["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
  });
});
