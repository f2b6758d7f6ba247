import { expect, signInThroughUi, test } from "./fixtures";

test.describe("signing in and out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("signs in and shows the member, role and workspace", async ({ page }) => {
    await signInThroughUi(page, "owner@acme.test");
    const header = page.getByRole("banner");
    await expect(header.getByText("Olivia Owner")).toBeVisible();
    await expect(header.getByText("Owner", { exact: true })).toBeVisible();
    await expect(page.getByTestId("workspace-name")).toHaveText("Acme Inc.");
  });

  test("says so when the password is wrong", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("owner@acme.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Could not sign in" });
    await expect(alert).toContainText("The email or password is not correct.");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("goes to the page asked for after signing in", async ({ page }) => {
    await page.goto("/members");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fmembers/);
    await page.getByLabel("Email").fill("owner@acme.test");
    await page.getByLabel("Password").fill(process.env.SEED_PASSWORD || "outreach-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  });

  test("signs out and is sent to sign in when visiting lead lists again", async ({ page }) => {
    await signInThroughUi(page, "manager@acme.test");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "outreach_console_session")).toBeUndefined();

    await page.goto("/lead-lists");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Flead-lists/);
    const res = await page.request.get("/api/public/lead-lists");
    expect(res.status()).toBe(401);
  });
});
