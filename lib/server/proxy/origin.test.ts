import { describe, expect, it } from "vitest";
import { consoleOrigin, isSameOriginWrite, requestIsHttps } from "./origin";

const URL_ = "http://localhost:3000/api/public/lead-lists";

describe("isSameOriginWrite", () => {
  it("lets GET and HEAD through without an Origin", () => {
    expect(isSameOriginWrite("GET", new Headers({ host: "localhost:3000" }), URL_)).toBe(true);
    expect(isSameOriginWrite("HEAD", new Headers({ host: "localhost:3000" }), URL_)).toBe(true);
  });
  it("accepts a write from the console's own origin", () => {
    const headers = new Headers({ host: "localhost:3000", origin: "http://localhost:3000" });
    expect(isSameOriginWrite("POST", headers, URL_)).toBe(true);
  });
  it("refuses a write from another origin", () => {
    const headers = new Headers({ host: "localhost:3000", origin: "http://evil.example" });
    expect(isSameOriginWrite("POST", headers, URL_)).toBe(false);
  });
  it("refuses a write without an Origin", () => {
    expect(isSameOriginWrite("DELETE", new Headers({ host: "localhost:3000" }), URL_)).toBe(false);
  });
  it("refuses a write with Origin null (sandboxed frames, data: URLs)", () => {
    const headers = new Headers({ host: "localhost:3000", origin: "null" });
    expect(isSameOriginWrite("PATCH", headers, URL_)).toBe(false);
  });
  it("refuses the same host on another scheme", () => {
    const headers = new Headers({ host: "localhost:3000", origin: "https://localhost:3000" });
    expect(isSameOriginWrite("POST", headers, URL_)).toBe(false);
  });
  it("refuses OPTIONS and other methods without a matching Origin", () => {
    expect(isSameOriginWrite("OPTIONS", new Headers({ host: "localhost:3000" }), URL_)).toBe(false);
  });
});

describe("consoleOrigin", () => {
  it("prefers the forwarded host and protocol of a reverse proxy", () => {
    const headers = new Headers({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "console.example.com",
      "x-forwarded-proto": "https",
    });
    expect(consoleOrigin(headers, URL_)).toBe("https://console.example.com");
    expect(requestIsHttps(headers, URL_)).toBe(true);
  });
  it("falls back to Host and the request's own protocol", () => {
    expect(consoleOrigin(new Headers({ host: "localhost:3000" }), URL_)).toBe(
      "http://localhost:3000",
    );
  });
  it("uses the first value of a forwarded list", () => {
    const headers = new Headers({
      "x-forwarded-host": "a.example, b.example",
      "x-forwarded-proto": "https,http",
    });
    expect(consoleOrigin(headers, URL_)).toBe("https://a.example");
  });
});
