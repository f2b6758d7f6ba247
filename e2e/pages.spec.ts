import { expect, test } from "./fixtures";

test.describe("other pages", () => {
  test("lists the workspace's API keys, masked", async ({ page }) => {
    await page.goto("/api-keys");
    const table = page.getByRole("table", { name: "API keys" });
    // Once rolled, the old console key stays listed beside its replacement.
    await expect(
      table.getByTestId("key-label").filter({ hasText: "Console (server-held)" }).first(),
    ).toBeVisible();
    await expect(table.getByText(/^sk_live_…\w{4}$/).first()).toBeVisible();
  });

  test("lists the members with their roles", async ({ page }) => {
    await page.goto("/members");
    const table = page.getByRole("table", { name: "Members" });
    for (const email of [
      "owner@acme.test",
      "admin@acme.test",
      "manager@acme.test",
      "member@acme.test",
    ]) {
      await expect(table.getByRole("cell", { name: email, exact: true })).toBeVisible();
    }
    await expect(table.getByText("owner@globex.test")).toHaveCount(0);
  });

  test("sends / to the lead lists", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/lead-lists$/);
  });
});
