import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleProxy } from "./console-proxy";
import { forgetServerKeyIdentity } from "./key-identity";
import type { ConsoleSession } from "./session";
import { TEST_CONFIG } from "./test-fixtures";

const config = TEST_CONFIG;

let calls: { url: string; headers: Headers }[] = [];

function stubPlatform(response: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      calls.push({ url: String(input), headers: new Headers(init.headers) });
      return response();
    }),
  );
}

async function run(path: string[], headers: Record<string, string> = {}, method = "GET") {
  const destroy = vi.fn();
  const session = { token: "tok", expiresAt: "2999-01-01T00:00:00Z", destroy };
  const req = new NextRequest(`http://localhost:3000/api/console/${path.join("/")}`, {
    headers,
    method,
  });
  const res = await consoleProxy(req, {
    config,
    params: { path },
    session: session as unknown as ConsoleSession,
    token: "tok",
  });
  return { res, destroy };
}

describe("consoleProxy", () => {
  beforeEach(() => {
    calls = [];
    forgetServerKeyIdentity();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the member's own session token, never the server-held key", async () => {
    stubPlatform(() => Response.json({ items: [] }));
    const { res } = await run(["api-keys"], { "x-api-key": "sk_live_browser", cookie: "a=b" });
    expect(res.status).toBe(200);
    expect(calls[0]?.url).toBe("http://127.0.0.1:4010/api/v1/console/api-keys");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(calls[0]?.headers.has("x-api-key")).toBe(false);
    expect(calls[0]?.headers.has("cookie")).toBe(false);
  });

  it("keeps sign-in and sign-out out of reach", async () => {
    stubPlatform(() => new Response(null, { status: 204 }));
    const { res } = await run(["sessions", "current"]);
    expect(res.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("clears the cookie when the platform no longer knows the session", async () => {
    stubPlatform(() => Response.json({ detail: "The session has expired." }, { status: 401 }));
    const { res, destroy } = await run(["me"]);
    expect(res.status).toBe(401);
    expect(destroy).toHaveBeenCalled();
  });

  it("rejects a bad path with 400", async () => {
    stubPlatform(() => Response.json({}));
    const { res } = await run(["..", "public", "api-key"]);
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  describe("the console's own key", () => {
    const identity = () =>
      Response.json({
        id: "key_console",
        label: "Console",
        scopes: ["*"],
        workspace: { id: "ws_1", slug: "acme", name: "Acme Inc." },
      });
    const platform = (keyIdentity: () => Response) =>
      stubPlatform(() =>
        calls.at(-1)?.url.endsWith("/api/v1/public/api-key")
          ? keyIdentity()
          : Response.json({ api_key: {}, key: "sk_live_new_value" }, { status: 201 }),
      );

    for (const action of ["roll", "revoke"]) {
      it(`is never ${action === "roll" ? "rolled" : "revoked"} through the proxy`, async () => {
        platform(identity);
        const { res } = await run(["api-keys", "key_console", action], {}, "POST");
        expect(res.status).toBe(409);
        expect(await res.text()).not.toContain("sk_live_new_value");
        expect(calls.map((c) => c.url)).toEqual(["http://127.0.0.1:4010/api/v1/public/api-key"]);
      });

      it(`refuses to ${action} any key when it cannot tell which is its own`, async () => {
        platform(() => Response.json({ detail: "The API key has been revoked." }, { status: 401 }));
        const { res } = await run(["api-keys", "key_other", action], {}, "POST");
        expect(res.status).toBe(503);
        expect((await res.json()).detail).toMatch(/cannot tell right now which key is its own/);
        expect(calls.some((c) => c.url.includes("/console/api-keys"))).toBe(false);
      });
    }

    it("forwards a roll of any other key", async () => {
      platform(identity);
      const { res } = await run(["api-keys", "key_other", "roll"], {}, "POST");
      expect(res.status).toBe(201);
      expect(calls.at(-1)?.url).toBe(
        "http://127.0.0.1:4010/api/v1/console/api-keys/key_other/roll",
      );
    });
  });
});
