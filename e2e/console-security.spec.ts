import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { CONSOLE_URL, dataDir, ownerStateFile, PLATFORM_URL, serverLogFile } from "./env";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";

const CONSOLE_PORT = Number(new URL(CONSOLE_URL).port);

/** A fresh browser context signed in as `email` through the sign-in page. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughUi(page, email);
  return { context, page };
}

test.describe("fair share: each member acts through a key of their own", () => {
  test("a member who sends 320 reads is throttled alone; the owner keeps getting 200s", async ({
    browser,
    page,
  }) => {
    test.setTimeout(300_000);
    const member = await signedIn(browser, "member@acme.test");
    // A cheap read, sent early in a window, so the 320 fall in one rate-limit window. On a
    // machine too busy to send them before the window ends, the burst is tried again.
    const READ = "/api/public/api-key";
    let statuses: number[] = [];
    let throttled: { retryAfter: string | null; detail: string } | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const probe = await member.page.request.get(READ);
      let windowEnds = Number(probe.headers()["x-ratelimit-reset"]) * 1000;
      if (windowEnds - Date.now() < 40_000) {
        await new Promise((r) => setTimeout(r, windowEnds - Date.now() + 500));
        windowEnds += 60_000;
      }
      statuses = [];
      throttled = null;
      for (let batch = 0; batch < 4; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 80 }, () => member.page.request.get(READ)),
        );
        for (const res of answers) {
          statuses.push(res.status());
          if (res.status() === 429 && !throttled) {
            throttled = {
              retryAfter: res.headers()["retry-after"] ?? null,
              detail: (await res.json()).detail,
            };
          }
        }
        // Meanwhile the owner is never held back.
        expect((await page.request.get("/api/public/lead-lists")).status()).toBe(200);
      }
      if (Date.now() < windowEnds) break;
    }
    expect(statuses).toHaveLength(320);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(300);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(throttled?.retryAfter).toMatch(/^\d+$/);
    expect(throttled?.detail).toMatch(/your own allowance.*Other members of the workspace/);

    // Another member's own console use is untouched too.
    const manager = await signedIn(browser, "manager@acme.test");
    expect((await manager.page.request.get("/api/public/lead-lists")).status()).toBe(200);

    // The throttled member sees why, with the countdown, in the page. Under load the burst may
    // have outlasted its window, so make sure the member is throttled for a while yet.
    for (let attempt = 0; attempt < 3; attempt++) {
      let answer = await member.page.request.get(READ);
      for (let spent = 0; answer.status() !== 429 && spent < 400; spent += 40) {
        await Promise.all(Array.from({ length: 40 }, () => member.page.request.get(READ)));
        answer = await member.page.request.get(READ);
      }
      const wait = Number(answer.headers()["retry-after"] ?? 0);
      if (answer.status() === 429 && wait >= 12) break;
      await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
    }
    await member.page.goto("/lead-lists");
    const alert = member.page.getByRole("alert").filter({ hasText: "Too many requests" });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText("your own allowance");
    await expect(alert).toContainText(/You can retry in \d+ seconds?\./);
    // While the owner's page loads its lists as always.
    await page.goto("/lead-lists");
    await expect(page.getByRole("table")).toBeVisible();
    await member.context.close();
    await manager.context.close();
  });

  test("the member's key never reaches the browser", async ({ browser }) => {
    const member = await signedIn(browser, "member@acme.test");
    const texts: string[] = [];
    // Every response is read before the context closes: a read still pending then (a link's
    // prefetch, say) would reject after the test and fail the next one.
    const reads: Promise<void>[] = [];
    member.page.on("response", (response) => {
      reads.push(
        (async () => {
          texts.push(JSON.stringify(await response.allHeaders().catch(() => ({}))));
          texts.push(await response.text().catch(() => ""));
        })(),
      );
    });
    await member.page.goto("/lead-lists");
    await expect(member.page.getByRole("table")).toBeVisible();
    await member.page.waitForLoadState("networkidle");
    await Promise.all(reads);
    const cookies = await member.context.cookies();
    const cookieText = JSON.stringify(cookies);
    const everything = `${texts.join("\n")}\n${cookieText}`;
    // No key value in any form: neither a console key nor a member's session key.
    expect(everything).not.toMatch(/sk_(live|test)_[0-9A-Za-z]{32}/);
    expect(cookies.find((c) => c.name === "outreach_console_session")?.httpOnly).toBe(true);
    await member.context.close();
  });
});

test.describe("roles exactly as the spec: webhooks are for admins", () => {
  for (const email of ["member@acme.test", "manager@acme.test"]) {
    test(`${email} sees why on the Webhooks pages, and the proxy refuses every read`, async ({
      browser,
    }) => {
      const { context, page } = await signedIn(browser, email);
      for (const path of ["/webhooks", "/webhooks/we_anything"]) {
        await page.goto(path);
        const notice = page.getByRole("status").filter({ hasText: "are for admins and owners" });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText("need the admin role for reading as well as");
        // The workspace's name ends in a full stop of its own: no second one.
        await expect(notice).toContainText(`You are a ${email.split("@")[0]} of Acme Inc.`);
        await expect(notice).not.toContainText("Inc..");
        await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
      }
      for (const path of [
        "/api/public/webhook-endpoints",
        "/api/public/webhook-endpoints/we_x/deliveries",
        "/api/public/phone-numbers",
        "/api/public/connected-accounts",
        "/api/public/agency",
      ]) {
        const res = await page.request.get(path);
        expect(res.status(), path).toBe(403);
        expect((await res.json()).detail).toMatch(/needs the admin role/);
      }
      await context.close();
    });
  }

  test("an admin sees the webhooks", async ({ browser }) => {
    const { context, page } = await signedIn(browser, "admin@acme.test");
    await page.goto("/webhooks");
    await expect(page.getByText("are for admins and owners")).toHaveCount(0);
    expect((await page.request.get("/api/public/webhook-endpoints")).status()).toBe(200);
    await context.close();
  });
});

const PAGES = [
  "/sign-in",
  "/lead-lists",
  "/prospecting",
  "/api-keys",
  "/members",
  "/webhooks",
  "/webhooks/signatures",
  "/no-such-page",
];

test.describe("a hardened browser surface", () => {
  test("every response carries the security headers; pages a fresh script nonce", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    const API = ["/api/public/lead-lists", "/api/session", "/api/no-such-route"];
    for (const path of [...PAGES, ...API]) {
      const res = await request.get(path, { maxRedirects: 0 });
      const h = res.headers();
      expect(h["x-frame-options"], path).toBe("DENY");
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"], path).toContain("camera=()");
      expect(h["strict-transport-security"], path).toBeUndefined();
      const csp = h["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      if (API.includes(path)) {
        // JSON runs no script: a fixed policy that allows nothing, no per-request nonce.
        expect(csp, path).toBe(
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
        continue;
      }
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain("unsafe-eval");
      const nonce = csp.match(/script-src 'self' 'nonce-([^']+)' 'strict-dynamic'/)?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(PAGES.length);
    const page = await request.get("/sign-in");
    const nonce = page.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
    const html = await page.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Static bundles get the fixed headers too.
    const bundle = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(bundle).toBeTruthy();
    const asset = await request.get(bundle!);
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("HSTS when served over https (behind a TLS-terminating proxy)", async ({ request }) => {
    const res = await request.get("/sign-in", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    for (const proto of ["https", "HTTPS, http"]) {
      const api = await request.get("/api/public/lead-lists", {
        headers: { "x-forwarded-proto": proto },
      });
      expect(api.headers()["strict-transport-security"], proto).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    const plain = await request.get("/api/public/lead-lists", {
      headers: { "x-forwarded-proto": "http, https" },
    });
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("a page from another origin cannot frame the console", async ({ page }) => {
    // A page of its own origin (another port on this machine) that frames the members page.
    const framer = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(
        `<!doctype html><title>framer</title><iframe src="${CONSOLE_URL}/members" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
    const { port } = framer.address() as { port: number };
    try {
      const refused: string[] = [];
      page.on("console", (message) => refused.push(message.text()));
      const framed = page.waitForResponse((r) => r.url() === `${CONSOLE_URL}/members`);
      await page.goto(`http://127.0.0.1:${port}/`);
      // The console did answer the frame's request (so nothing else blocked it) ...
      expect((await framed).status()).toBe(200);
      await expect.poll(() => refused.join("\n")).toMatch(/frame-ancestors|X-Frame-Options/);
      // ... but Chromium refused to show it inside another origin's page.
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeTruthy();
      await expect(frame!.getByRole("heading", { name: "Members" })).toHaveCount(0);
      await expect(frame!.getByRole("button", { name: "Remove" })).toHaveCount(0);
    } finally {
      framer.close();
    }
  });

  test("no page breaks its Content-Security-Policy", async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy|CSP/i.test(message.text())) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (err) => problems.push(`${page.url()}: ${err.message}`));
    for (const path of PAGES.filter((p) => p !== "/sign-in" && p !== "/no-such-page")) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // A dialog (focus trap and scroll lock inject styles) and a client-side navigation.
    await page.goto("/lead-lists");
    await page.getByRole("button", { name: "New lead list" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "API keys" }).first().click();
    await expect(page).toHaveURL(/\/api-keys$/);
    await page.waitForLoadState("networkidle");
    const signIn = await page.context().browser()!.newPage({ storageState: undefined });
    signIn.on("console", (m) => {
      if (m.type() === "error") problems.push(`/sign-in: ${m.text()}`);
    });
    await signIn.goto("/sign-in");
    await signIn.waitForLoadState("networkidle");
    await signIn.close();
    expect(problems).toEqual([]);
  });
});

/** A raw request to the console, so Host can be anything (a DNS-rebinding page's name). */
function rawRequest(options: {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: CONSOLE_PORT, ...options }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function ownerCookie(): string {
  const state = JSON.parse(readFileSync(ownerStateFile(), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

test.describe("origins from configuration, never from Host", () => {
  test("Host: rebind.attacker.test with a matching Origin is refused", async () => {
    const write = (host: string, origin: string) =>
      rawRequest({
        method: "POST",
        path: "/api/public/lead-lists",
        headers: {
          host,
          origin,
          cookie: ownerCookie(),
          "content-type": "application/json",
        },
        body: JSON.stringify({ name: "" }),
      });
    for (const [host, origin] of [
      [`rebind.attacker.test:${CONSOLE_PORT}`, `http://rebind.attacker.test:${CONSOLE_PORT}`],
      ["rebind.attacker.test", "http://rebind.attacker.test"],
    ] as const) {
      const refused = await write(host, origin);
      expect(refused.status, host).toBe(403);
      expect(JSON.parse(refused.body).detail).toMatch(/did not come from the console/);
    }
    // The console's own origin passes the check (and the empty name is then a 422).
    const own = await write(`127.0.0.1:${CONSOLE_PORT}`, CONSOLE_URL);
    expect(own.status).toBe(422);
  });

  test("the console listens on 127.0.0.1 only", async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === "IPv4")?.address;
    test.skip(!outside, "this machine has no non-loopback address to try");
    const result = await new Promise<string>((resolve) => {
      const req = http.get({ host: outside, port: CONSOLE_PORT, path: "/sign-in", timeout: 3000 });
      req.on("response", () => resolve("answered"));
      req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
      req.on("timeout", () => {
        req.destroy();
        resolve("timeout");
      });
    });
    expect(result).toBe("ECONNREFUSED");
  });
});

test.describe("the data folder is private", () => {
  test("0700 folders and 0600 files, the secrets and PGlite's files included", () => {
    const ours = new Set(["playwright-owner-state.json", "servers.log"]);
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (dir === dataDir() && ours.has(name)) continue;
        const path = join(dir, name);
        const stat = statSync(path);
        const mode = stat.mode & 0o777;
        if (stat.isDirectory()) {
          if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
          walk(path);
        } else if (mode & 0o077) {
          loose.push(`${path} ${mode.toString(8)}`);
        }
      }
    };
    walk(dataDir());
    expect(statSync(join(dataDir(), "console-secrets.json")).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir()).length).toBeGreaterThan(3);
    expect(loose).toEqual([]);
  });
});

async function consoleKeyRow(page: Page) {
  const table = page.getByRole("table", { name: "API keys" });
  return table.getByRole("row").filter({ has: page.getByText("This console", { exact: true }) });
}

test.describe("the console's own key", () => {
  test("a manager may neither revoke nor roll it", async ({ browser, platform }) => {
    const id = (await platform.keyIdentity()).id;
    const { context, page } = await signedIn(browser, "manager@acme.test");
    // Never through the generic operations, whoever asks.
    const generic = await page.request.post(`/api/console/api-keys/${id}/revoke`, {
      headers: { origin: CONSOLE_URL },
    });
    expect(generic.status()).toBe(409);
    const revoke = await page.request.post("/api/console-key/revoke", {
      headers: { origin: CONSOLE_URL },
    });
    expect(revoke.status()).toBe(403);
    expect((await revoke.json()).detail).toMatch(/Only admins and owners can revoke or roll/);
    const roll = await page.request.post("/api/console-key/roll", {
      headers: { origin: CONSOLE_URL },
      data: { expires_old_in_seconds: 0 },
    });
    expect(roll.status()).toBe(403);
    expect((await platform.keyIdentity()).id).toBe(id);
    await context.close();
  });

  test("rolled from the API keys page, the console switches at once; the old key lasts the grace", async ({
    page,
    platform,
    request,
  }) => {
    const oldKey = readServerKey();
    const oldId = (await platform.keyIdentity()).id;
    await page.goto("/api-keys");
    const row = await consoleKeyRow(page);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Roll key…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Roll “Console (server-held)”" });
    await dialog.getByLabel("1 hour").check();
    await dialog.getByRole("button", { name: "Roll key" }).click();
    await expect(dialog).toContainText("The console now uses the replacement");
    await expect(dialog).toContainText("The old key keeps working until");
    const newKey = readServerKey();
    expect(newKey).not.toBe(oldKey);
    expect(await page.content()).not.toContain(newKey);
    await dialog.getByRole("button", { name: "Done" }).click();

    // The badge moved to the replacement.
    const moved = await consoleKeyRow(page);
    await expect(moved).toHaveCount(1);
    const newId = await moved.getAttribute("data-key-id");
    expect(newId).not.toBe(oldId);
    // The old key still works for the grace period; the new one is the console's.
    const lists = `${PLATFORM_URL}/api/v1/public/lead-lists`;
    expect((await request.get(lists, { headers: { "x-api-key": oldKey } })).status()).toBe(200);
    expect((await request.get(lists, { headers: { "x-api-key": newKey } })).status()).toBe(200);
    // The running console acts with the new key at once: a fresh sign-in gets its member key.
    const browser = page.context().browser()!;
    const member = await signedIn(browser, "member@acme.test");
    expect((await member.page.request.get("/api/public/lead-lists")).status()).toBe(200);
    await member.context.close();
    // And the log never printed either value.
    const log = readFileSync(serverLogFile(), "utf8");
    expect(log).not.toContain(newKey);
  });
});
