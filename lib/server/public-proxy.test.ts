import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetServerKeyIdentity } from "./key-identity";
import { PROXY_ERRORS } from "./proxy/errors";
import { publicProxy } from "./public-proxy";
import type { ConsoleSession } from "./session";
import { ACME, GLOBEX, meBody, TEST_CONFIG } from "./test-fixtures";

const config = TEST_CONFIG;

const me = meBody;

type Upstream = { me?: Response; key?: Response; issue?: () => Response; target?: Response };
let calls: { url: string; headers: Headers; method: string }[] = [];

function stubPlatform(upstream: Upstream) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, headers: new Headers(init.headers), method: init.method ?? "GET" });
      if (url.endsWith("/api/v1/console/me")) return upstream.me ?? Response.json(me("owner"));
      if (url.endsWith("/api/v1/console/session-key")) {
        return (
          upstream.issue?.() ??
          Response.json(
            { key: "sk_live_member_own", member_id: "mem_1", expires_at: "2999-01-01T00:00:00Z" },
            { status: 201 },
          )
        );
      }
      if (url.endsWith("/api/v1/public/api-key")) {
        return (
          upstream.key ??
          Response.json({ id: "key_1", label: "Console", scopes: null, workspace: ACME })
        );
      }
      return upstream.target ?? Response.json({ items: [], total: 0, page: 1, per_page: 25 });
    }),
  );
}

function fakeSession() {
  const session = {
    token: "tok",
    expiresAt: "2999-01-01T00:00:00Z",
    memberId: "mem_1",
    destroy: vi.fn(),
    save: vi.fn(async () => {}),
  };
  return session as unknown as ConsoleSession & { destroy: ReturnType<typeof vi.fn> };
}

type Init = { headers?: Record<string, string>; body?: string };

function request(method: string, path: string, init: Init = {}) {
  return new NextRequest(`http://localhost:3000/api/public/${path}`, { method, ...init });
}

async function run(method: string, path: string, init: Init = {}, session = fakeSession()) {
  const res = await publicProxy(request(method, path, init), {
    config,
    params: { path: path.split("?")[0]!.split("/") },
    session,
    token: "tok",
  });
  return { res, session };
}

describe("publicProxy", () => {
  beforeEach(() => {
    calls = [];
    forgetServerKeyIdentity();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("forwards with the member's own key and never the browser's credentials", async () => {
    stubPlatform({});
    const { res, session } = await run("GET", "lead-lists?page=2", {
      headers: { "x-api-key": "sk_live_browser", authorization: "Bearer b", cookie: "c=1" },
    });
    expect(res.status).toBe(200);
    const issue = calls.find((c) => c.url.endsWith("/console/session-key"))!;
    expect(issue.method).toBe("POST");
    expect(issue.headers.get("authorization")).toBe("Bearer tok");
    expect(issue.headers.get("x-api-key")).toBe("sk_live_server_held");
    expect(session.save).toHaveBeenCalled();
    expect((session as unknown as { apiKey: string }).apiKey).toBe("sk_live_member_own");
    const target = calls.find((c) => c.url.includes("/lead-lists"))!;
    expect(target.url).toBe("http://127.0.0.1:4010/api/v1/public/lead-lists?page=2");
    expect(target.headers.get("x-api-key")).toBe("sk_live_member_own");
    expect(target.headers.has("authorization")).toBe(false);
    expect(target.headers.has("cookie")).toBe(false);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("reuses the key sealed in the cookie, and asks for a new one when it is refused", async () => {
    stubPlatform({});
    const session = Object.assign(fakeSession(), {
      apiKey: "sk_live_sealed",
      apiKeyMemberId: "mem_1",
    });
    await run("GET", "lead-lists", {}, session);
    expect(calls.some((c) => c.url.endsWith("/console/session-key"))).toBe(false);
    expect(calls.at(-1)?.headers.get("x-api-key")).toBe("sk_live_sealed");

    calls = [];
    let first = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: URL | string, init: RequestInit = {}) => {
        const url = String(input);
        const headers = new Headers(init.headers);
        calls.push({ url, headers, method: init.method ?? "GET" });
        if (url.endsWith("/console/me")) return Response.json(me("manager"));
        if (url.endsWith("/console/session-key")) {
          return Response.json(
            { key: "sk_live_fresh", member_id: "mem_1", expires_at: "2999-01-01T00:00:00Z" },
            { status: 201 },
          );
        }
        if (first) {
          first = false;
          return Response.json({ detail: "The API key is not valid." }, { status: 401 });
        }
        return Response.json({ id: "ll_1" }, { status: 201 });
      }),
    );
    const { res } = await run(
      "POST",
      "lead-lists",
      { body: JSON.stringify({ name: "X" }), headers: { "content-type": "application/json" } },
      Object.assign(fakeSession(), { apiKey: "sk_live_replaced", apiKeyMemberId: "mem_1" }),
    );
    expect(res.status).toBe(201);
    const posts = calls.filter((c) => c.url.endsWith("/public/lead-lists"));
    expect(posts.map((c) => c.headers.get("x-api-key"))).toEqual([
      "sk_live_replaced",
      "sk_live_fresh",
    ]);
  });

  it("makes one platform round trip when the cookie holds the member's key", async () => {
    stubPlatform({});
    const session = Object.assign(fakeSession(), {
      apiKey: "sk_live_sealed",
      apiKeyMemberId: "mem_1",
    });
    await run("GET", "lead-lists", {}, session);
    await run("GET", "lead-lists", {}, session);
    expect(calls.map((c) => c.url)).toEqual([
      "http://127.0.0.1:4010/api/v1/public/lead-lists",
      "http://127.0.0.1:4010/api/v1/public/lead-lists",
    ]);
  });

  it("clears the cookie and answers 401 when the platform ended the session and its key", async () => {
    stubPlatform({
      target: Response.json({ detail: "The API key is not valid." }, { status: 401 }),
      issue: () =>
        Response.json({ detail: "The session has expired or was signed out." }, { status: 401 }),
    });
    const session = Object.assign(fakeSession(), {
      apiKey: "sk_live_gone",
      apiKeyMemberId: "mem_1",
    });
    const { res } = await run("GET", "lead-lists", {}, session);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: PROXY_ERRORS.sessionExpired });
    expect(res.headers.get("x-console-error")).toBeNull();
    expect(session.destroy).toHaveBeenCalled();
    expect(calls.filter((c) => c.url.endsWith("/public/lead-lists"))).toHaveLength(1);
  });

  it("refuses a member of another workspace than the console key's, naming both", async () => {
    stubPlatform({
      me: Response.json(me("owner", GLOBEX)),
      issue: () =>
        Response.json({ detail: "Session keys are issued only to the console." }, { status: 403 }),
    });
    const { res } = await run("GET", "lead-lists");
    expect(res.status).toBe(403);
    const { detail } = await res.json();
    expect(detail).toContain("Globex Corporation");
    expect(detail).toContain("Acme Inc.");
    expect(calls.some((c) => c.url.includes("/public/lead-lists"))).toBe(false);
  });

  it("passes the platform's refusal for the member's role through, sentence and all", async () => {
    const reason = "Changing workspace data needs the manager role.";
    stubPlatform({ target: Response.json({ detail: reason }, { status: 403 }) });
    const { res, session } = await run("POST", "lead-lists", {
      body: JSON.stringify({ name: "X" }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: reason });
    expect(session.destroy).not.toHaveBeenCalled();
  });

  it("rejects a bad path with 400 before calling the platform", async () => {
    stubPlatform({});
    const session = fakeSession();
    const res = await publicProxy(request("GET", "lead-lists"), {
      config,
      params: { path: ["..", "console", "me"] },
      session,
      token: "tok",
    });
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("says the server-held key was rejected when the platform will not issue a member key", async () => {
    stubPlatform({
      issue: () =>
        Response.json({ detail: "Session keys are issued only to the console." }, { status: 403 }),
      key: Response.json({ detail: "The API key is not valid." }, { status: 401 }),
    });
    const { res, session } = await run("GET", "lead-lists");
    expect(res.status).toBe(401);
    expect(res.headers.get("x-console-error")).toBe("server-key-rejected");
    expect((await res.json()).detail).toMatch(/OUTREACH_API_KEY/);
    expect(session.destroy).not.toHaveBeenCalled();
  });

  it("passes status, body and rate-limit headers through", async () => {
    stubPlatform({
      target: Response.json(
        { detail: "Too many requests." },
        { status: 429, headers: { "retry-after": "7", "x-ratelimit-remaining": "0" } },
      ),
    });
    const { res } = await run("GET", "lead-lists");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await res.json()).detail).toMatch(/your own allowance.*Other members .* not affected/);
  });

  it("names the workspace's enrichment limit when that is the bucket that refused", async () => {
    stubPlatform({
      target: Response.json(
        { detail: "The workspace's enrichment limit is used up." },
        {
          status: 429,
          headers: {
            "retry-after": "12",
            "x-ratelimit-limit": "20",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-scope": "workspace",
          },
        },
      ),
    });
    const { res } = await run("POST", "lead-lists/ll_1/enrich");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("12");
    const { detail } = await res.json();
    expect(detail).toMatch(/^The workspace has used up its enrichment limit of 20 requests/);
    expect(detail).not.toMatch(/own allowance/);
  });
});
