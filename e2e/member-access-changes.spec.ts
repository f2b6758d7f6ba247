import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, signInThroughUi, test } from "./fixtures";

/**
 * The console forwards each request in one round trip and lets the platform judge the member's
 * session key; a role change, a suspension or a removal must still refuse the member's very
 * next request, with the sentences the console has always given.
 */
const NEEDS_MANAGER = "Changing workspace data needs the manager role.";
const NEEDS_ADMIN = "Managing webhook endpoints needs the admin role.";
const SESSION_ENDED = "Your session has expired or was signed out; sign in again.";
const SIGNED_OUT = "Sign in to use the console.";

test.use({ storageState: { cookies: [], origins: [] } });

/** A client of the console's own API with a signed-in member's cookie, as the browser sends. */
async function consoleAs(email: string): Promise<APIRequestContext> {
  const http = await playwrightRequest.newContext({
    baseURL: CONSOLE_URL,
    extraHTTPHeaders: { origin: CONSOLE_URL },
  });
  const res = await http.post("/api/session", {
    data: { email, password: process.env.SEED_PASSWORD || "outreach-demo" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return http;
}

async function expectRefusal(
  res: { status(): number; json(): Promise<unknown> },
  status: number,
  detail: string,
) {
  expect(res.status()).toBe(status);
  expect(await res.json()).toEqual({ detail });
}

test.describe("a member's access changes between two requests, over HTTP through the console", () => {
  test("demoted: the next write is refused, and an admin loses the admin areas at once", async ({
    platform,
  }) => {
    const manager = await consoleAs("manager@acme.test");
    const admin = await consoleAs("admin@acme.test");
    try {
      const made = await manager.post("/api/public/lead-lists", {
        data: { name: `Before demotion ${Date.now()}` },
      });
      expect(made.status(), await made.text()).toBe(201);
      expect((await admin.get("/api/public/webhook-endpoints")).status()).toBe(200);

      await platform.setMember("manager@acme.test", { role: "member" });
      await platform.setMember("admin@acme.test", { role: "manager" });
      await expectRefusal(
        await manager.post("/api/public/lead-lists", { data: { name: "After demotion" } }),
        403,
        NEEDS_MANAGER,
      );
      expect((await manager.get("/api/public/lead-lists")).status()).toBe(200);
      await expectRefusal(await admin.get("/api/public/webhook-endpoints"), 403, NEEDS_ADMIN);

      // Given back, the role works again on the very next request too.
      await platform.setMember("manager@acme.test", { role: "manager" });
      await platform.setMember("admin@acme.test", { role: "admin" });
      expect((await admin.get("/api/public/webhook-endpoints")).status()).toBe(200);
      const again = await manager.post("/api/public/lead-lists", {
        data: { name: `After promotion ${Date.now()}` },
      });
      expect(again.status()).toBe(201);
    } finally {
      await platform.setMember("manager@acme.test", { role: "manager" });
      await platform.setMember("admin@acme.test", { role: "admin" });
      await Promise.all([manager.dispose(), admin.dispose()]);
    }
  });

  for (const status of ["suspended", "removed"] as const) {
    test(`${status}: the next request ends the session, and the cookie with it`, async ({
      platform,
    }) => {
      const manager = await consoleAs("manager@acme.test");
      try {
        expect((await manager.get("/api/public/lead-lists")).status()).toBe(200);
        await platform.setMember("manager@acme.test", { status });
        const refused = await manager.get("/api/public/lead-lists");
        await expectRefusal(refused, 401, SESSION_ENDED);
        expect(refused.headers()["set-cookie"]).toMatch(/outreach_console_session=;/);
        await expectRefusal(await manager.get("/api/public/lead-lists"), 401, SIGNED_OUT);
      } finally {
        await platform.setMember("manager@acme.test", { status: "active" });
        await manager.dispose();
      }
    });
  }
});

async function createList(page: Page, name: string) {
  await page.getByRole("button", { name: "New lead list" }).click();
  const dialog = page.getByRole("dialog", { name: "New lead list" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create list" }).click();
  return dialog;
}

test.describe("a member's access changes between two requests, in the browser", () => {
  test("demoted, then suspended, then removed: each next action is refused with its sentence", async ({
    page,
    platform,
  }) => {
    try {
      await signInThroughUi(page, "manager@acme.test");
      const first = `Made as manager ${Date.now()}`;
      const dialog = await createList(page, first);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name: first })).toBeVisible();

      // The page still shows the manager's button; the platform decides on the next request.
      await platform.setMember("manager@acme.test", { role: "member" });
      const refused = await createList(page, `Made as member ${Date.now()}`);
      await expect(refused.getByRole("alert")).toContainText("Not allowed");
      await expect(refused.getByRole("alert")).toContainText(NEEDS_MANAGER);
      await page.keyboard.press("Escape");
      await platform.setMember("manager@acme.test", { role: "manager" });

      for (const status of ["suspended", "removed"] as const) {
        await page.goto("/lead-lists");
        await expect(page.getByRole("button", { name: "New lead list" })).toBeEnabled();
        await platform.setMember("manager@acme.test", { status });
        const ended = await createList(page, `Made while ${status} ${Date.now()}`);
        await expect(ended.getByRole("alert")).toContainText("Your session has expired");
        // The cookie went with the session: the browser's next call is one without a session.
        const next = await page.evaluate(async () => {
          const res = await fetch("/api/public/lead-lists");
          return { status: res.status, body: await res.json() };
        });
        expect(next).toEqual({ status: 401, body: { detail: SIGNED_OUT } });
        await platform.setMember("manager@acme.test", { status: "active" });
        await signInThroughUi(page, "manager@acme.test");
      }
    } finally {
      await platform.setMember("manager@acme.test", { role: "manager", status: "active" });
    }
  });
});
