import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, newCampaign, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * Safe sequencing in the console against the real platform: the enroll dialog previews the
 * leads active or replied in another campaign, skips them by default and enrolls them when
 * asked; the campaign page lists the skips by reason, and a lead's skipped step (no phone for
 * a text) in the enrollments table. Each test makes its own leads through the API (the
 * campaign trigger), keyboard and axe at 1024 and 1440 px, with no sideways scroll.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const P = "/api/v1/public";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200): Promise<any> {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/**
 * Leads engaged in another campaign, in one list: three active in "other", two with a
 * meeting booked for it (they count as replied to it), and one fresh (removed from it).
 */
async function engagedList(stamp: number) {
  const other = await newCampaign(api, { name: `E2E other ${stamp}` });
  const leadIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await ok(
      await api.post(`${P}/campaigns/${other.id}/trigger`, {
        data: {
          email: `safe-${stamp}-${i}@e2e-safe.example`,
          first_name: ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay"][i],
          last_name: `Safe ${stamp}`,
          company_name: "Northwind",
        },
      }),
    );
    leadIds.push(answer.lead_id);
  }
  for (const leadId of leadIds.slice(3, 5)) {
    await ok(
      await api.post(`${P}/leads/${leadId}/meetings`, {
        data: {
          meeting_time: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          campaign_id: other.id,
        },
      }),
      201,
    );
  }
  const removed = await api.delete(`${P}/campaigns/${other.id}/leads/${leadIds[5]}`);
  expect(removed.status()).toBe(204);
  const lead = await ok(await api.get(`${P}/leads/${leadIds[0]}`));
  return { other, listId: lead.lead_list_id as string, leadIds };
}

/** Text and email, so the skipped text of a lead without a phone shows on the page. */
async function targetCampaign(stamp: number) {
  const campaign = await newCampaign(api, {
    name: `E2E safe ${stamp}`,
    steps: [
      { channel: "sms", wait_days: 0 },
      { channel: "email", wait_days: 0 },
    ],
  });
  const accounts = (await ok(await api.get(`${P}/connected-accounts?per_page=100`))) as {
    items: { id: string; channel: string }[];
  };
  const account = (channel: string) => accounts.items.find((a) => a.channel === channel)!.id;
  await ok(
    await api.put(`${P}/campaigns/${campaign.id}/channel-assignments`, {
      data: {
        assignments: [
          { channel: "sms", account_id: account("phone") },
          { channel: "email", account_id: account("email") },
        ],
      },
    }),
  );
  return campaign;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openEnrollDialog(page: Page, campaignName: string, listName: string) {
  await page.getByRole("button", { name: "Enroll leads…" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Enroll leads in “${campaignName}”` });
  await dialog.getByLabel("Lead list").selectOption({ label: listName });
  return dialog;
}

for (const size of [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`warns of leads engaged elsewhere, skips them, then includes them (${size.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const stamp = Date.now();
    const { other, listId } = await engagedList(stamp);
    const listName = ((await ok(await api.get(`${P}/lead-lists/${listId}`))) as { name: string })
      .name;
    const campaign = await targetCampaign(stamp);
    const listOption = `${listName} (6 leads)`;

    await page.goto(`/campaigns/${campaign.id}`);
    const dialog = await openEnrollDialog(page, campaign.name, listOption);
    const preview = dialog.getByTestId("enroll-skip-preview");
    await expect(preview).toContainText(
      "3 leads are active in another campaign, 2 replied to one: they will be skipped.",
    );
    await expect(preview).toContainText(`Ada Safe ${stamp} (Northwind): active in “${other.name}”`);
    await expect(preview).toContainText(
      `Dev Safe ${stamp} (Northwind): replied in “${other.name}”`,
    );
    await expect(dialog.getByRole("button", { name: "Enroll 1 lead" })).toBeEnabled();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Skipped by default: the answer says how many and why.
    await dialog.getByRole("button", { name: "Enroll 1 lead" }).click();
    await expect(dialog).toContainText(
      "5 leads were skipped (3 active in another campaign, 2 replied in another campaign).",
    );
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // The campaign page lists the skips by reason.
    const skips = page.getByRole("region", { name: "Skipped leads and steps" });
    await expect(skips.locator('[data-reason="active_elsewhere"]')).toContainText(
      /Active in another campaign\s*3 leads/,
    );
    await expect(skips.locator('[data-reason="replied_elsewhere"]')).toContainText(
      /Replied in another campaign\s*2 leads/,
    );
    await noSidewaysScroll(page);

    // Included on request, by keyboard: the choice is a checkbox the Space bar sets.
    const again = await openEnrollDialog(page, campaign.name, listOption);
    const include = again.getByRole("checkbox", { name: "Enroll them anyway" });
    await include.focus();
    await page.keyboard.press("Space");
    await expect(include).toBeChecked();
    await expect(again.getByTestId("enroll-skip-preview")).toContainText(
      "they will be enrolled too.",
    );
    const enrollAll = again.getByRole("button", { name: "Enroll 5 leads" });
    await enrollAll.focus();
    await page.keyboard.press("Enter");
    await expect(again).toContainText("Enrolled 5 leads");
    await again.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("table", { name: "Enrollments" }).getByRole("row")).toHaveCount(7);
    // Enrolled now: no longer skips of the campaign.
    await expect(skips.locator('[data-reason="active_elsewhere"]')).toHaveCount(0);
  });
}

test("shows each lead's skipped step and the reasons once the campaign runs", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const campaign = await targetCampaign(stamp);
  // Made by the trigger from an address alone: the lead has no phone number for the text.
  const { lead_id: leadId } = await ok(
    await api.post(`${P}/campaigns/${campaign.id}/trigger`, {
      data: {
        email: `nophone-${stamp}@e2e-safe.example`,
        first_name: "Gia",
        last_name: `${stamp}`,
      },
    }),
  );
  await ok(await api.post(`${P}/campaigns/${campaign.id}/launch`));
  await page.goto(`/campaigns/${campaign.id}`);
  const row = page
    .getByRole("table", { name: "Enrollments" })
    .getByRole("row", { name: new RegExp(`Gia ${stamp}`) });
  await expect(row.getByTestId("skipped-steps")).toHaveText("Skipped step 1 (no phone number)", {
    timeout: 60_000,
  });
  const skips = page.getByRole("region", { name: "Skipped leads and steps" });
  await expect(skips.locator('[data-reason="no_phone"]')).toContainText(/No phone number\s*1 lead/);
  expect(leadId).toBeTruthy();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await noSidewaysScroll(page);
});
