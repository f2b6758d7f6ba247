import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SendingDefaults } from "@/contract/connected-accounts";
import { axeViolations, newCampaign, platformApi } from "./campaigns-page";
import { filledList } from "./filled-list";
import { expect, signInThroughUi, test } from "./fixtures";

/**
 * Managers launch: a manager's draft that no account can send is shown as such (Launch
 * blocked, the checklist saying what to ask an admin for); an admin connects a simulated
 * network account in Connected accounts, pauses and resumes it, changes its limit and makes it
 * the workspace's default for network steps; the manager then launches. Keyboard, axe, and no
 * sideways scroll at 1024 and 1440 px. The spec makes its own campaign, list and account, and
 * puts the workspace's network default back as it found it.
 */
let api: APIRequestContext;
let before: SendingDefaults;
const stamp = Date.now().toString(36);

const defaultsBody = (d: SendingDefaults) => ({
  defaults: d.defaults.flatMap((x) =>
    x.account_id ? [{ channel: x.channel, account_id: x.account_id }] : [],
  ),
});

test.beforeAll(async () => {
  api = await platformApi();
  before = SendingDefaults.parse(
    await (await api.get("/api/v1/public/connected-accounts/defaults")).json(),
  );
});
test.afterAll(async () => {
  // Whatever happened, the workspace keeps a network default, so no other spec is held back.
  const now = SendingDefaults.parse(
    await (await api.get("/api/v1/public/connected-accounts/defaults")).json(),
  );
  if (!now.defaults.find((d) => d.channel === "network")?.account_id) {
    await api.put("/api/v1/public/connected-accounts/defaults", { data: defaultsBody(before) });
  }
  await api.dispose();
});

async function signedIn(browser: Browser, email: string, width: number, height: number) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width, height },
  });
  const page = await context.newPage();
  await signInThroughUi(page, email);
  return page;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test("a manager's draft without a network account is blocked with what to ask for, then launches once an admin set the default", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A draft with an email and a network step, and a handful of leads enrolled.
  const campaign = await newCampaign(api, {
    name: `Launch readiness ${stamp}`,
    steps: [
      { channel: "email", wait_days: 0 },
      { channel: "network", wait_days: 1 },
    ],
  });
  const { list } = await filledList(`Launch readiness ${stamp}`);
  const enrolled = await api.post(`/api/v1/public/campaigns/${campaign.id}/leads`, {
    data: { lead_list_id: list.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  // The workspace has no default for network steps (put back in afterAll).
  const withoutNetwork = defaultsBody(before).defaults.filter((d) => d.channel !== "network");
  const cleared = await api.put("/api/v1/public/connected-accounts/defaults", {
    data: { defaults: withoutNetwork },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);

  // The manager, at 1024 px: Launch is blocked, and the page says what to ask an admin for.
  const manager = await signedIn(browser, "manager@acme.test", 1024, 768);
  await manager.goto(`/campaigns/${campaign.id}`);
  const checklist = manager.getByRole("region", { name: "Before this campaign can launch" });
  await expect(checklist).toContainText(
    "No account sends the campaign's professional-network steps.",
  );
  await expect(checklist).toContainText(
    "Ask an admin to set a default professional-network account in Connected accounts",
  );
  await expect(checklist.getByRole("link")).toHaveCount(0);
  const launch = manager.getByRole("button", { name: "Launch…" });
  await expect(launch).toHaveAttribute("aria-disabled", "true");
  await expect(launch).toHaveAttribute("aria-describedby", "launch-readiness");
  // By keyboard too it opens nothing.
  await launch.focus();
  await manager.keyboard.press("Enter");
  await expect(manager.getByRole("alertdialog")).toHaveCount(0);
  await expect(manager.getByText("HTTP 409")).toHaveCount(0);
  await expectNoSidewaysScroll(manager);
  expect(await axeViolations(manager)).toEqual([]);

  // The admin, at 1440 px: connects a simulated network account by keyboard.
  const admin = await signedIn(browser, "admin@acme.test", 1440, 900);
  await admin.goto("/connected-accounts");
  await admin.getByRole("button", { name: "Connect account" }).click();
  const connect = admin.getByRole("dialog", { name: "Connect an account" });
  await expect(connect).toContainText("Simulated");
  await connect.getByLabel("Kind of account").selectOption({ label: "Professional network" });
  const profile = `Launch readiness ${stamp} on the professional network`;
  await connect.getByLabel("Profile").fill(profile);
  await connect.getByLabel("Sender name").fill(`Readiness ${stamp}`);
  await connect.getByLabel("Daily limit").fill("30");
  await connect.getByLabel("Daily limit").press("Enter");
  await expect(connect).toHaveCount(0);
  const table = admin.getByRole("table", { name: "Connected accounts" });
  const row = table.getByRole("row", { name: new RegExp(`Readiness ${stamp}`) });
  await expect(row).toContainText("Connected");
  await expect(row).toContainText("0 of 30 today");

  // Paused, then resumed, from its row's menu.
  await row.getByRole("button", { name: `Actions for ${profile}` }).click();
  await admin.getByRole("menuitem", { name: "Pause sending…" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Pause account" }).click();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: `Actions for ${profile}` }).click();
  await admin.getByRole("menuitem", { name: "Resume sending…" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Resume account" }).click();
  await expect(row).toContainText("Connected");

  // Its daily limit raised.
  await row.getByRole("button", { name: `Actions for ${profile}` }).click();
  await admin.getByRole("menuitem", { name: "Change name and daily limit…" }).click();
  const edit = admin.getByRole("dialog");
  await edit.getByLabel("Daily limit").fill("45");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("0 of 45 today");

  // The default for network steps.
  const defaults = admin.getByRole("form", { name: "Default sending accounts" });
  await defaults
    .getByLabel("Professional-network messages")
    .selectOption({ label: `Readiness ${stamp} (${profile})` });
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(defaults.getByRole("status")).toHaveText("Default sending accounts saved.");
  await expect(row).toContainText("Default for network messages");
  await expectNoSidewaysScroll(admin);
  expect(await axeViolations(admin)).toEqual([]);

  // The manager launches.
  await manager.reload();
  await expect(
    manager.getByRole("region", { name: "Before this campaign can launch" }),
  ).toHaveCount(0);
  const sending = manager.getByRole("region", { name: "Sending accounts" });
  await expect(sending).toContainText("The workspace's default account");
  await expect(launch).not.toHaveAttribute("aria-disabled", "true");
  await launch.click();
  await manager.getByRole("alertdialog").getByRole("button", { name: "Launch campaign" }).click();
  await expect(manager.getByRole("alertdialog")).toHaveCount(0);
  await expect(manager.getByRole("button", { name: "Pause…" })).toBeVisible();
  await manager.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(manager);
  expect(await axeViolations(manager)).toEqual([]);
  await manager.context().close();
  await admin.context().close();
});

test("a draft without leads is blocked with the platform's own words, for an admin too", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const campaign = await newCampaign(api, {
    name: `Admin readiness ${stamp}`,
    steps: [{ channel: "email", wait_days: 0 }],
  });
  const admin = await signedIn(browser, "admin@acme.test", 1024, 768);
  await admin.goto(`/campaigns/${campaign.id}`);
  const checklist = admin.getByRole("region", { name: "Before this campaign can launch" });
  // No lead is enrolled: the platform's own words, for every role.
  await expect(checklist).toContainText(
    "No leads are enrolled. Enroll at least one lead before launching the campaign.",
  );
  await expect(admin.getByRole("button", { name: "Launch…" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expectNoSidewaysScroll(admin);
  expect(await axeViolations(admin)).toEqual([]);
  await admin.context().close();
});
