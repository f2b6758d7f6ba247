import { describe, expect, it } from "vitest";
import { malformedPathAnswer } from "./malformed-path";
import { FIXED_SECURITY_HEADERS } from "./security-headers";

describe("malformedPathAnswer", () => {
  it("lets decodable paths through, queries untouched", () => {
    for (const ok of [
      "/",
      "/api/public/lead-lists",
      "/lead-lists/ll%5F1",
      "/x?q=%c0",
      "/%E2%82%AC",
    ]) {
      expect(malformedPathAnswer(ok, false), ok).toBeNull();
    }
  });

  it("answers 400 with the security headers: JSON for the API, a page otherwise", () => {
    const api = malformedPathAnswer("/api/public/%c0", false)!;
    expect(api.status).toBe(400);
    expect(api.headers).toMatchObject(FIXED_SECURITY_HEADERS);
    expect(api.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(api.body).detail).toMatch(/malformed percent escape/);
    const page = malformedPathAnswer("/lead-lists/%zz", true)!;
    expect(page.status).toBe(400);
    expect(page.headers["Content-Type"]).toMatch(/^text\/html/);
    expect(page.headers["Strict-Transport-Security"]).toBeDefined();
  });
});
