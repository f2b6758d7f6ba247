import { describe, expect, it } from "vitest";
import { consoleOrigins, isSameOriginWrite, requestIsHttps } from "./origin";

const OWN = ["http://localhost:3000", "http://127.0.0.1:3000"];
const h = (init: Record<string, string>) => new Headers(init);

describe("isSameOriginWrite", () => {
  it("lets GET and HEAD through without an Origin", () => {
    expect(isSameOriginWrite("GET", h({ host: "localhost:3000" }), OWN)).toBe(true);
    expect(isSameOriginWrite("HEAD", h({ host: "localhost:3000" }), OWN)).toBe(true);
  });
  it("accepts a write from one of the configured origins", () => {
    expect(isSameOriginWrite("POST", h({ origin: "http://localhost:3000" }), OWN)).toBe(true);
    expect(isSameOriginWrite("POST", h({ origin: "http://127.0.0.1:3000" }), OWN)).toBe(true);
  });
  it("refuses a write from another origin", () => {
    expect(isSameOriginWrite("POST", h({ origin: "http://evil.example" }), OWN)).toBe(false);
  });
  it("never trusts Host or X-Forwarded-Host: a rebinding page's matching Origin is refused", () => {
    const rebinding: Record<string, string>[] = [
      { host: "rebind.attacker.test:3000", origin: "http://rebind.attacker.test:3000" },
      {
        host: "localhost:3000",
        "x-forwarded-host": "rebind.attacker.test",
        origin: "http://rebind.attacker.test",
      },
    ];
    for (const headers of rebinding) {
      expect(isSameOriginWrite("POST", h(headers), OWN)).toBe(false);
    }
  });
  it("refuses a write without an Origin", () => {
    expect(isSameOriginWrite("DELETE", h({ host: "localhost:3000" }), OWN)).toBe(false);
  });
  it("refuses a write with Origin null (sandboxed frames, data: URLs)", () => {
    expect(isSameOriginWrite("PATCH", h({ origin: "null" }), OWN)).toBe(false);
  });
  it("refuses the same host on another scheme", () => {
    expect(isSameOriginWrite("POST", h({ origin: "https://localhost:3000" }), OWN)).toBe(false);
  });
  it("refuses OPTIONS and other methods without a matching Origin", () => {
    expect(isSameOriginWrite("OPTIONS", h({ host: "localhost:3000" }), OWN)).toBe(false);
  });
});

describe("consoleOrigins", () => {
  it("defaults to the local addresses on PORT", () => {
    expect(consoleOrigins({ PORT: "3600" })).toEqual([
      "http://localhost:3600",
      "http://127.0.0.1:3600",
      "http://[::1]:3600",
    ]);
    expect(consoleOrigins({})[0]).toBe("http://localhost:3000");
  });
  it("reads CONSOLE_ORIGINS, normalised as browsers send them", () => {
    expect(
      consoleOrigins({ CONSOLE_ORIGINS: "https://Console.Example.com/, https://b.example:8443" }),
    ).toEqual(["https://console.example.com", "https://b.example:8443"]);
  });
  it("says what is wrong with a bad entry", () => {
    expect(() => consoleOrigins({ CONSOLE_ORIGINS: "console.example.com" })).toThrow(
      /CONSOLE_ORIGINS holds "console.example.com"/,
    );
  });
});

describe("requestIsHttps", () => {
  const URL_ = "http://localhost:3000/x";
  it("follows a TLS-terminating proxy's X-Forwarded-Proto, first value", () => {
    expect(requestIsHttps(h({ "x-forwarded-proto": "https,http" }), URL_)).toBe(true);
    expect(requestIsHttps(h({ "x-forwarded-proto": "http" }), "https://a.example/")).toBe(false);
  });
  it("else the request's own protocol", () => {
    expect(requestIsHttps(h({}), URL_)).toBe(false);
    expect(requestIsHttps(h({}), "https://a.example/")).toBe(true);
  });
});
