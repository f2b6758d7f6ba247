import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsoleConfig } from "./config";

const saved: { token?: string; expiresAt?: string; saves: number; destroyed: boolean } = {
  saves: 0,
  destroyed: false,
};

vi.mock("./session", () => ({
  getSession: async () => ({
    get token() {
      return saved.token;
    },
    set token(value: string | undefined) {
      saved.token = value;
    },
    get expiresAt() {
      return saved.expiresAt;
    },
    set expiresAt(value: string | undefined) {
      saved.expiresAt = value;
    },
    save: async () => {
      saved.saves += 1;
    },
    destroy: () => {
      saved.destroyed = true;
    },
  }),
}));

const { signIn, signOut } = await import("./session-handlers");

const config: ConsoleConfig = {
  apiBaseUrl: "http://127.0.0.1:4010",
  apiKey: "sk_live_server_held",
  sessionSecret: "x".repeat(32),
  origins: ["http://localhost:3000"],
};

const member = {
  id: "mem_1",
  email: "owner@acme.test",
  name: "Olivia Owner",
  role: "owner",
  status: "active",
  created_at: "2026-01-01T00:00:00Z",
  workspace: {
    id: "ws_1",
    slug: "acme",
    name: "Acme Inc.",
    plan_api_access: true,
    billing_status: "active",
    deleted: false,
  },
};

function signInRequest(body: unknown) {
  return new NextRequest("http://localhost:3000/api/session", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
}

describe("signIn", () => {
  beforeEach(() => {
    Object.assign(saved, { token: undefined, expiresAt: undefined, saves: 0, destroyed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps only the token and expiry in the cookie and never returns the token", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { token: "secret-session-token", expires_at: "2999-01-01T00:00:00Z", member },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const res = await signIn(signInRequest({ email: "Owner@Acme.test ", password: "pw" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain("secret-session-token");
    expect(JSON.parse(text).member.email).toBe("owner@acme.test");
    expect(saved).toMatchObject({
      token: "secret-session-token",
      expiresAt: "2999-01-01T00:00:00Z",
      saves: 1,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "owner@acme.test", password: "pw" });
  });

  it("tells the platform the client address the console recorded for the request", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ detail: "The email or password is not correct." }, { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const req = signInRequest({ email: "a@b.test", password: "x" });
    req.headers.set("x-console-client-address", "198.51.100.4");
    await signIn(req, { config, params: {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("x-forwarded-for")).toBe("198.51.100.4");
  });

  it("answers 422 in the platform's shape without calling the platform", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const res = await signIn(signInRequest({ email: "not-an-email", password: "" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail.map((i: { loc: string[] }) => i.loc)).toEqual([
      ["body", "email"],
      ["body", "password"],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the platform's refusal through and sets no cookie", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ detail: "The email or password is not correct." }, { status: 401 }),
      ),
    );
    const res = await signIn(signInRequest({ email: "a@b.test", password: "x" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toBe("The email or password is not correct.");
    expect(saved.saves).toBe(0);
  });
});

describe("signOut", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends the platform session and clears the cookie even when the platform is down", async () => {
    saved.token = "tok";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const req = new NextRequest("http://localhost:3000/api/session", { method: "DELETE" });
    const res = await signOut(req, { config, params: {} });
    expect(res.status).toBe(204);
    expect(saved.destroyed).toBe(true);
  });
});
