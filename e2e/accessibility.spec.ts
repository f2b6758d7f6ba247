import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe("accessibility", () => {
  test("the console's pages have no WCAG A/AA violations axe can find", async ({ page }) => {
    for (const path of ["/lead-lists", "/api-keys", "/members", "/webhooks"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto("/lead-lists");
    await page.getByRole("link", { name: "EMEA fintech" }).click();
    await expect(page.getByRole("table", { name: "Leads" })).toBeVisible();
    expect(await violations(page), "a lead list").toEqual([]);
  });

  test("the new lead list dialog is keyboard-usable and clean", async ({ page }) => {
    await page.goto("/lead-lists");
    const trigger = page.getByRole("button", { name: "New lead list" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe("signed out", () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test("the sign-in page has no violations axe can find", async ({ page }) => {
      await page.goto("/sign-in");
      expect(await violations(page)).toEqual([]);
    });
  });
});
