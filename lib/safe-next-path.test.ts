import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeNextPath("/lead-lists/ll_1?page=2")).toBe("/lead-lists/ll_1?page=2");
  });
  it.each([
    ["missing", null],
    ["empty", ""],
    ["absolute URL", "https://evil.example/"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash trick", "/\\evil.example"],
    ["control character", "/lead-lists\n"],
    ["the sign-in page itself", "/sign-in"],
    ["an API route", "/api/session"],
  ])("falls back to the lead lists when %s", (_label, next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
