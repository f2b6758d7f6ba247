import type { Page } from "@playwright/test";
import { CreatedApiKey } from "@/contract/api-keys";
import { Member } from "@/contract/members";
import { PLATFORM_URL } from "./env";
import { expect, signInThroughUi, test } from "./fixtures";

function memberRow(page: Page, email: string) {
  return page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: email });
}

const ACTIONS = /^Actions for member /;

/** Opens the member's row menu, named after the member, and picks one of its items. */
async function memberAction(
  page: Page,
  email: string,
  item: "Change role…" | "Suspend…" | "Remove…" | "Reactivate…",
) {
  await memberRow(page, email).getByRole("button", { name: ACTIONS }).click();
  await page.getByRole("menuitem", { name: item }).click();
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
    await memberAction(page, "admin@acme.test", "Change role…");
    const dialog = page.getByRole("alertdialog", { name: "Change Adam Admin's role" });
    await expect(dialog.getByRole("button", { name: "Change role" })).toBeDisabled();
    await dialog.getByLabel("New role").selectOption("manager");
    const affected = dialog
      .getByRole("list", { name: "Affected keys" })
      .getByRole("listitem")
      .filter({
        hasText: label,
      });
    await expect(affected).toContainText(`…${key.key.slice(-4)}`);
    await expect(affected).toContainText("Works");
    await expect(affected).toContainText("Limited");
    await expect(affected).toContainText(
      "webhook endpoints, phone numbers, connected accounts and agency are refused (403)",
    );
    await expect(dialog).toContainText("They can no longer change members.");

    await dialog.getByLabel("New role").selectOption("member");
    await expect(affected).toContainText("Refused");
    await expect(dialog).toContainText("They can no longer create, revoke or roll API keys");

    // Cancelled: nothing changed.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(memberRow(page, "admin@acme.test")).toContainText("Admin");
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
    try {
      await page.goto("/members");
      await memberAction(page, "member@acme.test", "Change role…");
      let dialog = page.getByRole("alertdialog", { name: "Change Milo Member's role" });
      await dialog.getByLabel("New role").selectOption("manager");
      await expect(dialog).toContainText("They have no active API keys");
      await expect(dialog).toContainText("They can create, revoke and roll API keys");
      await dialog.getByRole("button", { name: "Change role" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Milo Member is now a manager.")).toBeVisible();
      await expect(memberRow(page, "member@acme.test")).toContainText("Manager");

      await memberAction(page, "member@acme.test", "Change role…");
      await dialog.getByLabel("New role").selectOption("member");
      await dialog.getByRole("button", { name: "Change role" }).click();
      await expect(dialog).toBeHidden();

      await memberAction(page, "member@acme.test", "Remove…");
      dialog = page.getByRole("alertdialog", { name: "Remove Milo Member?" });
      await expect(dialog).toContainText("They are signed out at once and can no longer sign in.");
      await dialog.getByRole("button", { name: "Remove member" }).click();
      await expect(dialog).toBeHidden();
      await expect(memberRow(page, "member@acme.test")).toContainText("Removed");
      await memberAction(page, "member@acme.test", "Reactivate…");
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: "Reactivate member" })
        .click();
      await expect(memberRow(page, "member@acme.test")).toContainText("Active");

      const activity = page.getByRole("table", { name: "Member activity" });
      await expect(activity.locator("tbody tr").first()).toContainText(
        "Reactivated member@acme.test",
      );
      await expect(activity).toContainText("Removed member@acme.test");
      await expect(activity).toContainText(
        "Changed member@acme.test's role from member to manager; no keys affected",
      );
      await expect(activity.locator("tbody tr").first()).toContainText("owner@acme.test");

      const { token } = await platform.signIn("member@acme.test");
      const me = await request.get(`${PLATFORM_URL}/api/v1/console/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(Member.parse(await me.json())).toMatchObject({ role: "member", status: "active" });
    } finally {
      // Milo is a later spec's member: whatever failed above, he is one again.
      await platform.setMember("member@acme.test", { role: "member", status: "active" });
    }
  });
});

test.describe("members, by keyboard and screen reader", () => {
  test("each row menu names its member; Escape on Change role gives focus back to it", async ({
    page,
  }) => {
    await page.goto("/members");
    const trigger = memberRow(page, "manager@acme.test").getByRole("button", { name: ACTIONS });
    await expect(trigger).toHaveAccessibleName(/^Actions for member .+ \(manager@acme\.test\)$/);
    const names = await page
      .getByRole("table", { name: "Members" })
      .getByRole("button", { name: ACTIONS })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    expect(new Set(names).size).toBe(names.length);

    // The key counts come from the browser's own request: the page is live and its data has
    // arrived, so the menu opens on a settled table.
    await expect(memberRow(page, "manager@acme.test").getByRole("cell").nth(4)).toHaveText(/^\d+/);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Change role…" }).click();
    const dialog = page.getByRole("alertdialog", { name: /^Change .+'s role$/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a key its creator's suspension refuses is not counted as active", async ({
    page,
    platform,
    request,
  }) => {
    const { token } = await platform.signIn("manager@acme.test");
    const label = `Suspended creator's key ${Date.now()}`;
    const created = await request.post(`${PLATFORM_URL}/api/v1/console/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
      data: { label, scopes: ["read"], environment: "live" },
    });
    expect(created.status()).toBe(201);
    try {
      await suspendAndCheck();
    } finally {
      // Whatever happened above, the manager is active again for the tests that follow.
      await platform.setMember("manager@acme.test", { status: "active" });
    }

    async function suspendAndCheck() {
      await page.goto("/members");
      const row = memberRow(page, "manager@acme.test");
      // The count shows "—" until the key list has loaded.
      const keysCell = row.getByRole("cell").nth(4);
      await expect(keysCell).toHaveText(/^\d+/);
      const before = Number((await keysCell.innerText()).split("\n")[0]);
      expect(before).toBeGreaterThan(0);

      await memberAction(page, "manager@acme.test", "Suspend…");
      await page.getByRole("alertdialog").getByRole("button", { name: "Suspend member" }).click();
      await expect(row).toContainText("Suspended");
      await expect(row.getByRole("cell").nth(4)).toHaveText(`0${before} refused`);

      await page.goto("/api-keys");
      const keyRow = page
        .getByRole("table", { name: "API keys" })
        .getByRole("row")
        .filter({ hasText: label });
      await expect(keyRow.getByTestId("key-state")).toHaveText("Refused");
      await expect(keyRow).not.toContainText("Active");

      await page.goto("/members");
      await memberAction(page, "manager@acme.test", "Reactivate…");
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: "Reactivate member" })
        .click();
      await expect(row.getByRole("cell").nth(4)).toHaveText(String(before));
    }
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
    await expect(page.getByRole("button", { name: ACTIONS })).toHaveCount(0);
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
      memberRow(page, "manager@acme.test").getByRole("button", {
        name: "Actions for member Maya Manager (manager@acme.test)",
      }),
    ).toBeVisible();
    await memberAction(page, "manager@acme.test", "Change role…");
    await expect(page.getByRole("alertdialog").getByLabel("New role").locator("option")).toHaveText(
      ["admin", "manager (current)", "member"],
    );
  });
});
