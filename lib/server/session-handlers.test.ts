import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionData } from "./session";
import { TEST_CONFIG } from "./test-fixtures";

type Saved = SessionData & { saves: number; destroyed: boolean; written?: SessionData };
const saved: Saved = { saves: 0, destroyed: false };

// The cookie as iron-session keeps it: plain fields, and save/destroy that are not fields.
vi.mock("./session", async (original) => {
  const actual = await original<typeof import("./session")>();
  return {
    ...actual,
    getSession: async () => {
      const session = {} as SessionData;
      for (const field of ["token", "expiresAt", "memberId", "apiKey", "apiKeyMemberId"] as const) {
        if (saved[field] !== undefined) session[field] = saved[field];
      }
      Object.defineProperties(session, {
        save: {
          value: async () => {
            saved.saves += 1;
            saved.written = { ...session };
          },
        },
        destroy: {
          value: () => {
            saved.destroyed = true;
          },
        },
      });
      return session;
    },
  };
});

const { signIn, signOut } = await import("./session-handlers");

const config = TEST_CONFIG;

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

/** The platform: sign-in answers for `member`; the session key is the member's own unless told. */
function stubPlatform({ issue }: { issue?: () => Response | Promise<Response> }) {
  const fetchMock = vi.fn(async (input: URL | string, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/api/v1/console/sessions")) {
      return Response.json(
        { token: "secret-session-token", expires_at: "2999-01-01T00:00:00Z", member },
        { status: 201 },
      );
    }
    if (url.endsWith("/api/v1/console/session-key")) {
      return (
        issue?.() ??
        Response.json(
          { key: "sk_live_member_own", member_id: "mem_1", expires_at: "2999-01-01T00:00:00Z" },
          { status: 201 },
        )
      );
    }
    if (url.endsWith("/api/v1/console/sessions/current"))
      return new Response(null, { status: 204 });
    if (url.endsWith("/api/v1/public/api-key")) {
      // The console's own key belongs to another workspace than the member's.
      const globex = { id: "ws_globex", slug: "globex", name: "Globex Corporation" };
      return Response.json({ id: "key_c", label: "Console", scopes: ["*"], workspace: globex });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function signInRequest(body: unknown) {
  return new NextRequest("http://localhost:3000/api/session", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
}

describe("signIn", () => {
  beforeEach(() => {
    for (const field of Object.keys(saved) as (keyof Saved)[]) delete saved[field];
    Object.assign(saved, { saves: 0, destroyed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("seals the token, its member and the member's key, and returns none of them", async () => {
    const fetchMock = stubPlatform({});
    const res = await signIn(signInRequest({ email: "Owner@Acme.test ", password: "pw" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain("secret-session-token");
    expect(text).not.toContain("sk_live_member_own");
    expect(JSON.parse(text).member.email).toBe("owner@acme.test");
    expect(saved.written).toEqual({
      token: "secret-session-token",
      expiresAt: "2999-01-01T00:00:00Z",
      memberId: "mem_1",
      apiKey: "sk_live_member_own",
      apiKeyMemberId: "mem_1",
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "owner@acme.test", password: "pw" });
  });

  it("replaces the whole session: the earlier member's key is gone when no new one is issued, and their platform session ends", async () => {
    Object.assign(saved, {
      token: "acme-token",
      expiresAt: "2999-01-01T00:00:00Z",
      memberId: "mem_acme",
      apiKey: "sk_live_acme_owner",
      apiKeyMemberId: "mem_acme",
    });
    // The new member is of another workspace than the console's key: no key for them.
    const fetchMock = stubPlatform({
      issue: () => Response.json({ detail: "Session keys are issued only…" }, { status: 403 }),
    });
    const res = await signIn(signInRequest({ email: "owner@acme.test", password: "pw" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(201);
    expect(saved.written).toEqual({
      token: "secret-session-token",
      expiresAt: "2999-01-01T00:00:00Z",
      memberId: "mem_1",
    });
    const ended = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/sessions/current"));
    const init = ended?.[1] ?? {};
    expect(init.method).toBe("DELETE");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer acme-token");
  });

  it("replaces the session when the platform cannot be asked for the key either", async () => {
    Object.assign(saved, { token: "old", memberId: "mem_old", apiKey: "sk_live_old" });
    stubPlatform({ issue: () => Promise.reject(new TypeError("fetch failed")) });
    const res = await signIn(signInRequest({ email: "owner@acme.test", password: "pw" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(201);
    expect(saved.written?.apiKey).toBeUndefined();
    expect(saved.written?.memberId).toBe("mem_1");
  });

  it("never keeps a key issued for another member than the session's", async () => {
    stubPlatform({
      issue: () =>
        Response.json(
          { key: "sk_live_someone_else", member_id: "mem_2", expires_at: "2999-01-01T00:00:00Z" },
          { status: 201 },
        ),
    });
    const res = await signIn(signInRequest({ email: "owner@acme.test", password: "pw" }), {
      config,
      params: {},
    });
    expect(res.status).toBe(401);
    expect(saved.destroyed).toBe(true);
    expect(JSON.stringify(saved)).not.toContain("sk_live_someone_else");
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
