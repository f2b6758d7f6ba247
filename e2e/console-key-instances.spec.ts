import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, readFileSync, statSync, utimesSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { type APIRequestContext, request } from "@playwright/test";
import { CONSOLE_URL, DEMO_PASSWORD, dataDir, PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

/**
 * Two more console processes beside the one the config started, on the same platform: one
 * reads the same key file (DATA_DIR/console-secrets.json), as instances behind one load
 * balancer would on a shared volume; one reads a copy of its own. The key is rolled from the
 * second console with a short grace period, and checked once the old key has stopped working.
 */
type ConsoleProcess = { url: string; child: ChildProcess; output: string[] };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `scripts/console-server.ts` as scripts/start.ts runs it, with `keyFile` for its key. */
async function startConsole(keyFile: string): Promise<ConsoleProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const secrets = JSON.parse(readFileSync(keyFile, "utf8")) as { sessionSecret: string };
  const child = spawn(process.execPath, ["--import", "tsx", join("scripts", "console-server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      CONSOLE_ORIGINS: url,
      OUTREACH_API_BASE_URL: PLATFORM_URL,
      OUTREACH_API_KEY: "",
      OUTREACH_API_KEY_FILE: keyFile,
      SESSION_SECRET: secrets.sessionSecret,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the console exited:\n${output.join("")}`);
    const ready = await fetch(`${url}/sign-in`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, child, output };
    if (Date.now() > deadline) throw new Error(`the console did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopConsole(c: ConsoleProcess | undefined) {
  if (!c || c.child.exitCode !== null) return;
  c.child.kill("SIGTERM");
  await once(c.child, "exit");
}

/** A browser's worth of cookies on `url`, signed in as `email` through the console. */
async function signedIn(url: string, email: string) {
  const http = await request.newContext({
    baseURL: url,
    extraHTTPHeaders: { origin: url },
    storageState: { cookies: [], origins: [] },
  });
  const res = await http.post("/api/session", { data: { email, password: DEMO_PASSWORD } });
  return { http, status: res.status(), body: await res.text() };
}

async function leadListsStatus(http: APIRequestContext) {
  return (await http.get("/api/public/lead-lists")).status();
}

test.describe("the console's key across console instances", () => {
  const sharedFile = () => join(dataDir(), "console-secrets.json");
  const ownFile = () => join(dataDir(), "console-secrets-own-copy.json");
  let second: ConsoleProcess | undefined;
  let ownCopy: ConsoleProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    copyFileSync(sharedFile(), ownFile());
    [second, ownCopy] = await Promise.all([startConsole(sharedFile()), startConsole(ownFile())]);
  });
  test.afterAll(async () => {
    await Promise.all([stopConsole(second), stopConsole(ownCopy)]);
  });

  test("rolled from one console, every console on the same key file keeps working after the grace period", async () => {
    test.setTimeout(120_000);
    // Signed in on the first console before the roll: the member's own key, not the console's.
    const before = await signedIn(CONSOLE_URL, "member@acme.test");
    expect(before.status, before.body).toBe(201);
    expect(await leadListsStatus(before.http)).toBe(200);

    // An admin rolls the key from the second console, the old key to stop after 2 s.
    const oldKey = readServerKey();
    const admin = await signedIn(second!.url, "admin@acme.test");
    expect(admin.status, admin.body).toBe(201);
    const roll = await admin.http.post("/api/console-key/roll", {
      data: { expires_old_in_seconds: 2 },
    });
    expect(roll.status(), await roll.text()).toBe(201);
    expect((await roll.json()).persisted).toBe(true);
    const newKey = readServerKey();
    expect(newKey).not.toBe(oldKey);
    const platform = await request.newContext({
      baseURL: PLATFORM_URL,
      storageState: { cookies: [], origins: [] },
    });
    const oldKeyStatus = async () =>
      (await platform.get("/api/v1/public/api-key", { headers: { "x-api-key": oldKey } })).status();
    await expect.poll(oldKeyStatus, { timeout: 30_000 }).toBe(401);
    await platform.dispose();

    // Both consoles on the shared file act with the replacement: a fresh sign-in gets a key
    // for its member (issued only against the console's own key) and reads through it.
    for (const url of [CONSOLE_URL, second!.url]) {
      const fresh = await signedIn(url, "manager@acme.test");
      expect(fresh.status, `${url}: ${fresh.body}`).toBe(201);
      expect(await leadListsStatus(fresh.http), url).toBe(200);
      await fresh.http.dispose();
    }
    // The member signed in before keeps working: their key never depended on the console's.
    expect(await leadListsStatus(before.http)).toBe(200);

    // A console with a copy of its own still has the old key, and cannot know the new one: a
    // member signs in, but the console cannot get them a key, and says why.
    const stale = await signedIn(ownCopy!.url, "manager@acme.test");
    expect(stale.status, stale.body).toBe(201);
    const refused = await stale.http.get("/api/public/lead-lists");
    expect(refused.status()).toBe(401);
    expect(refused.headers()["x-console-error"]).toBe("server-key-rejected");
    // Once the operator copies the file over (keeping its old time, as `cp -p` does), the
    // very next request works, without a restart.
    const { atime, mtime } = statSync(ownFile());
    copyFileSync(sharedFile(), ownFile());
    utimesSync(ownFile(), atime, mtime);
    expect(await leadListsStatus(stale.http)).toBe(200);

    for (const c of [before, admin, stale]) await c.http.dispose();
    // No console printed either key.
    for (const c of [second!, ownCopy!]) {
      const log = c.output.join("");
      expect(log).not.toContain(oldKey);
      expect(log).not.toContain(newKey);
    }
  });
});
