import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "./safe-next-path";

const CONSOLE = "https://console.example";

/** Where a browser on the console goes when it follows the answer. */
function landing(next: string | null | undefined): URL {
  return new URL(safeNextPath(next), `${CONSOLE}/sign-in`);
}

describe("safeNextPath", () => {
  it.each([
    ["/lead-lists/ll_1?page=2", "/lead-lists/ll_1?page=2"],
    ["/members", "/members"],
    ["/webhooks/we_1#deliveries", "/webhooks/we_1#deliveries"],
    ["/prospecting?q=%2F%2Fevil.example", "/prospecting?q=%2F%2Fevil.example"],
    // Normalised first, then kept when it is still a page here.
    ["/api-keys/../members", "/members"],
    ["/./members", "/members"],
  ])("keeps %s as %s", (next, kept) => {
    expect(safeNextPath(next)).toBe(kept);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["relative without a slash", "lead-lists"],
    ["absolute URL", "https://evil.example/"],
    ["absolute URL of the console's own scheme", "http://evil.example/x"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["protocol-relative", "//evil.example/x"],
    ["protocol-relative with three slashes", "///evil.example/x"],
    ["backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a dot segment before a double slash", "/.//evil.example/x"],
    ["a parent segment before a double slash", "/..//evil.example/x"],
    ["an inner parent segment", "/lead-lists/..//evil.example"],
    ["encoded dots", "/%2e%2e//evil.example/x"],
    ["encoded dots in capitals", "/%2E%2E//evil.example/x"],
    ["a half-encoded dot", "/.%2e//evil.example"],
    ["a dot segment before a backslash", "/./\\evil.example"],
    ["a backslash after a slash", "/\\/evil.example"],
    ["an encoded slash", "/%2fevil.example"],
    ["an encoded slash after a slash", "/%2F%2Fevil.example"],
    ["an encoded backslash", "/%5cevil.example"],
    ["a tab inside the slashes", "/\t/evil.example"],
    ["a newline", "/lead-lists\n"],
    ["a control character", "/\u0000//evil.example"],
    ["the sign-in page itself", "/sign-in"],
    ["the sign-in page with a trailing slash", "/sign-in/"],
    ["an API route", "/api/session"],
    ["an API route reached by a parent segment", "/lead-lists/../api/public/lead-lists"],
  ])("sends %s to a page of the console", (_label, next) => {
    expect(landing(next).origin).toBe(CONSOLE);
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it.each([
    ["javascript: after a slash", "/javascript:alert(1)//"],
    ["a credentials trick", "/@evil.example"],
  ])("keeps %s as a path of the console, where it names no page", (_label, next) => {
    expect(safeNextPath(next)).toBe(next);
    expect(landing(next).origin).toBe(CONSOLE);
    expect(landing(next).pathname).toBe(next);
  });

  it("whatever it answers resolves to the console's own origin from any page", () => {
    const tricks = ["/", ".", "..", "/.", "/..", "%2e", "%2f", "%5c", "\\", "//", "evil.example"];
    for (const a of tricks) {
      for (const b of tricks) {
        for (const c of tricks) {
          const next = `/${a}${b}${c}`;
          for (const from of ["/sign-in", "/a/b/c", "/"]) {
            const url = new URL(safeNextPath(next), `${CONSOLE}${from}`);
            expect(url.origin, next).toBe(CONSOLE);
          }
        }
      }
    }
  });
});
