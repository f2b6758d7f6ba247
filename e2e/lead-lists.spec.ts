import { expect, signInThroughUi, test } from "./fixtures";

test.describe("lead lists", () => {
  test("shows the seeded lead lists", async ({ page }) => {
    await page.goto("/lead-lists");
    const table = page.getByRole("table", { name: "Lead lists" });
    for (const name of ["Q4 enterprise targets", "EMEA fintech", "Webinar follow-ups"]) {
      await expect(table.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of");
  });

  test("creates a lead list and shows it", async ({ page, platform }) => {
    const name = `E2E list ${Date.now()}`;
    await page.goto("/lead-lists");
    await page.getByRole("button", { name: "New lead list" }).click();
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Made by the end-to-end tests.");
    await dialog.getByRole("button", { name: "Create list" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("table", { name: "Lead lists" }).getByRole("link", { name }),
    ).toBeVisible();

    const lists = await platform.leadLists();
    expect(lists.items.map((l) => l.name)).toContain(name);
  });

  test("keeps the dialog open with the field's message when the name is empty", async ({
    page,
  }) => {
    await page.goto("/lead-lists");
    await page.getByRole("button", { name: "New lead list" }).click();
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await dialog.getByRole("button", { name: "Create list" }).click();
    await expect(dialog.getByText("Give the list a name.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("opens a list and shows its leads", async ({ page }) => {
    await page.goto("/lead-lists");
    await page.getByRole("link", { name: "Q4 enterprise targets" }).click();
    await expect(page).toHaveURL(/\/lead-lists\/[^/]+$/);
    await expect(page.getByRole("heading", { name: "Q4 enterprise targets" })).toBeVisible();
    const leads = page.getByRole("table", { name: "Leads" });
    await expect(leads.getByRole("columnheader", { name: "Company" })).toBeVisible();
    await expect(leads.getByRole("row")).toHaveCount(26);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of 25 leads");
  });

  test("shows an empty list's empty state", async ({ page }) => {
    await page.goto("/lead-lists");
    await page.getByRole("link", { name: "Webinar follow-ups" }).click();
    await expect(page.getByText("No leads in this list yet")).toBeVisible();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("cannot create a lead list, in the UI or by calling the console's API", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    const button = page.getByRole("button", { name: "New lead list" });
    await expect(button).toBeDisabled();
    await expect(page.getByText("Changing workspace data needs the manager role.")).toBeVisible();

    const forced = await page.evaluate(async () => {
      const res = await fetch("/api/public/lead-lists", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Sneaky list" }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(forced.status).toBe(403);
    expect(forced.body.detail).toBe("Changing workspace data needs the manager role.");
  });
});
