import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { route, withSameOrigin } from "./route";

const ctx = { params: Promise.resolve({}) };

describe("route", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers 503 with the operator's fix when the console is not configured", async () => {
    vi.stubEnv("OUTREACH_API_KEY", "");
    vi.stubEnv("SESSION_SECRET", "s".repeat(32));
    const handler = vi.fn();
    const res = await route(handler)(new NextRequest("http://localhost:3000/api/x"), ctx);
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toMatch(/OUTREACH_API_KEY/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("turns a thrown error into a 500 sentence that leaks nothing", async () => {
    vi.stubEnv("OUTREACH_API_KEY", "sk_live_x");
    vi.stubEnv("SESSION_SECRET", "s".repeat(32));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await route(async () => {
      throw new Error("connect ECONNREFUSED sk_live_x at db.internal");
    })(new NextRequest("http://localhost:3000/api/x"), ctx);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("sk_live_x");
    expect(text).not.toContain("ECONNREFUSED");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("withSameOrigin", () => {
  const ok = async () => new Response("ok");
  const ctx = {
    config: {
      apiBaseUrl: "http://127.0.0.1:4010",
      apiKey: "sk_live_x",
      sessionSecret: "x".repeat(32),
      origins: ["http://localhost:3000"],
    },
    params: {},
  };

  it("refuses a cross-origin write before the handler runs", async () => {
    const req = new NextRequest("http://localhost:3000/api/public/lead-lists", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://evil.example" },
    });
    const res = await withSameOrigin(ok)(req, ctx);
    expect(res.status).toBe(403);
  });

  it("lets a same-origin write through", async () => {
    const req = new NextRequest("http://localhost:3000/api/public/lead-lists", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000" },
    });
    expect((await withSameOrigin(ok)(req, ctx)).status).toBe(200);
  });
});
