import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ConnectedAccount } from "@/contract/connected-accounts";
import { offsetEnvelope } from "@/contract/envelopes";
import { PhoneNumber, SIMULATED_CARRIERS } from "@/contract/phone-numbers";
import { axeViolations, platformApi } from "./campaigns-page";
import { CONSOLE_URL } from "./env";
import { expect, signInThroughUi, test } from "./fixtures";

/**
 * The phone numbers page against the real platform: numbers imported from a simulated
 * carrier account through the wizard show in the table and as connected accounts, a caller
 * name is edited (the platform's 422 on its field), and a second import shows them as there
 * already. A manager sees why the page is closed to them, and none of the numbers.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const carrier = SIMULATED_CARRIERS.find((c) => c.id === "relaypoint")!;

async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Import numbers…" }).click();
  const wizard = page.getByRole("dialog", { name: "Import numbers" });
  await expect(wizard).toBeVisible();
  return wizard;
}

async function searchSandbox(wizard: Locator) {
  await wizard.getByLabel("Carrier").selectOption(carrier.id);
  await wizard.getByRole("button", { name: "Use the sandbox account" }).click();
  await wizard.getByRole("button", { name: "Search" }).click();
  await expect(wizard.getByRole("heading", { name: /Step 2 of 3/ })).toBeVisible();
}

/** The number shown in each row of the wizard's list, with its checkbox. */
function carrierRows(wizard: Locator) {
  return wizard.getByRole("listitem");
}

test.describe("phone numbers", () => {
  test("imports two numbers through the wizard, edits a caller name, and finds them imported again", async ({
    page,
  }) => {
    // Three axe runs and two carrier searches: longer than the default on a busy machine.
    test.setTimeout(120_000);
    await page.goto("/phone-numbers");
    await expect(page.getByRole("heading", { level: 1, name: "Phone numbers" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the wizard and gives the focus back to its button.
    let wizard = await openWizard(page);
    await expect(wizard).toContainText("simulated");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(wizard).toBeHidden();
    await expect(page.getByRole("button", { name: "Import numbers…" })).toBeFocused();

    // A malformed SID is the platform's 422, on its field.
    wizard = await openWizard(page);
    await wizard.getByLabel("Account SID").fill("AC123");
    await wizard.getByLabel("Auth token").fill(carrier.sandbox.auth_token);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/phone-numbers/import/search") && r.status() === 422,
    );
    await wizard.getByRole("button", { name: "Search" }).click();
    await refused;
    const sid = wizard.getByRole("textbox", { name: "Account SID" });
    await expect(sid).toHaveAttribute("aria-invalid", "true");
    await expect(wizard.getByText(/An account SID is AC followed by 32/)).toBeVisible();
    await expect(wizard.getByLabel("Auth token")).toHaveAttribute("type", "password");

    await searchSandbox(wizard);
    expect(await axeViolations(page)).toEqual([]);

    // Back keeps what was typed.
    await wizard.getByRole("button", { name: "Back" }).click();
    await expect(sid).toHaveValue(carrier.sandbox.account_sid);
    await wizard.getByRole("button", { name: "Search" }).click();
    await expect(wizard.getByRole("heading", { name: /Step 2 of 3/ })).toBeVisible();

    const free = carrierRows(wizard).filter({ has: page.locator("input:not([disabled])") });
    expect(await free.count()).toBeGreaterThanOrEqual(2);
    const numbers: string[] = [];
    for (const row of [free.nth(0), free.nth(1)]) {
      numbers.push((await row.locator("span").first().textContent())!.trim());
    }
    for (const number of numbers) {
      await carrierRows(wizard).filter({ hasText: number }).getByRole("checkbox").check();
    }
    await wizard.getByRole("button", { name: "Import 2 numbers" }).click();
    await expect(wizard.getByText("2 numbers imported, 0 already there.")).toBeVisible();
    await wizard.getByRole("button", { name: "Done" }).click();
    await expect(wizard).toBeHidden();

    const table = page.getByRole("table", { name: "Phone numbers" });
    for (const number of numbers) {
      await expect(table.getByRole("row").filter({ hasText: number })).toContainText(
        "Imported from Relaypoint",
      );
    }

    // Each number is a connected account of channel phone on the platform.
    const listed = offsetEnvelope(PhoneNumber).parse(
      await (await api.get("/api/v1/public/phone-numbers?per_page=100")).json(),
    );
    const accounts = offsetEnvelope(ConnectedAccount).parse(
      await (await api.get("/api/v1/public/connected-accounts?channel=phone&per_page=100")).json(),
    );
    for (const number of numbers) {
      // The console writes numbers in the international format; the API answers E.164.
      const imported = listed.items.find((n) => n.number === number.replace(/\s/g, ""))!;
      expect(imported.source).toBe("imported");
      expect(accounts.items.map((a) => a.id)).toContain(imported.connected_account_id);
    }

    // A caller name of 16 characters is the platform's 422, on the field; 15 are saved.
    const row = table.getByRole("row").filter({ hasText: numbers[0]! });
    const menu = row.getByRole("button", { name: `Actions for ${numbers[0]}` });
    await menu.click();
    await page.getByRole("menuitem", { name: "Edit caller name and profile…" }).click();
    const edit = page.getByRole("dialog", { name: `Caller name and profile of ${numbers[0]}` });
    const callerName = edit.getByRole("textbox", { name: "Caller name" });
    await callerName.fill("Acme Sales Desks");
    const tooLong = page.waitForResponse(
      (r) => r.url().endsWith("/phone-numbers/import/outbound-profile") && r.status() === 422,
    );
    await edit.getByRole("button", { name: "Save" }).click();
    await tooLong;
    await expect(callerName).toHaveAttribute("aria-invalid", "true");
    await expect(edit.getByText(/at most 15 characters/)).toBeVisible();
    await expect(callerName).toBeFocused();
    await callerName.fill("Acme Sales");
    await edit.getByLabel("Outbound profile").selectOption("sales");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(row).toContainText("Acme Sales");
    await expect(row).toContainText("Sales");

    // Searching the same account again shows them as imported, and not to be chosen.
    wizard = await openWizard(page);
    await searchSandbox(wizard);
    for (const number of numbers) {
      const item = carrierRows(wizard).filter({ hasText: number });
      await expect(item).toContainText("Already imported");
      await expect(item.getByRole("checkbox")).toBeDisabled();
    }
    await page.keyboard.press("Escape");
    await expect(wizard).toBeHidden();
  });

  test("the deprecated byo path answers through the console with Deprecation and Link", async ({
    page,
  }) => {
    await page.goto("/phone-numbers");
    const res = await page.request.post("/api/public/phone-numbers/byo/search", {
      headers: { origin: CONSOLE_URL, "content-type": "application/json" },
      data: { carrier: carrier.id, ...carrier.sandbox },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(res.headers().deprecation).toBe("true");
    expect(res.headers().link).toContain("/api/public/phone-numbers/import/search");
  });
});

test.describe("as a manager", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("sees why phone numbers are closed to them, and none of them", async ({ page }) => {
    const listed = offsetEnvelope(PhoneNumber).parse(
      await (await api.get("/api/v1/public/phone-numbers?per_page=100")).json(),
    );
    await signInThroughUi(page, "manager@acme.test");
    await page.goto("/phone-numbers");
    await expect(page.getByText("Phone numbers are for admins and owners")).toBeVisible();
    await expect(page.getByText(/You are a manager of Acme/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import numbers…" })).toHaveCount(0);
    for (const number of listed.items) {
      await expect(page.getByText(number.number)).toHaveCount(0);
    }
  });
});
