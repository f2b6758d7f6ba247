import { expect, test } from "@playwright/test";

/**
 * Two Backs in a row right after a reload, while the page's code is still arriving: Next's
 * router once dropped the second traversal (its page was still being fetched), so the
 * address lost the sort and the table kept it. The console's router guard
 * (components/router-follows-address.tsx) sends the router to the address once a traversal
 * has had time to land.
 */
test("Back twice right after a reload shows what the address says", async ({ page }) => {
  await page.goto("/api-keys");
  const table = page.getByRole("table", { name: "API keys" });
  const label = table.getByRole("columnheader", { name: "Label" });
  await table.getByRole("button", { name: "Label" }).click();
  await expect(page).toHaveURL(/[?&]sort=label(&|$)/);
  await page.getByRole("button", { name: /^Active/ }).click();
  await expect(page).toHaveURL(/[?&]state=active/);

  // Each script arrives 1.5 s late, as on a slow connection or a loaded machine.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  await expect(label).toHaveAttribute("aria-sort", "ascending", { timeout: 20_000 });

  await page.goBack();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
  await expect(label).toHaveAttribute("aria-sort", "ascending");
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
});
