import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revokeConsoleKey } from "./console-key-revoke";
import { forgetServerKeyIdentity } from "./key-identity";
import type { ConsoleSession } from "./session";
import { ACME, TEST_CONFIG } from "./test-fixtures";

const config = TEST_CONFIG;

let calls: { url: string; headers: Headers; method: string }[] = [];

function stub(identity: () => Response, revoke: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, headers: new Headers(init.headers), method: init.method ?? "GET" });
      return url.endsWith("/api/v1/public/api-key") ? identity() : revoke();
    }),
  );
}

const identity = () =>
  Response.json({ id: "key_console", label: "Console", scopes: ["*"], workspace: ACME });

async function run() {
  const destroy = vi.fn();
  const session = { token: "tok", expiresAt: "2999-01-01T00:00:00Z", destroy };
  const req = new NextRequest("http://localhost:3000/api/console-key/revoke", { method: "POST" });
  const res = await revokeConsoleKey(req, {
    config,
    params: {},
    session: session as unknown as ConsoleSession,
    token: "tok",
  });
  return { res, destroy };
}

describe("revokeConsoleKey", () => {
  beforeEach(() => {
    calls = [];
    forgetServerKeyIdentity();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("uses the platform's own operation, as the member and with the console's key", async () => {
    stub(identity, () => Response.json({ id: "key_console", state: "revoked" }));
    const { res } = await run();
    expect(res.status).toBe(200);
    const revoke = calls.at(-1)!;
    expect(revoke.url).toBe("http://127.0.0.1:4010/api/v1/console/console-key/revoke");
    expect(revoke.method).toBe("POST");
    expect(revoke.headers.get("authorization")).toBe("Bearer tok");
    expect(revoke.headers.get("x-api-key")).toBe(config.apiKey);
    expect(await res.text()).not.toContain(config.apiKey);
  });

  it("passes the platform's refusal through", async () => {
    const detail = "Only admins and owners can revoke or roll the console's own API key.";
    stub(identity, () => Response.json({ detail }, { status: 403 }));
    const { res } = await run();
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe(detail);
  });

  it("says the operator must act when the platform already refuses the console's key", async () => {
    stub(
      () => Response.json({ detail: "The API key has been revoked." }, { status: 401 }),
      () => Response.json({}),
    );
    const { res, destroy } = await run();
    expect(res.status).toBe(401);
    expect(res.headers.get("x-console-error")).toBe("server-key-rejected");
    expect(destroy).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.endsWith("/console-key/revoke"))).toBe(false);
  });
});
