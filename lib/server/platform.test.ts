import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentConsoleKey, resetConsoleKeyStore } from "./console-key-store";
import { CONSOLE_PREFIX, callPlatform, PUBLIC_PREFIX } from "./platform";
import { TEST_CONFIG } from "./test-fixtures";

/**
 * The console's own key when another console instance rolled it: the platform refuses the key
 * this request started with, the shared key file already holds the replacement, and the call
 * is made again with it, once.
 */
describe("callPlatform with the console's key", () => {
  let file: string;
  const sent: (string | null)[] = [];

  function platformAccepting(accepted: string, refusal = 401) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: URL | string, init: RequestInit) => {
        const key = new Headers(init.headers).get("x-api-key");
        sent.push(key);
        return key === accepted
          ? Response.json({ ok: true })
          : Response.json({ detail: "The API key has expired." }, { status: refusal });
      }),
    );
  }

  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), "console-key-")), "console-secrets.json");
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_old", sessionSecret: "s" }));
    vi.stubEnv("OUTREACH_API_KEY_FILE", file);
    vi.stubEnv("OUTREACH_API_KEY", "");
    resetConsoleKeyStore();
    sent.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetConsoleKeyStore();
  });

  it("retries once with the replacement the key file holds, and keeps it for the request", async () => {
    const config = { ...TEST_CONFIG, apiKey: currentConsoleKey() };
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_new", sessionSecret: "s" }));
    platformAccepting("sk_live_new");
    const result = await callPlatform(config, `${PUBLIC_PREFIX}api-key`, {
      auth: { consoleKey: true },
    });
    expect(result.ok && result.answer.status).toBe(200);
    expect(sent).toEqual(["sk_live_old", "sk_live_new"]);
    expect(config.apiKey).toBe("sk_live_new");
  });

  it("with a session too (issuing a member's key), a 403 for the key is retried the same way", async () => {
    const config = { ...TEST_CONFIG, apiKey: "sk_live_old" };
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_new", sessionSecret: "s" }));
    platformAccepting("sk_live_new", 403);
    const result = await callPlatform(config, `${CONSOLE_PREFIX}session-key`, {
      method: "POST",
      auth: { bearer: "tok", consoleKey: true },
    });
    expect(result.ok && result.answer.status).toBe(200);
    expect(sent).toEqual(["sk_live_old", "sk_live_new"]);
  });

  it("lets the refusal stand when the file holds the refused key still", async () => {
    const config = { ...TEST_CONFIG, apiKey: "sk_live_old" };
    platformAccepting("sk_live_other");
    const result = await callPlatform(config, `${PUBLIC_PREFIX}api-key`, {
      auth: { consoleKey: true },
    });
    expect(result.ok && result.answer.status).toBe(401);
    expect(sent).toEqual(["sk_live_old"]);
    expect(config.apiKey).toBe("sk_live_old");
  });

  it("never retries a call made without the console's key", async () => {
    const config = { ...TEST_CONFIG, apiKey: "sk_live_old" };
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_new", sessionSecret: "s" }));
    platformAccepting("sk_live_new");
    const result = await callPlatform(config, `${CONSOLE_PREFIX}me`, { auth: { bearer: "tok" } });
    expect(result.ok && result.answer.status).toBe(401);
    expect(sent).toEqual([null]);
  });
});
