import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsoleKeyMarker } from "@/contract/api-keys";
import { consoleKeyMarker } from "./console-key";
import { forgetServerKeyIdentity } from "./key-identity";
import type { ConsoleSession } from "./session";
import { ACME, GLOBEX, meBody, TEST_CONFIG } from "./test-fixtures";

const config = TEST_CONFIG;

const me = (workspace = ACME) => meBody("owner", workspace);

function stub(upstream: { me?: () => Response; key?: () => Response }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: URL | string) => {
      const url = String(input);
      if (url.endsWith("/api/v1/console/me")) return upstream.me?.() ?? Response.json(me());
      return (
        upstream.key?.() ??
        Response.json({ id: "key_console", label: "Console", scopes: ["*"], workspace: ACME })
      );
    }),
  );
}

async function run() {
  const destroy = vi.fn();
  const session = { token: "tok", expiresAt: "2999-01-01T00:00:00Z", destroy };
  const res = await consoleKeyMarker(new NextRequest("http://localhost:3000/api/console-key"), {
    config,
    params: {},
    session: session as unknown as ConsoleSession,
    token: "tok",
  });
  return { res, destroy, text: await res.text() };
}

describe("consoleKeyMarker", () => {
  beforeEach(() => forgetServerKeyIdentity());
  afterEach(() => vi.unstubAllGlobals());

  it("names the server-held key by id only, never by value", async () => {
    stub({});
    const { res, text } = await run();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(ConsoleKeyMarker.parse(JSON.parse(text))).toEqual({ id: "key_console", embedded: true });
    expect(text).not.toContain(config.apiKey);
  });

  it("gives no id to a member of another workspace", async () => {
    stub({ me: () => Response.json(me(GLOBEX)) });
    expect(JSON.parse((await run()).text)).toMatchObject({ id: null });
  });

  it("gives no id when the platform rejects the key", async () => {
    stub({
      key: () => Response.json({ detail: "The API key has been revoked." }, { status: 401 }),
    });
    const { res, text } = await run();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ id: null });
  });

  it("clears the cookie when the member's session is gone", async () => {
    stub({ me: () => Response.json({ detail: "Signed out." }, { status: 401 }) });
    const { res, destroy } = await run();
    expect(res.status).toBe(401);
    expect(destroy).toHaveBeenCalled();
  });
});
