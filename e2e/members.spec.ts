import type { Page } from "@playwright/test";
import { CreatedApiKey } from "@/contract/api-keys";
import { Member } from "@/contract/members";
import { PLATFORM_URL } from "./env";
import { expect, signInThroughUi, test } from "./fixtures";

function memberRow(page: Page, email: string) {
  return page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: email });
}

test.describe("members, as the owner", () => {
  test("a role change shows which keys it affects and how, before it is confirmed", async ({
    page,
    platform,
    request,
  }) => {
    const { token } = await platform.signIn("admin@acme.test");
    const label = `Admin's webhook key ${Date.now()}`;
    const created = await request.post(`${PLATFORM_URL}/api/v1/console/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
      data: { label, scopes: ["read", "write"], environment: "live" },
    });
    expect(created.status()).toBe(201);
    const key = CreatedApiKey.parse(await created.json());

    await page.goto("/members");
    await memberRow(page, "admin@acme.test").getByRole("button", { name: "Change role" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Adam Admin's role" });
    await expect(dialog.getByRole("button", { name: "Change role" })).toBeDisabled();
    await dialog.getByLabel("New role").selectOption("manager");
    const affected = dialog
      .getByRole("list", { name: "Affected keys" })
      .getByRole("listitem")
      .filter({
        hasText: label,
      });
    await expect(affected).toContainText(`…${key.key.slice(-4)}`);
    await expect(affected).toContainText("works");
    await expect(affected).toContainText("limited");
    await expect(affected).toContainText(
      "webhook endpoints, phone numbers, connected accounts and agency are refused (403)",
    );
    await expect(dialog).toContainText("They can no longer change members.");

    await dialog.getByLabel("New role").selectOption("member");
    await expect(affected).toContainText("refused (403)");
    await expect(dialog).toContainText("They can no longer create, revoke or roll API keys");

    // Cancelled: nothing changed.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(memberRow(page, "admin@acme.test")).toContainText("admin");
    const keyCheck = await request.get(`${PLATFORM_URL}/api/v1/public/lead-lists`, {
      headers: { "x-api-key": key.key },
    });
    expect(keyCheck.status()).toBe(200);
  });

  test("changes a role and a status, and records each with who made it", async ({
    page,
    request,
    platform,
  }) => {
    await page.goto("/members");
    await memberRow(page, "member@acme.test").getByRole("button", { name: "Change role" }).click();
    let dialog = page.getByRole("dialog", { name: "Change Milo Member's role" });
    await dialog.getByLabel("New role").selectOption("manager");
    await expect(dialog).toContainText("They have no active API keys");
    await expect(dialog).toContainText("They can create, revoke and roll API keys");
    await dialog.getByRole("button", { name: "Change role" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Milo Member is now a manager.")).toBeVisible();
    await expect(memberRow(page, "member@acme.test")).toContainText("manager");

    await memberRow(page, "member@acme.test").getByRole("button", { name: "Change role" }).click();
    await dialog.getByLabel("New role").selectOption("member");
    await dialog.getByRole("button", { name: "Change role" }).click();
    await expect(dialog).toBeHidden();

    await memberRow(page, "member@acme.test").getByRole("button", { name: "Remove" }).click();
    dialog = page.getByRole("dialog", { name: "Remove Milo Member?" });
    await expect(dialog).toContainText("They are signed out at once and can no longer sign in.");
    await dialog.getByRole("button", { name: "Remove member" }).click();
    await expect(dialog).toBeHidden();
    await expect(memberRow(page, "member@acme.test")).toContainText("removed");
    await memberRow(page, "member@acme.test").getByRole("button", { name: "Reactivate" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reactivate member" }).click();
    await expect(memberRow(page, "member@acme.test")).toContainText("active");

    const activity = page.getByRole("list", { name: "Member activity" });
    await expect(activity.getByRole("listitem").first()).toContainText(
      "Reactivated member@acme.test",
    );
    await expect(activity).toContainText("Removed member@acme.test");
    await expect(activity).toContainText(
      "Changed member@acme.test's role from member to manager; no keys affected",
    );
    await expect(activity.getByRole("listitem").first()).toContainText("owner@acme.test");

    const { token } = await platform.signIn("member@acme.test");
    const me = await request.get(`${PLATFORM_URL}/api/v1/console/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Member.parse(await me.json())).toMatchObject({ role: "member", status: "active" });
  });
});

test.describe("members, as others", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a manager sees the members read-only", async ({ page }) => {
    await signInThroughUi(page, "manager@acme.test");
    await page.goto("/members");
    await expect(
      page.getByText("Only admins and owners can change members. You are a manager."),
    ).toBeVisible();
    await expect(memberRow(page, "member@acme.test")).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Change role|Suspend|Remove)$/ })).toHaveCount(
      0,
    );
  });

  test("an admin cannot change an owner or themselves, and the platform agrees", async ({
    page,
  }) => {
    await signInThroughUi(page, "admin@acme.test");
    await page.goto("/members");
    await expect(memberRow(page, "owner@acme.test")).toContainText(
      "Only an owner can change another owner.",
    );
    await expect(memberRow(page, "admin@acme.test").getByRole("button")).toHaveCount(0);
    await expect(
      memberRow(page, "manager@acme.test").getByRole("button", { name: "Change role" }),
    ).toBeVisible();
    await memberRow(page, "manager@acme.test").getByRole("button", { name: "Change role" }).click();
    const options = await page
      .getByRole("dialog")
      .getByLabel("New role")
      .locator("option")
      .allInnerTexts();
    expect(options).toEqual(["admin", "manager (current)", "member"]);
  });
});
