import { trickle } from "../platform/testing/slow-client";
import { CONSOLE_URL } from "./env";
import { expect, test } from "./fixtures";

/**
 * The console's own server (the production build, started as `npm start` does) over real
 * sockets: bad percent escapes are bad input, and slow clients are cut at the defaults.
 */
const FIXED = [
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];
const port = Number(new URL(CONSOLE_URL).port);

test.describe("the console's HTTP server", () => {
  test("answers a malformed percent escape with 400 and the security headers", async ({ page }) => {
    await page.goto("/lead-lists");
    for (const path of ["/api/public/%c0", "/api/console/%zz", "/api/public/lead-lists/%E0%A4%A"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(400);
      for (const name of FIXED) expect(res.headers()[name], `${path} ${name}`).toBeTruthy();
      expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
      expect((await res.json()).detail).toMatch(/malformed percent escape/);
    }
    for (const path of ["/lead-lists/%c0", "/%zz"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(400);
      for (const name of FIXED) expect(res.headers()[name], `${path} ${name}`).toBeTruthy();
      expect(await res.text()).toContain("malformed percent escape");
    }
    // In the browser, too: a page that says what is wrong, not a bare error.
    const res = await page.goto("/lead-lists/%c0");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This address is not valid" })).toBeVisible();
  });

  test("cuts a client that trickles its headers at 10 s", async () => {
    test.setTimeout(40_000);
    const cut = await trickle({
      port,
      head: "GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\nAccept: text/html\r\n\r\n",
      trickleHead: true,
      everyMs: 200,
      giveUpMs: 30_000,
    });
    expect(cut.afterMs).toBeGreaterThanOrEqual(9_900);
    expect(cut.afterMs).toBeLessThan(14_000);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  test("cuts a client that trickles its body at 30 s", async () => {
    test.setTimeout(70_000);
    const body = JSON.stringify({ email: "owner@acme.test", password: "x".repeat(400) });
    const cut = await trickle({
      port,
      head: `POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${CONSOLE_URL}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      everyMs: 200,
      giveUpMs: 60_000,
    });
    expect(cut.afterMs).toBeGreaterThanOrEqual(29_900);
    expect(cut.afterMs).toBeLessThan(35_000);
  });
});

test.describe("retried writes through the console", () => {
  test("the same Idempotency-Key twice, in sequence and at once, makes one list", async ({
    page,
  }) => {
    await page.goto("/lead-lists");
    const name = `Retried ${Date.now()}`;
    const create = (key: string) =>
      page.request.post("/api/public/lead-lists", {
        headers: { origin: CONSOLE_URL, "Idempotency-Key": key },
        data: { name },
      });
    const first = await create(`${name}-1`);
    expect(first.status()).toBe(201);
    const again = await create(`${name}-1`);
    expect(again.status()).toBe(201);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    expect(await again.json()).toEqual(await first.json());

    const pair = await Promise.all([create(`${name}-2`), create(`${name}-2`)]);
    const ran = pair.filter((r) => r.status() === 201 && !r.headers()["idempotent-replayed"]);
    expect(ran).toHaveLength(1);
    expect(pair.map((r) => r.status()).every((s) => s === 201 || s === 409)).toBe(true);

    const lists = (await (
      await page.request.get("/api/public/lead-lists?per_page=100")
    ).json()) as {
      items: { name: string }[];
    };
    expect(lists.items.filter((l) => l.name === name)).toHaveLength(2);
  });
});
