import type { APIRequestContext } from "@playwright/test";
import { axeViolations, newCampaign, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * The do-not-contact page against the real platform: adding an address marks its leads dnc
 * and ends their enrollments (the page says how many and shows them), removing it asks first;
 * the type filter is in the address; keyboard and axe at 1280 px.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

test.describe("do not contact", () => {
  test("adds an address, shows the leads it stopped and the enrollment it ended, and removes it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A lead made by the campaign trigger, with an address nobody else has, enrolled in a draft.
    const stamp = Date.now();
    const email = `dnc-${stamp}@e2e-dnc.example`;
    const campaign = await newCampaign(api, { name: `E2E dnc campaign ${stamp}` });
    const triggered = await api.post(`/api/v1/public/campaigns/${campaign.id}/trigger`, {
      data: { email, first_name: "Dana", last_name: `Quiet ${stamp}` },
    });
    expect(triggered.status(), await triggered.text()).toBe(200);
    const { lead_id: leadId } = (await triggered.json()) as { lead_id: string };
    const found = await api.get(`/api/v1/public/leads?q=${encodeURIComponent(email)}`);
    const lead = ((await found.json()) as { items: { id: string; lead_list_id: string }[] })
      .items[0]!;
    expect(lead.id).toBe(leadId);

    await page.goto("/do-not-contact");
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to do not contact" });
    // The platform's own rule, checked in the form before anything is sent.
    await dialog.getByRole("textbox", { name: "Email address" }).fill("not an address");
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Email address" }).fill(email.toUpperCase());
    await dialog.getByLabel("Reason").fill("Asked not to be contacted");
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        new RegExp(
          `^Added ${email}\\. 1 lead set to do not contact; 1 campaign enrollment ended\\.$`,
        ),
      ),
    ).toBeVisible();

    const table = page.getByRole("table", { name: "Do-not-contact entries" });
    const row = table.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Asked not to be contacted");
    expect(await axeViolations(page)).toEqual([]);

    // The leads it stopped, from the row's menu.
    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Leads it stopped…" }).click();
    const stopped = page.getByRole("dialog", { name: `Leads stopped by ${email}` });
    await expect(stopped).toContainText(`Dana Quiet ${stamp}`);
    await page.keyboard.press("Escape");
    await expect(stopped).toBeHidden();

    // The campaign's enrollment ended as suppressed, and the lead is dnc in its list.
    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByRole("table", { name: "Enrollments" })).toContainText("Do not contact");
    await page.goto(`/lead-lists/${lead.lead_list_id}`);
    await expect(
      page.getByRole("table", { name: "Leads" }).getByRole("row", { name: new RegExp(email, "i") }),
    ).toContainText("Do not contact");

    // Removing asks first, says what stays, and the entry leaves the list.
    await page.goto("/do-not-contact?type=email");
    await expect(page.getByLabel("Type")).toHaveValue("email");
    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Remove entry…" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove ${email} from do not contact?` });
    await expect(confirm).toContainText("keep that status");
    await confirm.getByRole("button", { name: "Remove entry" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Removed ${email} from the list.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    const entries = await api.get("/api/v1/public/do-not-contact?type=email&per_page=100");
    const items = ((await entries.json()) as { items: { value: string }[] }).items;
    expect(items.map((e) => e.value)).not.toContain(email.toLowerCase());
  });
});
