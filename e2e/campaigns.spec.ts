import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, newCampaign, newFolder, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * Campaigns in the console against the real platform and its engine (SIMULATION_SPEED in
 * playwright.config.ts runs simulated days in seconds): from a search to the first reply,
 * the step builder and the platform's 422 on its fields, filters in the address, and the
 * keyboard and axe at 1280 px.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const runButton = (page: Page) => page.getByRole("button", { name: /^(Run preview|Run again)$/ });

test.describe("campaigns", () => {
  test("search → import and enroll → choose accounts → launch → the first reply shows without a reload", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const campaign = await newCampaign(api, {
      name: `E2E outreach ${stamp}`,
      steps: [
        { channel: "email", wait_days: 0 },
        { channel: "email", wait_days: 1 },
      ],
    });

    // Search first, then import into a new list and enroll it, with the cost said first.
    // About 160 of the 2,000 seeded prospects. With ~40 (vice presidents), one run in twenty had
    // its only replies early enough to sit under the 25 newer sends of the feed's first page.
    await page.goto("/prospecting?job_level=director&page_size=10&enrich=0");
    await runButton(page).click();
    await expect(
      page.getByRole("table", { name: "Prospects" }).locator("tbody tr").first(),
    ).toBeVisible();
    const total = Number(await page.getByRole("definition").first().innerText());
    expect(total).toBeGreaterThan(100);
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByRole("dialog", { name: "Import into a lead list" });
    await dialog.getByLabel("Lead list").selectOption({ label: "A new list…" });
    await dialog.getByLabel("Name of the new list").fill(`E2E enroll ${stamp}`);
    await dialog
      .getByLabel("Then enroll in a campaign")
      .selectOption({ label: `${campaign.name} (draft)` });
    // Two emails a lead at 1 credit each, from the rate table.
    await expect(dialog.getByTestId("enroll-estimate")).toContainText(
      `Estimated cost for ${total} leads: about ${(2 * total).toLocaleString("en-US")} credits`,
    );
    await dialog.getByRole("button", { name: `Import ${total} prospects and enroll` }).click();
    await expect(dialog.getByText("Import finished")).toBeVisible({ timeout: 60_000 });
    // Every lead but any that do-not-contact stops (another spec may suppress one).
    await expect(
      dialog.getByText(new RegExp(`^Enrolled \\d+ leads? in “${campaign.name}”$`)),
    ).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("link", { name: `Open “${campaign.name}”` }).click();

    // The campaign's page: its email steps send from the workspace's default account until the
    // owner (an admin) chooses one of its own, which then wins.
    await expect(page.getByRole("heading", { name: campaign.name })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Enrollments" }).locator("tbody tr").first(),
    ).toContainText("In sequence");
    const sending = page.getByRole("region", { name: "Sending accounts" });
    await expect(sending).toContainText("The workspace's default account");

    await page.getByRole("button", { name: "Choose accounts…" }).click();
    const accounts = page.getByRole("dialog", { name: "Sending accounts" });
    await accounts.getByRole("checkbox").first().check();
    await accounts.getByRole("button", { name: "Save accounts" }).click();
    await expect(accounts).toBeHidden();
    await expect(sending).not.toContainText("The workspace's default account");

    // Imported without enrichment, the leads have no email yet, and an email step skips a lead
    // without one: the list is enriched before launch.
    const lists = await api.get(
      `/api/v1/public/lead-lists?q=${encodeURIComponent(`E2E enroll ${stamp}`)}`,
    );
    const [list] = ((await lists.json()) as { items: { id: string }[] }).items;
    const enrich = await api.post(`/api/v1/public/lead-lists/${list!.id}/enrich`);
    expect(enrich.status(), await enrich.text()).toBe(202);
    const job = (await enrich.json()) as { id: string };
    await expect
      .poll(
        async () =>
          ((await (await api.get(`/api/v1/public/jobs/${job.id}`)).json()) as { status: string })
            .status,
        { timeout: 60_000 },
      )
      .toBe("completed");

    await page.getByRole("button", { name: "Launch…" }).click();
    const launch = page.getByRole("alertdialog", { name: `Launch “${campaign.name}”?` });
    await expect(launch).toContainText("charged to the workspace's credits as they go out");
    await launch.getByRole("button", { name: "Launch campaign" }).click();
    await expect(launch).toBeHidden();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();

    // The engine sends and a lead answers: it shows without a reload.
    const feed = page.getByRole("list", { name: "Campaign activity" });
    await expect(feed.locator('[data-activity-type="message_sent"]').first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(feed.locator('[data-activity-type="reply_received"]').first()).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByTestId("funnel-summary")).toContainText(/[1-9]\d* replied/);
  });

  test("the step builder adds, moves and removes steps, and the platform's 422 lands on the step's field", async ({
    page,
  }) => {
    const name = `E2E built ${Date.now()}`;
    await page.goto("/campaigns");
    await page.getByRole("button", { name: "New campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "New campaign" });
    // The platform's default sequence: email, call, email.
    await expect(dialog.getByRole("combobox", { name: "Step 3: channel" })).toHaveValue("email");
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await expect(dialog.getByText("Give the campaign a name.")).toBeVisible();

    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Add step" }).click();
    await dialog.getByRole("combobox", { name: "Step 4: channel" }).selectOption("sms");
    await dialog.getByLabel("Step 4: days to wait").fill("120");
    await dialog.getByRole("button", { name: "Move step 4 up" }).click();
    await expect(dialog.getByRole("combobox", { name: "Step 3: channel" })).toHaveValue("sms");
    await dialog.getByRole("button", { name: "Remove step 1" }).click();
    await expect(dialog.getByRole("combobox", { name: "Step 2: channel" })).toHaveValue("sms");

    // The wait's limit is the platform's: its 422 at ["body","steps",1,"wait_days"].
    const refused = page.waitForResponse(
      (r) => r.url().endsWith("/api/public/campaigns") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "steps",
      1,
      "wait_days",
    ]);
    const wait = dialog.getByLabel("Step 2: days to wait");
    await expect(wait).toHaveAttribute("aria-invalid", "true");
    await expect(wait).toBeFocused();
    await expect(dialog.getByText("Keep a wait to 90 days or fewer.")).toBeVisible();

    await wait.fill("4");
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await expect(page).toHaveURL(/\/campaigns\/cmp_/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const sequence = page.getByRole("region", { name: "Sequence" });
    await expect(sequence.getByRole("listitem")).toHaveText([
      /Step 1\s*Phone call after 2 days/,
      /Step 2\s*Text message after 4 days/,
      /Step 3\s*Email after 3 days/,
    ]);
  });

  test("the folder and state filters are in the address: they survive a reload, Back and Forward", async ({
    page,
  }) => {
    const stamp = Date.now();
    const folder = await newFolder(api, `E2E folder ${stamp}`);
    const filed = await newCampaign(api, { name: `E2E filed ${stamp}`, folder_id: folder.id });
    await page.goto("/campaigns");
    const table = page.getByRole("table", { name: "Campaigns" });
    await page.getByLabel("Folder").selectOption({ label: folder.name });
    await expect(page).toHaveURL(new RegExp(`[?&]folder=${folder.id}`));
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.getByRole("link", { name: filed.name })).toBeVisible();
    await page.getByRole("button", { name: "Active", exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=active/);
    await expect(page.getByText("No campaigns match these filters")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Active", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("No campaigns match these filters")).toBeVisible();
    await page.goBack();
    await expect(table.getByRole("link", { name: filed.name })).toBeVisible();
    await page.goForward();
    await expect(page.getByText("No campaigns match these filters")).toBeVisible();
  });

  test("the campaign pages at 1280 px: keyboard through a confirm, and axe clean", async ({
    page,
  }) => {
    // Three axe passes over full pages: a loaded machine needs more than the default 30 s.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const campaign = await newCampaign(api, { name: `E2E keys ${Date.now()}` });
    await page.goto("/campaigns");
    await expect(page.getByRole("table", { name: "Campaigns" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByRole("heading", { name: campaign.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Results" })).toContainText(
      "No leads enrolled yet.",
    );
    expect(await axeViolations(page)).toEqual([]);

    // Delete the draft from the keyboard alone: focus starts on Cancel, Escape cancels.
    const remove = page.getByRole("button", { name: "Delete…" });
    await remove.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: `Delete “${campaign.name}”?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Delete campaign" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campaigns$/);
    const gone = await api.get(`/api/v1/public/campaigns/${campaign.id}`);
    expect(gone.status()).toBe(404);
  });
});
