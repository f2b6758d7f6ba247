import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page, Response } from "@playwright/test";
import { CreatedApiKey } from "@/contract/api-keys";
import { PLATFORM_URL, serverLogFile } from "./env";
import { expect, signInThroughUi, test } from "./fixtures";

const LISTS = `${PLATFORM_URL}/api/v1/public/lead-lists`;
const CONSOLE_KEYS = `${PLATFORM_URL}/api/v1/console/api-keys`;

type Access = "Read" | "Write" | "Read and write";

/** Makes a key through the create dialog and returns the value the reveal dialog showed. */
async function createKeyInUi(
  page: Page,
  opts: { label: string; access?: Access; environment?: "Live" | "Test" },
): Promise<string> {
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Label").fill(opts.label);
  await form.getByRole("radio", { name: opts.access ?? "Read", exact: true }).check();
  if (opts.environment === "Test")
    await form.getByRole("radio", { name: "Test", exact: true }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  return takeRevealedKey(page, "Copy your new API key");
}

/** Reads the value from the reveal dialog, confirms it was copied, and closes the dialog. */
async function takeRevealedKey(page: Page, title: string): Promise<string> {
  const reveal = page.getByRole("dialog", { name: title });
  const value = await reveal.getByTestId("revealed-key").inputValue();
  expect(value).toMatch(/^sk_(live|test)_[0-9A-Za-z]{32}$/);
  await reveal.getByLabel("I have copied the key and stored it safely.").check();
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(reveal).toBeHidden();
  return value;
}

function memberRow(page: Page, email: string) {
  return page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: email });
}

function rowOf(page: Page, label: string) {
  return page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: label });
}

/** The row of one key by its masked value (the other key of a roll names it too, in words). */
function keyRow(page: Page, label: string, value: string) {
  return rowOf(page, label).filter({
    has: page.locator("code", { hasText: `…${value.slice(-4)}` }),
  });
}

const KEY_ACTIONS = /^Actions for key /;

/** Opens a key's actions menu on its row and picks one. */
async function keyAction(page: Page, row: Locator, item: "Roll key…" | "Revoke key…") {
  await row.getByRole("button", { name: KEY_ACTIONS }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

const read = (request: APIRequestContext, key: string) =>
  request.get(LISTS, { headers: { "x-api-key": key } });
const write = (request: APIRequestContext, key: string) =>
  request.post(LISTS, { headers: { "x-api-key": key }, data: { name: `By key ${Date.now()}` } });

/** Waits, in short steps, until the platform refuses `key` (an expiry a few seconds ahead). */
async function expectRefusedSoon(request: APIRequestContext, key: string, withinMs: number) {
  await expect
    .poll(async () => (await read(request, key)).status(), { timeout: withinMs, intervals: [250] })
    .toBe(401);
}

test.describe("API keys made in the console behave as the spec says", () => {
  test("a read-only key reads and is refused a write", async ({ page, request }) => {
    const key = await createKeyInUi(page, { label: `Read only ${Date.now()}`, access: "Read" });
    expect((await read(request, key)).status()).toBe(200);
    const refused = await write(request, key);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).detail).toBe(
      "The API key lacks the write scope this request needs.",
    );
  });

  test("a write-only key writes and is refused a read", async ({ page, request }) => {
    const label = `Write only ${Date.now()}`;
    const key = await createKeyInUi(page, { label, access: "Write" });
    expect((await read(request, key)).status()).toBe(403);
    expect((await write(request, key)).status()).toBe(201);
    await expect(rowOf(page, label)).toContainText("write");
  });

  test("a revoked key is refused with 401; the confirmation names the key", async ({
    page,
    request,
  }) => {
    const label = `To revoke ${Date.now()}`;
    const key = await createKeyInUi(page, { label, access: "Read and write" });
    expect((await read(request, key)).status()).toBe(200);

    await keyAction(page, rowOf(page, label), "Revoke key…");
    const confirm = page.getByRole("alertdialog", { name: `Revoke “${label}”?` });
    await expect(confirm).toContainText(`…${key.slice(-4)}`);
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, label)).toContainText("Revoked");
    expect((await read(request, key)).status()).toBe(401);

    await expect(page.getByRole("table", { name: "Key activity" })).toContainText(
      `Revoked “${label}”`,
    );
  });

  test("an expired key is refused with 401 and listed as expired", async ({
    page,
    platform,
    request,
  }) => {
    // The console offers whole days; a key a few seconds from expiry is made through the
    // console API, exactly as the create dialog would send it.
    const { token } = await platform.signIn("owner@acme.test");
    const label = `Expiring ${Date.now()}`;
    const res = await request.post(CONSOLE_KEYS, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        label,
        scopes: ["read"],
        environment: "live",
        expires_at: new Date(Date.now() + 3000).toISOString(),
      },
    });
    expect(res.status()).toBe(201);
    const { key } = CreatedApiKey.parse(await res.json());
    expect((await read(request, key)).status()).toBe(200);
    await expectRefusedSoon(request, key, 6000);
    expect((await (await read(request, key)).json()).detail).toBe("The API key has expired.");

    await page.goto("/api-keys");
    await page.getByRole("button", { name: /^Expired/ }).click();
    await expect(rowOf(page, label)).toContainText("Expired");
    await expect(rowOf(page, label).getByRole("button", { name: KEY_ACTIONS })).toHaveCount(0);
  });

  test("after a roll both keys work until the grace period ends, then only the new one", async ({
    page,
    platform,
    request,
  }) => {
    test.setTimeout(60_000);
    const label = `Rolled ${Date.now()}`;
    const first = await createKeyInUi(page, { label, access: "Read" });

    // In the console: roll with a grace period of an hour; both keys work.
    await keyAction(page, rowOf(page, label), "Roll key…");
    const roll = page.getByRole("alertdialog", { name: `Roll “${label}”` });
    // Each choice completes "The old key stops working …": never "keeps working for: Now".
    await expect(roll.getByRole("group", { name: "The old key stops working" })).toBeVisible();
    await expect(roll).not.toContainText(/keeps working for/i);
    await roll.getByRole("radio", { name: "1 hour" }).check();
    await expect(roll).toContainText("until then both keys work");
    await roll.getByRole("button", { name: "Roll key" }).click();
    const second = await takeRevealedKey(page, "Copy the replacement key");
    expect(second).not.toBe(first);
    // The banner names a roll as one, and what became of the old key.
    const banner = page.getByRole("status").filter({ hasText: `Rolled “${label}”` });
    await expect(banner).toContainText(
      new RegExp(`…${second.slice(-4)} replaces .*…${first.slice(-4)}, and it keeps working until`),
    );
    await expect(banner).not.toContainText("Created");
    expect((await read(request, first)).status()).toBe(200);
    expect((await read(request, second)).status()).toBe(200);
    await expect(rowOf(page, label)).toHaveCount(2);

    // The old key is marked as rolled with the moment it stops; "Last used" has a time.
    await page.reload();
    const firstRow = keyRow(page, label, first);
    await expect(firstRow.getByTestId("key-state")).toHaveText("Active");
    await expect(firstRow.getByTestId("key-rolled")).toHaveText(
      /^\(rolled, expires at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\)$/,
    );
    await expect(firstRow.locator("td").nth(4).locator("time")).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}\d{1,2}:\d{2}\s?[AP]M$/,
    );
    const secondNew = keyRow(page, label, second);
    await expect(secondNew.getByTestId("key-rolled")).toHaveCount(0);
    // The two keys share a label, so each names the other.
    await expect(firstRow.getByTestId("key-roll-note")).toHaveText(
      new RegExp(`^Rolled: replaced by .*…${second.slice(-4)}$`),
    );
    await expect(secondNew.getByTestId("key-roll-note")).toHaveText(
      new RegExp(`^Replaces .*…${first.slice(-4)}$`),
    );

    // In the console: roll the new key with no grace period; it stops at once.
    const secondRow = keyRow(page, label, second);
    await keyAction(page, secondRow, "Roll key…");
    await expect(roll.getByRole("group", { name: "The old key stops working" })).toBeVisible();
    await roll.getByRole("radio", { name: "Now" }).check();
    await roll.getByRole("button", { name: "Roll key" }).click();
    const third = await takeRevealedKey(page, "Copy the replacement key");
    expect((await read(request, second)).status()).toBe(401);
    expect((await read(request, third)).status()).toBe(200);

    // Through the console API with a 3-second grace period: the end is kept to the second.
    const { token } = await platform.signIn("owner@acme.test");
    const list = await request.get(CONSOLE_KEYS, { headers: { authorization: `Bearer ${token}` } });
    const thirdId = ((await list.json()) as { items: { id: string; last4: string }[] }).items.find(
      (k) => k.last4 === third.slice(-4),
    )!.id;
    const rolledAt = Date.now();
    const res = await request.post(`${CONSOLE_KEYS}/${thirdId}/roll`, {
      headers: { authorization: `Bearer ${token}` },
      data: { expires_old_in_seconds: 3 },
    });
    expect(res.status()).toBe(201);
    const fourth = CreatedApiKey.parse(await res.json()).key;
    expect((await read(request, third)).status()).toBe(200);
    expect((await read(request, fourth)).status()).toBe(200);
    await expectRefusedSoon(request, third, 6000);
    expect(Date.now() - rolledAt).toBeGreaterThanOrEqual(2000);
    expect((await read(request, fourth)).status()).toBe(200);
    expect((await read(request, first)).status()).toBe(200);
  });

  test("a key stops when its creator is demoted to member or suspended, and its row says so", async ({
    browser,
    page,
    platform,
    request,
  }) => {
    // Four role changes, each through the members page, and the keys page after three.
    test.setTimeout(120_000);
    const managerContext = await browser.newContext({
      storageState: { cookies: [], origins: [] },
    });
    const managerPage = await managerContext.newPage();
    await signInThroughUi(managerPage, "manager@acme.test");
    const label = `Manager's key ${Date.now()}`;
    const key = await createKeyInUi(managerPage, { label, access: "Read" });
    await managerContext.close();
    expect((await read(request, key)).status()).toBe(200);

    const changeMaya = async (action: string, confirmName: string, role?: string) => {
      await page.goto("/members");
      await memberRow(page, "manager@acme.test")
        .getByRole("button", { name: /^Actions for member / })
        .click();
      await page.getByRole("menuitem", { name: `${action}…` }).click();
      const dialog = page.getByRole("alertdialog");
      if (role) await dialog.getByLabel("New role").selectOption(role);
      await expect(dialog.getByRole("list", { name: "Affected keys" })).toContainText(label);
      await dialog.getByRole("button", { name: confirmName }).click();
      await expect(dialog).toBeHidden();
    };

    try {
      await changeMaya("Change role", "Change role", "member");
      const demoted = await read(request, key);
      expect(demoted.status()).toBe(403);
      expect((await demoted.json()).detail).toBe(
        "Keys work only while their creator is a manager or above.",
      );
      await page.goto("/api-keys");
      await expect(rowOf(page, label).getByTestId("key-state")).toHaveText("Refused");
      await expect(rowOf(page, label)).toContainText("a role that cannot hold keys");

      await changeMaya("Change role", "Change role", "manager");
      expect((await read(request, key)).status()).toBe(200);

      await changeMaya("Suspend", "Suspend member");
      expect((await read(request, key)).status()).toBe(403);
      await page.goto("/api-keys");
      await expect(rowOf(page, label).getByTestId("key-state")).toHaveText("Refused");
      await expect(rowOf(page, label)).toContainText("Its creator is suspended");
      await expect(rowOf(page, label)).not.toContainText("Active");

      await changeMaya("Reactivate", "Reactivate member");
      expect((await read(request, key)).status()).toBe(200);
      await page.goto("/api-keys");
      await expect(rowOf(page, label).getByTestId("key-state")).toHaveText("Active");
    } finally {
      // Maya is every later spec's manager: whatever failed above, she is one again.
      await platform.setMember("manager@acme.test", { role: "manager", status: "active" });
    }
  });
});

test.describe("the keys table for keyboard, screen readers and narrow windows", () => {
  test("every row menu names its key, and Escape on Roll gives focus back to it", async ({
    page,
  }) => {
    const label = `Named menu ${Date.now()}`;
    await createKeyInUi(page, { label, access: "Read" });
    const trigger = rowOf(page, label).getByRole("button", { name: KEY_ACTIONS });
    await expect(trigger).toHaveAccessibleName(
      new RegExp(`^Actions for key ${label} \\(sk_live_…`),
    );
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Roll key…" }).click();
    const roll = page.getByRole("alertdialog", { name: `Roll “${label}”` });
    await expect(roll).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(roll).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("fits a 1024 px window with each row's menu on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const label = `Narrow ${Date.now()}`;
    await createKeyInUi(page, { label, access: "Read and write" });
    const table = page.getByRole("table", { name: "API keys" });
    const widths = await table.evaluate((el) => ({
      table: el.scrollWidth,
      frame: el.parentElement!.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.frame);
    expect(widths.page).toBeLessThanOrEqual(1024);

    const trigger = rowOf(page, label).getByRole("button", { name: KEY_ACTIONS });
    const box = (await trigger.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await trigger.click();
    for (const name of ["Roll key…", "Revoke key…"]) {
      const item = (await page.getByRole("menuitem", { name }).boundingBox())!;
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x + item.width).toBeLessThanOrEqual(1024);
    }
    await page.keyboard.press("Escape");
  });
});

test.describe("the create and reveal dialogs", () => {
  test("warn that a test key is not isolated and show the platform's 422 message", async ({
    page,
  }) => {
    await page.goto("/api-keys");
    await page.getByRole("button", { name: "Create key" }).click();
    const form = page.getByRole("dialog", { name: "Create an API key" });
    await form.getByRole("radio", { name: "Test", exact: true }).check();
    await expect(form).toContainText(
      "gives no isolation: it works on the same real data as a live key, and its sends, calls and charges are real.",
    );

    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form.getByText("Give the key a label.")).toBeVisible();

    await form.getByLabel("Expires").selectOption("date");
    await form.getByLabel("Label").fill("Bad scope");
    await form.getByLabel("Expiry date").fill("2001-01-01");
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form.getByText("Choose a date in the future.")).toBeVisible();
    await form.getByLabel("Expires").selectOption("30");

    // A scope the form never offers, forced into the request: the platform's sentence shows.
    await page.route("**/api/console/api-keys", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, scopes: ["read", "admin"] }) });
    });
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(
      form.getByText('Scope "admin" is not one of read, write, all or *.'),
    ).toBeVisible();
    await page.unroute("**/api/console/api-keys");
  });

  test("shows the value once and closes only after the copy is confirmed", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const label = `Shown once ${Date.now()}`;
    await page.goto("/api-keys");
    await page.getByRole("button", { name: "Create key" }).click();
    const form = page.getByRole("dialog", { name: "Create an API key" });
    await form.getByLabel("Label").fill(label);
    await form.getByRole("button", { name: "Create key" }).click();

    const reveal = page.getByRole("dialog", { name: "Copy your new API key" });
    const value = await reveal.getByTestId("revealed-key").inputValue();
    await reveal.getByRole("button", { name: "Copy" }).click();
    await expect(reveal.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    for (const attempt of [
      () => page.keyboard.press("Escape"),
      () => page.mouse.click(5, 5),
      () => reveal.getByRole("button", { name: "Close" }).click(),
      () => reveal.getByRole("button", { name: "Done" }).click(),
    ]) {
      await attempt();
      await expect(reveal).toBeVisible();
      await expect(reveal.getByText("The key will never be shown again")).toBeVisible();
    }
    await reveal.getByLabel("I have copied the key and stored it safely.").check();
    await page.keyboard.press("Escape");
    await expect(reveal).toBeHidden();
    expect(await page.content()).not.toContain(value);
    await expect(rowOf(page, label)).toContainText(`sk_live_…${value.slice(-4)}`);
  });

  test("mark the console's own key and explain what revoking or rolling it does", async ({
    page,
    platform,
  }) => {
    const identity = await platform.keyIdentity();
    await page.goto("/api-keys");
    const row = rowOf(page, "Console (server-held)");
    await expect(row.getByText("This console")).toBeVisible();
    await expect(row).toContainText("workspace-level");

    await keyAction(page, row, "Revoke key…");
    const revoke = page.getByRole("alertdialog", { name: "Revoke “Console (server-held)”?" });
    await expect(revoke).toContainText("the console stops working");
    await expect(revoke).toContainText("OUTREACH_API_KEY");
    await expect(revoke).toContainText("console-secrets.json");
    await revoke.getByRole("button", { name: "Cancel" }).click();

    await keyAction(page, row, "Roll key…");
    const roll = page.getByRole("alertdialog", { name: "Roll “Console (server-held)”" });
    await expect(roll).toContainText("switches to the replacement the moment you roll it");
    await roll.getByRole("button", { name: "Cancel" }).click();
    // Nothing happened to it.
    expect((await platform.keyIdentity()).id).toBe(identity.id);
  });

  test("sort by a column and filter by state", async ({ page }) => {
    await page.goto("/api-keys");
    const table = page.getByRole("table", { name: "API keys" });
    await table.getByRole("button", { name: "Label" }).click();
    await expect(table.getByRole("columnheader", { name: "Label" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const labels = await table.getByTestId("key-label").allInnerTexts();
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    await table.getByRole("button", { name: "Label" }).click();
    await expect(table.getByRole("columnheader", { name: "Label" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await page.getByRole("button", { name: /^Revoked/ }).click();
    await expect(page.getByRole("button", { name: /^Revoked/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const states = await table.getByTestId("key-state").allInnerTexts();
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(["Revoked"]));
  });

  test("the state filter and the sort are in the address: they survive a reload and Back", async ({
    page,
  }) => {
    await page.goto("/api-keys");
    const table = page.getByRole("table", { name: "API keys" });
    const label = table.getByRole("columnheader", { name: "Label" });
    await table.getByRole("button", { name: "Label" }).click();
    await expect(page).toHaveURL(/[?&]sort=label(&|$)/);
    await page.getByRole("button", { name: /^Revoked/ }).click();
    await expect(page).toHaveURL(/[?&]state=revoked/);

    await page.reload();
    await expect(label).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("button", { name: /^Revoked/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(new Set(await table.getByTestId("key-state").allInnerTexts())).toEqual(
      new Set(["Revoked"]),
    );

    // Back undoes the filter, then the sort; Forward brings the filter back.
    await page.goBack();
    await expect(page).not.toHaveURL(/state=/);
    await expect(page.getByRole("button", { name: /^All/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(label).toHaveAttribute("aria-sort", "ascending");
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await page.goForward();
    await expect(label).toHaveAttribute("aria-sort", "ascending");
  });

  test("the table and a confirm work from the keyboard alone", async ({ page }) => {
    const label = `Keyboard ${Date.now()}`;
    await createKeyInUi(page, { label });
    await page.reload();
    const table = page.getByRole("table", { name: "API keys" });
    // The rows are one Tab stop: Tab from the last sort button lands on the first row.
    await table.getByRole("button", { name: "Last used" }).focus();
    await page.keyboard.press("Tab");
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(table.locator("tbody tr").nth(1)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(firstRow).toBeFocused();
    await page.keyboard.press("End");
    await expect(table.locator("tbody tr").last()).toBeFocused();

    // Move to the new key's row and open its actions with Enter.
    const row = rowOf(page, label);
    const rowIndex = await row.evaluate((tr) => [...tr.parentElement!.children].indexOf(tr));
    await page.keyboard.press("Home");
    for (let i = 0; i < rowIndex; i++) await page.keyboard.press("ArrowDown");
    await expect(row).toBeFocused();
    await page.keyboard.press("Enter");
    const revokeItem = page.getByRole("menuitem", { name: "Revoke key…" });
    await expect(page.getByRole("menuitem", { name: "Roll key…" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(revokeItem).toBeFocused();
    await page.keyboard.press("Enter");

    // The confirm starts on Cancel; Escape closes it and gives focus back to the actions button.
    const confirm = page.getByRole("alertdialog", { name: `Revoke “${label}”?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    const actions = row.getByRole("button", { name: KEY_ACTIONS });
    await expect(actions).toBeFocused();

    // Again, and this time revoke: Tab from Cancel reaches the action named on its button.
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Revoke key…" }).press("Enter");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Revoke key" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId("key-state")).toHaveText("Revoked");
  });
});

test.describe("no key value outlives its dialog", () => {
  test("no response, page, cookie, storage or log line after creation holds it", async ({
    page,
  }) => {
    // Creates and rolls a key, then walks four pages reading every response: a long test.
    test.slow();
    const seen: { url: string; text: Promise<string>; creation: boolean }[] = [];
    const record = (response: Response) => {
      const creation =
        response.request().method() === "POST" &&
        /\/api\/console\/api-keys(\/[^/]+\/roll)?$/.test(new URL(response.url()).pathname);
      seen.push({
        url: response.url(),
        creation,
        text: (async () => {
          const headers = JSON.stringify(await response.allHeaders());
          const body = await response.body().then(
            (b) => b.toString("utf8"),
            () => "",
          );
          return `${headers}\n${body}`;
        })(),
      });
    };
    page.on("response", record);

    const label = `Never again ${Date.now()}`;
    const created = await createKeyInUi(page, { label, access: "Read and write" });
    await keyAction(page, rowOf(page, label), "Roll key…");
    await page
      .getByRole("alertdialog", { name: `Roll “${label}”` })
      .getByRole("button", { name: "Roll key" })
      .click();
    const rolled = await takeRevealedKey(page, "Copy the replacement key");
    const values = [created, rolled];

    for (const value of values) expect(await page.content()).not.toContain(value);
    for (const path of ["/api-keys", "/members", "/lead-lists", "/api-keys"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      for (const value of values) expect(await page.content()).not.toContain(value);
    }
    page.off("response", record);

    const creations = seen.filter((r) => r.creation);
    expect(creations).toHaveLength(2);
    const others = seen.filter((r) => !r.creation);
    expect(others.length).toBeGreaterThan(10);
    for (const response of others) {
      const text = await response.text;
      for (const value of values) {
        expect(text.includes(value), `key value found in ${response.url}`).toBe(false);
      }
    }
    for (const cookie of await page.context().cookies()) {
      for (const value of values) expect(cookie.value.includes(value)).toBe(false);
    }
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    for (const value of values) expect(storage.includes(value)).toBe(false);

    const log = readFileSync(serverLogFile(), "utf8");
    expect(log).toContain("Outreach Console is ready");
    for (const value of values)
      expect(log.includes(value), "key value in the server log").toBe(false);
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("cannot create keys in the UI, and the console refuses it when forced", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    await page.goto("/api-keys");
    await expect(page.getByRole("table", { name: "API keys" })).toBeVisible();
    const button = page.getByRole("button", { name: "Create key" });
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByText("Only members with the manager, admin or owner role can create API keys."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: KEY_ACTIONS })).toHaveCount(0);

    const forced = await page.evaluate(async () => {
      const res = await fetch("/api/console/api-keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ label: "Sneaky", scopes: ["*"], environment: "live" }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(forced.status).toBe(403);
    expect(forced.body.detail).toBe(
      "Only members with the manager, admin or owner role can create API keys.",
    );
  });
});
