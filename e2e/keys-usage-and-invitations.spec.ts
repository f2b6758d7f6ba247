import { CreatedApiKey } from "@/contract/api-keys";
import { Me } from "@/contract/members";
import { axeViolations } from "./campaigns-page";
import { CONSOLE_URL, PLATFORM_URL } from "./env";
import { expect, test } from "./fixtures";

test.describe("API key usage, as the owner", () => {
  test("the keys page shows a key's requests by status and its last caller", async ({
    page,
    platform,
    request,
  }) => {
    const { token } = await platform.signIn("owner@acme.test");
    const label = `Usage key ${Date.now()}`;
    const created = await request.post(`${PLATFORM_URL}/api/v1/console/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
      data: { label, scopes: ["read"], environment: "live" },
    });
    expect(created.status()).toBe(201);
    const { key } = CreatedApiKey.parse(await created.json());
    const headers = { "x-api-key": key, "user-agent": "e2e-usage-agent/1.0" };
    for (let i = 0; i < 3; i++) {
      const res = await request.get(`${PLATFORM_URL}/api/v1/public/lead-lists`, { headers });
      expect(res.status()).toBe(200);
    }
    // A write with a read-only key: a 403, counted among the key's refusals.
    const refused = await request.post(`${PLATFORM_URL}/api/v1/public/lead-lists`, {
      headers,
      data: { name: "refused" },
    });
    expect(refused.status()).toBe(403);

    await page.goto("/api-keys");
    await page.getByRole("button", { name: `Usage of “${label}”` }).click();
    const dialog = page.getByRole("dialog", { name: `Usage of “${label}”` });
    const totals = dialog.getByTestId("usage-totals");
    await expect(totals.getByText("Requests").locator("xpath=..")).toContainText("4");
    await expect(totals.getByText("Succeeded (2xx)").locator("xpath=..")).toContainText("3");
    await expect(totals.getByText("Refused (4xx)").locator("xpath=..")).toContainText("1");
    await expect(dialog.getByRole("figure", { name: "Requests, last 24 hours" })).toBeVisible();
    await expect(dialog).toContainText("4 requests: 3 succeeded (2xx), 1 refused (4xx)");
    await expect(dialog).toContainText("e2e-usage-agent/1.0");
    await dialog.getByRole("button", { name: "Last 7 days" }).click();
    await expect(dialog.getByRole("figure", { name: "Requests, last 7 days" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: `Usage of “${label}”` })).toBeFocused();
  });
});

test.describe("member invitations, as the owner", () => {
  test("invite → copy the link → accept in a fresh browser → signed in with the role; the link works once", async ({
    page,
    browser,
    platform,
  }) => {
    // Two fresh browsers and three password hashes (scrypt), on a shared machine.
    test.setTimeout(90_000);
    const email = `invitee-${Date.now()}@example.test`;
    await page.goto("/members");
    await page.getByRole("button", { name: "Invite member" }).click();
    const form = page.getByRole("dialog", { name: "Invite a member" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("radio", { name: "Manager" }).check();
    await expect(form).toContainText("They can create, revoke and roll API keys");
    await expect(form).toContainText("They have no active API keys, so no key is affected.");
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Invite" }).click();

    const reveal = page.getByRole("dialog", { name: `Invite link for ${email}` });
    const link = await reveal.getByTestId("invite-link").inputValue();
    expect(link).toMatch(
      new RegExp(`^${CONSOLE_URL}/invitations/accept\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(await axeViolations(page)).toEqual([]);
    await reveal.getByRole("button", { name: "Copy" }).click();
    await reveal.getByLabel("I have copied the link and stored it safely.").check();
    await reveal.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("table", { name: "Invitations" }).getByRole("row").filter({
      hasText: email,
    });
    await expect(row.getByTestId("invitation-status")).toHaveText("Pending");

    // The invitee: a browser with no session at all.
    const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const invitee = await fresh.newPage();
    await invitee.goto(link);
    await expect(invitee.getByTestId("invitation-summary")).toContainText(
      `invited ${email} to join`,
    );
    await expect(invitee.getByTestId("invitation-summary")).toContainText("as manager");
    expect(await axeViolations(invitee)).toEqual([]);
    await invitee.getByLabel("Your name").fill("Ivy Invitee");
    await invitee.getByLabel("Choose a password").fill("a good long password");
    await invitee.getByRole("button", { name: "Join and sign in" }).click();
    await expect(invitee).toHaveURL(/\/lead-lists$/);
    await expect(invitee.getByRole("banner").getByText(email)).toBeVisible();
    const me = Me.parse(await (await invitee.request.get("/api/console/me")).json());
    expect(me).toMatchObject({ email, role: "manager", name: "Ivy Invitee" });
    await fresh.close();

    // The same link again, anywhere: a clear sentence, no form.
    const again = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const second = await again.newPage();
    await second.goto(link);
    await expect(second.getByText("This invitation has already been accepted.")).toBeVisible();
    await expect(second.getByLabel("Your name")).toHaveCount(0);
    expect(await axeViolations(second)).toEqual([]);
    await again.close();

    await page.reload();
    await expect(row.getByTestId("invitation-status")).toHaveText("Accepted");
    // The new member signs in with the password they chose.
    await platform.signIn(email, "a good long password");
  });

  test("a revoked invitation's link says it was withdrawn", async ({ page, browser }) => {
    const email = `revoked-${Date.now()}@example.test`;
    await page.goto("/members");
    await page.getByRole("button", { name: "Invite member" }).click();
    const form = page.getByRole("dialog", { name: "Invite a member" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Invite" }).click();
    const reveal = page.getByRole("dialog", { name: `Invite link for ${email}` });
    const link = await reveal.getByTestId("invite-link").inputValue();
    await reveal.getByLabel("I have copied the link and stored it safely.").check();
    await reveal.getByRole("button", { name: "Done" }).click();

    await page.getByRole("button", { name: `Actions for the invitation of ${email}` }).click();
    await page.getByRole("menuitem", { name: "Revoke…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke invitation" }).click();
    const row = page.getByRole("table", { name: "Invitations" }).getByRole("row").filter({
      hasText: email,
    });
    await expect(row.getByTestId("invitation-status")).toHaveText("Revoked");

    const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const invitee = await fresh.newPage();
    await invitee.goto(link);
    await expect(invitee.getByText(/This invitation was withdrawn/)).toBeVisible();
    await fresh.close();
  });
});
