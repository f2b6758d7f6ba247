import { describe, expect, it } from "vitest";
import { checkProxyPath, upstreamUrl } from "./path";

describe("checkProxyPath", () => {
  it("accepts ordinary resource paths", () => {
    expect(checkProxyPath(["lead-lists", "ll_01HXYZ"])).toEqual({
      ok: true,
      path: "lead-lists/ll_01HXYZ",
    });
  });

  it.each([
    ["a dot-dot segment", ["lead-lists", "..", "api-key"]],
    ["a dot segment", ["lead-lists", "."]],
    ["an empty segment", ["lead-lists", "", "x"]],
    ["no segment at all", []],
    ["a slash inside a segment", ["lead-lists/x", "y"]],
    ["a backslash inside a segment", ["x\\evil.example"]],
    ["a control character", ["lead-lists\u0001"]],
    ["a percent sign", ["lead%2Flists"]],
    ["a colon (scheme or port smuggling)", ["http:", "evil.example"]],
    ["an @ (userinfo smuggling)", ["user@evil.example"]],
    ["a space", ["lead lists"]],
    ["too many segments", Array.from({ length: 13 }, () => "a")],
  ])("rejects %s", (_label, segments) => {
    expect(checkProxyPath(segments).ok).toBe(false);
  });

  it.each([
    ["an encoded slash", "/api/public/lead-lists%2Fx"],
    ["an encoded backslash", "/api/public/lead-lists%5cx"],
    ["an encoded dot", "/api/public/%2e%2e/api-key"],
    ["a double-encoded slash", "/api/public/a%252Fb"],
    ["a double slash", "/api/public//lead-lists"],
  ])("rejects %s in the raw pathname even when the segments look clean", (_label, raw) => {
    expect(checkProxyPath(["lead-lists", "x"], raw).ok).toBe(false);
  });
});

describe("upstreamUrl", () => {
  it("keeps the request pinned to the platform's origin and prefix", () => {
    const url = upstreamUrl("http://127.0.0.1:4010", "/api/v1/public/", "lead-lists", "?page=2");
    expect(url?.href).toBe("http://127.0.0.1:4010/api/v1/public/lead-lists?page=2");
  });

  it("keeps a base URL's own path", () => {
    const url = upstreamUrl("https://api.example.test/outreach", "/api/v1/public/", "jobs", "");
    expect(url?.href).toBe("https://api.example.test/outreach/api/v1/public/jobs");
  });

  it("refuses a path that would climb out of the prefix", () => {
    expect(upstreamUrl("http://127.0.0.1:4010", "/api/v1/public/", "../console/me", "")).toBeNull();
  });
});
