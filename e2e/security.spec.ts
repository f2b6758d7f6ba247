import { expect, readServerKey, test } from "./fixtures";

test.describe("the console's backend-for-frontend", () => {
  test("refuses a cross-origin write", async ({ page }) => {
    await page.goto("/lead-lists");
    for (const path of ["/api/public/lead-lists", "/api/console/api-keys", "/api/session"]) {
      const res = await page.request.post(path, {
        headers: { origin: "http://evil.example", "content-type": "application/json" },
        data: { name: "From elsewhere" },
      });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).detail).toMatch(/did not come from the console/);
    }
  });

  test("refuses paths that try to leave the proxied API", async ({ page }) => {
    await page.goto("/lead-lists");
    for (const path of ["/api/public/lead-lists%2F..%2F..%2Fconsole%2Fme", "/api/public/a%5Cb"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(400);
    }
  });

  test("does not let sign-in or sign-out through the console proxy", async ({ page }) => {
    await page.goto("/lead-lists");
    const res = await page.request.get("/api/console/sessions/current");
    expect(res.status()).toBe(404);
  });

  test("answers reads without a session with 401", async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    expect((await anonymous.get("/api/public/lead-lists")).status()).toBe(401);
    expect((await anonymous.get("/api/console/me")).status()).toBe(401);
    // The bench's bare forwarding route is only in the bench's own build, never this one.
    expect((await anonymous.get("/api/bench-bare-forward/lead-lists")).status()).toBe(404);
    await anonymous.dispose();
  });

  test("never lets the server-held key reach the browser", async ({ page, platform }) => {
    const serverKey = readServerKey();
    expect(serverKey).toMatch(/^sk_(live|test)_/);
    // The key the console was started with is the one the platform knows as acme's key.
    expect((await platform.keyIdentity()).workspace.slug).toBe("acme");

    const seen: { url: string; text: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      pending.push(
        (async () => {
          const headers = JSON.stringify(await response.allHeaders());
          const body = await response.body().then(
            (b) => b.toString("utf8"),
            () => "",
          );
          seen.push({ url: response.url(), text: `${headers}\n${body}` });
        })(),
      );
    });

    for (const [path, table] of [
      ["/lead-lists", "Lead lists"],
      ["/api-keys", "API keys"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("table", { name: table })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    await Promise.all(pending);

    expect(seen.length).toBeGreaterThan(5);
    expect(seen.some((r) => r.url.includes("/api/public/lead-lists"))).toBe(true);
    expect(seen.some((r) => r.url.includes("/api/console/api-keys"))).toBe(true);
    for (const response of seen) {
      expect(response.text.includes(serverKey), `key found in ${response.url}`).toBe(false);
    }
    for (const cookie of await page.context().cookies()) {
      expect(cookie.value.includes(serverKey), `key found in cookie ${cookie.name}`).toBe(false);
    }
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === "outreach_console_session",
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });
});
