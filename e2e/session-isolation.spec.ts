import { type APIRequestContext, type Browser, request } from "@playwright/test";
import { ApiKey } from "@/contract/api-keys";
import { Member } from "@/contract/members";
import { CONSOLE_URL, DEMO_PASSWORD, PLATFORM_URL } from "./env";
import { expect, PlatformClient, readServerKey, signInThroughUi, test } from "./fixtures";

/**
 * A session acts only as its member, and the console's own key stays the console's: two people
 * sharing one browser, the console key's roll and its roller's offboarding, the sign-in redirect.
 */
const SESSION_COOKIE = "outreach_console_session";
const SAME_ORIGIN = { origin: CONSOLE_URL };
const EMPTY = { cookies: [], origins: [] };

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: EMPTY });
  const page = await context.newPage();
  await signInThroughUi(page, email);
  return { context, page };
}

/** The platform's console API as the acme owner, past the console. */
async function asOwner() {
  const http = await request.newContext({ baseURL: PLATFORM_URL });
  const res = await http.post("/api/v1/console/sessions", {
    data: { email: "owner@acme.test", password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { http, headers: { authorization: `Bearer ${token}` } };
}

async function consoleSignIn(http: APIRequestContext, email: string) {
  const res = await http.post("/api/session", {
    headers: SAME_ORIGIN,
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("two members in one browser", () => {
  test.use({ storageState: EMPTY });

  test("the globex owner signing in after the acme owner never reads or writes acme", async ({
    page,
    browser,
    platform,
  }) => {
    await signInThroughUi(page, "owner@acme.test");
    expect((await page.request.get("/api/public/webhook-endpoints")).status()).toBe(200);
    const acmeCookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;

    // No sign-out in between: the next person signs in over the first one's session.
    await signInThroughUi(page, "owner@globex.test");
    for (const path of ["webhook-endpoints", "lead-lists", "leads"]) {
      const res = await page.request.get(`/api/public/${path}`);
      expect(res.status(), path).toBe(403);
      expect((await res.json()).detail).toMatch(
        /signed in to the workspace Globex .*belongs to the workspace Acme/,
      );
    }
    const name = `Globex was here ${Date.now()}`;
    const write = await page.request.post("/api/public/lead-lists", {
      headers: SAME_ORIGIN,
      data: { name },
    });
    expect(write.status()).toBe(403);
    expect((await platform.leadLists()).items.map((l) => l.name)).not.toContain(name);
    await expect(page.getByRole("banner").getByText("owner@globex.test")).toBeVisible();

    // The acme owner's session ended with the new sign-in, on the platform too: the old
    // cookie, replayed from anywhere, acts for no one.
    const replay = await browser.newContext({
      storageState: { cookies: [acmeCookie], origins: [] },
    });
    const replayed = await replay.request.get("/api/public/lead-lists");
    expect(replayed.status()).toBe(401);
    await replay.close();
  });

  test("over HTTP: the second sign-in replaces the first, and signing out ends it", async () => {
    const http = await request.newContext({ baseURL: CONSOLE_URL });
    await consoleSignIn(http, "owner@acme.test");
    const acme = await http.get("/api/public/lead-lists?per_page=100");
    expect(acme.status()).toBe(200);
    const acmeNames = ((await acme.json()) as { items: { name: string }[] }).items.map(
      (l) => l.name,
    );
    expect(acmeNames.length).toBeGreaterThan(0);

    await consoleSignIn(http, "owner@globex.test");
    const me = await http.get("/api/console/me");
    expect(Member.parse(await me.json()).email).toBe("owner@globex.test");
    const lists = await http.get("/api/public/lead-lists?per_page=100");
    expect(lists.status()).toBe(403);
    const text = await lists.text();
    for (const name of acmeNames) expect(text).not.toContain(name);

    // Back to an acme member: their own key, their own role (a member may not write).
    await consoleSignIn(http, "member@acme.test");
    expect((await http.get("/api/public/lead-lists")).status()).toBe(200);
    const write = await http.post("/api/public/lead-lists", {
      headers: SAME_ORIGIN,
      data: { name: "Not for members" },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).detail).toBe("Changing workspace data needs the manager role.");

    expect((await http.delete("/api/session", { headers: SAME_ORIGIN })).status()).toBe(204);
    expect((await http.get("/api/public/lead-lists")).status()).toBe(401);
    await http.dispose();
  });
});

test.describe("the console's own key belongs to the workspace", () => {
  // A test cut by its time-out may not finish its own clean-up: the admin comes back here.
  test.afterEach(async ({ platform }) => {
    await platform.setMember("admin@acme.test", { status: "active" });
  });

  test("an admin rolls it and is then removed: the console keeps working", async ({
    browser,
    platform,
  }) => {
    // Two sign-ins, a key roll and three checks: a loaded machine needs more than 30 s.
    test.setTimeout(90_000);
    const admin = await signedIn(browser, "admin@acme.test");
    await admin.page.goto("/api-keys");
    const table = admin.page.getByRole("table", { name: "API keys" });
    const row = table
      .getByRole("row")
      .filter({ has: admin.page.getByText("This console", { exact: true }) });
    await row.getByRole("button", { name: "Actions" }).click();
    await admin.page.getByRole("menuitem", { name: "Roll key…" }).click();
    const dialog = admin.page.getByRole("alertdialog", { name: /^Roll “/ });
    await dialog.getByLabel("1 hour").check();
    await dialog.getByRole("button", { name: "Roll key" }).click();
    await expect(dialog).toContainText("The console now uses the replacement");
    // The console's key now: the replacement the admin just made.
    const platformHttp = await request.newContext({ baseURL: PLATFORM_URL });
    const identity = await new PlatformClient(platformHttp, readServerKey()).keyIdentity();
    await platformHttp.dispose();

    await platform.setMember("admin@acme.test", { status: "removed" });
    try {
      // The removed admin is signed out everywhere...
      expect((await admin.page.request.get("/api/public/lead-lists")).status()).toBe(401);
      // ...and the console, on the key they rolled, still acts for everyone else.
      const member = await signedIn(browser, "member@acme.test");
      expect((await member.page.request.get("/api/public/lead-lists")).status()).toBe(200);
      await member.context.close();

      const owner = await asOwner();
      const keys = await owner.http.get("/api/v1/console/api-keys", { headers: owner.headers });
      const items = ((await keys.json()) as { items: unknown[] }).items.map((k) => ApiKey.parse(k));
      expect(items.find((k) => k.id === identity.id)).toMatchObject({
        creator: null,
        state: "active",
        access: { status: "ok" },
      });
      await owner.http.dispose();
    } finally {
      await platform.setMember("admin@acme.test", { status: "active" });
      await admin.context.close();
    }
  });

  test("a generic revoke or roll through the proxy never touches it nor returns its value", async ({
    page,
    platform,
  }) => {
    const before = readServerKey();
    const { id } = await platform.keyIdentity();
    for (const action of ["roll", "revoke"]) {
      const res = await page.request.post(`/api/console/api-keys/${id}/${action}`, {
        headers: SAME_ORIGIN,
        data: { expires_old_in_seconds: 0 },
      });
      expect(res.status(), action).toBe(409);
      const text = await res.text();
      expect(text).not.toMatch(/sk_(live|test)_[0-9A-Za-z]{32}/);
      expect(JSON.parse(text).detail).toMatch(
        /only by the console itself|on its row of the API keys page/,
      );
    }
    // Past the console, the platform refuses it by what the key is, whoever asks.
    const owner = await asOwner();
    for (const action of ["roll", "revoke"]) {
      const res = await owner.http.post(`/api/v1/console/api-keys/${id}/${action}`, {
        headers: owner.headers,
        data: { expires_old_in_seconds: 0 },
      });
      expect(res.status(), action).toBe(409);
      expect(await res.text()).not.toMatch(/sk_(live|test)_[0-9A-Za-z]{32}/);
    }
    await owner.http.dispose();
    expect(readServerKey()).toBe(before);
    expect((await platform.keyIdentity()).id).toBe(id);
  });
});

test.describe("after sign-in, only a page of the console", () => {
  test.use({ storageState: EMPTY });

  test("next= that normalises to another site lands on the lead lists", async ({ page }) => {
    const leftForElsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== CONSOLE_URL,
      (route) => {
        leftForElsewhere.push(route.request().url());
        return route.abort();
      },
    );
    const tricks = [
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/%2e%2e//evil.example/x",
      "/./\\evil.example/x",
      "/%2F%2Fevil.example/x",
      "https://evil.example/x",
      "javascript:alert(document.domain)",
    ];
    for (const [i, next] of tricks.entries()) {
      await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Email").fill("member@acme.test");
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page, next).toHaveURL(`${CONSOLE_URL}/lead-lists`);
      await expect(page.getByRole("banner").getByText("member@acme.test")).toBeVisible();
      if (i < tricks.length - 1) await page.context().clearCookies();
    }
    expect(leftForElsewhere).toEqual([]);
  });
});

test.describe("audit entries follow the role rule of what they describe", () => {
  for (const email of ["member@acme.test", "manager@acme.test"]) {
    test(`${email} reads no webhook endpoint's entry through the console`, async ({ browser }) => {
      const { context, page } = await signedIn(browser, email);
      const filtered = await page.request.get(
        "/api/console/audit-events?target_type=webhook_endpoint",
      );
      expect(filtered.status()).toBe(403);
      expect((await filtered.json()).detail).toBe(
        "Managing webhook endpoints needs the admin role.",
      );
      const all = await page.request.get("/api/console/audit-events?limit=100");
      expect(all.status()).toBe(200);
      expect(await all.text()).not.toContain("webhook_endpoint");
      await context.close();
    });
  }

  test("an admin reads them", async ({ browser }) => {
    const { context, page } = await signedIn(browser, "admin@acme.test");
    const res = await page.request.get("/api/console/audit-events?target_type=webhook_endpoint");
    expect(res.status()).toBe(200);
    await context.close();
  });
});
