import { describe, expect, it } from "vitest";
import { downstreamResponseHeaders, rewriteLink, upstreamRequestHeaders } from "./headers";

describe("upstreamRequestHeaders", () => {
  const incoming = new Headers({
    cookie: "outreach_console_session=sealed",
    "x-api-key": "sk_live_from_the_browser",
    authorization: "Bearer from-the-browser",
    connection: "keep-alive",
    "keep-alive": "timeout=5",
    "transfer-encoding": "chunked",
    upgrade: "websocket",
    te: "trailers",
    "proxy-authorization": "Basic xyz",
    host: "console.example",
    "x-forwarded-for": "203.0.113.9",
    "content-type": "application/json",
    accept: "application/json",
    "idempotency-key": "idem-1",
  });
  const out = upstreamRequestHeaders(incoming);

  it("never forwards the browser's cookies", () => expect(out.has("cookie")).toBe(false));
  it("never forwards a client X-API-Key", () => expect(out.has("x-api-key")).toBe(false));
  it("never forwards a client Authorization", () => expect(out.has("authorization")).toBe(false));
  it.each([
    "connection",
    "keep-alive",
    "transfer-encoding",
    "upgrade",
    "te",
    "proxy-authorization",
  ])("drops the hop-by-hop header %s", (name) => expect(out.has(name)).toBe(false));
  it("drops Host and X-Forwarded-*", () => {
    expect(out.has("host")).toBe(false);
    expect(out.has("x-forwarded-for")).toBe(false);
  });
  it("forwards Content-Type, Accept and Idempotency-Key", () => {
    expect(out.get("content-type")).toBe("application/json");
    expect(out.get("accept")).toBe("application/json");
    expect(out.get("idempotency-key")).toBe("idem-1");
  });
});

describe("downstreamResponseHeaders", () => {
  const upstream = new Headers({
    "content-type": "application/json",
    "x-ratelimit-limit": "300",
    "x-ratelimit-remaining": "299",
    "x-ratelimit-reset": "1790000000",
    "retry-after": "12",
    deprecation: "true",
    link: '</api/v1/public/phone-numbers/import/search>; rel="successor-version"',
    "set-cookie": "platform=1",
    "content-encoding": "gzip",
    "content-length": "10",
    connection: "close",
    "cache-control": "public, max-age=600",
    server: "hono",
  });
  const out = downstreamResponseHeaders(upstream, {
    platformPrefix: "/api/v1/public/",
    consolePrefix: "/api/public/",
  });

  it("passes the rate-limit, Retry-After, Deprecation and Content-Type headers", () => {
    expect(out.get("content-type")).toBe("application/json");
    expect(out.get("x-ratelimit-limit")).toBe("300");
    expect(out.get("x-ratelimit-remaining")).toBe("299");
    expect(out.get("x-ratelimit-reset")).toBe("1790000000");
    expect(out.get("retry-after")).toBe("12");
    expect(out.get("deprecation")).toBe("true");
  });
  it("rewrites Link targets to the console's proxy path", () => {
    expect(out.get("link")).toBe(
      '</api/public/phone-numbers/import/search>; rel="successor-version"',
    );
  });
  it("never passes the platform's cookies or hop-by-hop headers", () => {
    for (const name of [
      "set-cookie",
      "content-encoding",
      "content-length",
      "connection",
      "server",
    ]) {
      expect(out.has(name)).toBe(false);
    }
  });
  it("is never cached", () => expect(out.get("cache-control")).toBe("no-store"));
});

describe("rewriteLink", () => {
  it("drops the platform's host from absolute targets", () => {
    expect(
      rewriteLink(
        '<http://10.0.0.5:4010/api/v1/public/a/b?x=1>; rel="next"',
        "/api/v1/public/",
        "/api/public/",
      ),
    ).toBe('</api/public/a/b?x=1>; rel="next"');
  });
  it("leaves other targets alone", () => {
    expect(
      rewriteLink('<https://docs.example/x>; rel="help"', "/api/v1/public/", "/api/public/"),
    ).toBe('<https://docs.example/x>; rel="help"');
  });
});
