import type { APIRequestContext, Page } from "@playwright/test";
import { CampaignTriggerResult } from "@/contract/campaign-enrollments";
import { Campaign } from "@/contract/campaigns";
import { ConnectedAccount } from "@/contract/connected-accounts";
import { cursorEnvelope, offsetEnvelope } from "@/contract/envelopes";
import { Conversation, ConversationDetail, type Message } from "@/contract/inbox";
import { axeViolations, newCampaign, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * The messages a campaign sends, written in the console: a two-step sequence with variables
 * and a B version, previewed for a real lead, launched, and read in that lead's thread; the
 * sequence edited while it runs; the campaign cloned. Keyboard, axe, and no sideways scroll
 * at 1024 and 1440 px. The spec makes its own leads (through the campaign trigger).
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

type NewLead = { first_name: string; last_name: string; company_name: string; job_title?: string };

/** Leads of the workspace made for this run: a draft campaign's trigger makes each one. */
async function newLeads(stamp: number, people: NewLead[]): Promise<string[]> {
  const holder = await newCampaign(api, { name: `E2E words leads ${stamp}` });
  const ids: string[] = [];
  for (const p of people) {
    const res = await api.post(`/api/v1/public/campaigns/${holder.id}/trigger`, {
      data: { email: `${p.first_name.toLowerCase()}.${stamp}@words.example`, ...p },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push(CampaignTriggerResult.parse(await res.json()).lead_id);
  }
  return ids;
}

async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
}

/** The lead's first outbound campaign message, once the engine has sent it. */
async function firstSent(leadId: string, campaignId: string) {
  let found: Message | undefined;
  let conversation: Conversation | undefined;
  await expect
    .poll(
      async () => {
        const page = cursorEnvelope(Conversation).parse(
          await (await api.get(`/api/v1/public/conversations?lead_id=${leadId}`)).json(),
        );
        conversation = page.items[0];
        if (!conversation) return false;
        const detail = ConversationDetail.parse(
          await (await api.get(`/api/v1/public/conversations/${conversation.id}`)).json(),
        );
        found = detail.messages.find(
          (m) => m.direction === "outbound" && m.campaign_id === campaignId,
        );
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return { message: found!, conversation: conversation! };
}

test.describe("campaign messages", () => {
  test("writes a sequence with variables and a B version, previews it for a real lead, and the lead's thread shows the words", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const company = `Engines ${stamp}`;
    const [ada, grace] = await newLeads(stamp, [
      { first_name: "Ada", last_name: `Words${stamp}`, company_name: company, job_title: "CTO" },
      { first_name: "Grace", last_name: `Words${stamp}`, company_name: `Compilers ${stamp}` },
    ]);
    const name = `E2E words ${stamp}`;

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/campaigns");
    await page.getByRole("button", { name: "New campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "New campaign" });
    await dialog.getByLabel("Name").fill(name);
    // Email, call, email by default: the call goes, leaving a first touch and a break-up note.
    await dialog.getByRole("button", { name: "Remove step 2" }).click();
    await expect(dialog.getByRole("combobox", { name: "Step 2: channel" })).toHaveValue("email");

    // The subject, its variable put in from the menu by keyboard.
    const subject = dialog.getByRole("textbox", { name: "Step 1, version A: subject" });
    await subject.fill("Hello ");
    await subject.press("End");
    await dialog
      .getByRole("button", { name: "Insert variable into Step 1, version A: subject" })
      .focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "First name" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(subject).toHaveValue("Hello {{first_name}}");
    await expect(subject).toBeFocused();
    await dialog
      .getByRole("textbox", { name: "Step 1, version A: message" })
      .fill("Hi {{first_name|there}}, is {{title|growth}} on your list at {{company}}?");

    // Version B tries another subject; its message is A's until changed.
    await dialog.getByRole("button", { name: "Add version" }).first().click();
    await expect(dialog.getByRole("button", { name: "Step 1: version B" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog
      .getByRole("textbox", { name: "Step 1, version B: subject" })
      .fill("Quick idea for {{company}}");

    // The preview, for a lead this run made.
    await dialog
      .getByRole("combobox", { name: "Preview for" })
      .selectOption({ label: `Ada Words${stamp}, ${company}` });
    const previewB = dialog.getByRole("region", {
      name: `Step 1, version B: preview for Ada Words${stamp}, ${company}`,
    });
    await expect(previewB.getByTestId("preview-subject")).toHaveText(`Quick idea for ${company}`);
    await expect(previewB.getByTestId("preview-text")).toHaveText(
      `Hi Ada, is CTO on your list at ${company}?`,
    );
    await dialog.getByRole("button", { name: "Step 1: version A" }).click();
    await expect(
      dialog
        .getByRole("region", {
          name: `Step 1, version A: preview for Ada Words${stamp}, ${company}`,
        })
        .getByTestId("preview-subject"),
    ).toHaveText("Hello Ada");
    // Step 2 kept its default break-up note, shown in its preview.
    await expect(
      dialog
        .getByRole("region", { name: /^Step 2, version A: preview for Ada/ })
        .getByTestId("preview-subject"),
    ).toHaveText("Last note, Ada");

    // A misspelt variable is named on its field before anything is sent.
    const second = dialog.getByRole("textbox", { name: "Step 2, version A: subject" });
    await second.fill("Last one, {{frist_name}}");
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await expect(
      dialog.getByText(/^\{\{frist_name\}\} is not a variable\. Known variables:/),
    ).toBeVisible();
    await expect(second).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await second.fill("Last one, {{first_name|friend}}");
    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await expect(page).toHaveURL(/\/campaigns\/cmp_/);
    const campaignId = page.url().split("/campaigns/")[1]!;
    const created = Campaign.parse(
      await (await api.get(`/api/v1/public/campaigns/${campaignId}`)).json(),
    );
    expect(created.steps.map((s) => [s.subject, s.variants.map((v) => v.subject)])).toEqual([
      ["Hello {{first_name}}", ["Quick idea for {{company}}"]],
      ["Last one, {{first_name|friend}}", []],
    ]);

    // Enroll the two leads, send from the workspace's mailbox, launch.
    const enrolled = await api.post(`/api/v1/public/campaigns/${campaignId}/leads`, {
      // Included though another spec's campaign may hold them.
      data: { lead_ids: [ada, grace], include_engaged_elsewhere: true },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(200);
    const accounts = offsetEnvelope(ConnectedAccount).parse(
      await (await api.get("/api/v1/public/connected-accounts?channel=email")).json(),
    );
    const assigned = await api.put(`/api/v1/public/campaigns/${campaignId}/channel-assignments`, {
      data: { assignments: [{ channel: "email", account_id: accounts.items[0]!.id }] },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const launched = await api.post(`/api/v1/public/campaigns/${campaignId}/launch`);
    expect(launched.status(), await launched.text()).toBe(200);

    // Ada's thread shows the words as written for her, in the version she drew.
    const { message, conversation } = await firstSent(ada!, campaignId);
    expect([`Hello Ada`, `Quick idea for ${company}`]).toContain(message.subject);
    expect(message.body).toBe(`Hi Ada, is CTO on your list at ${company}?`);
    await page.goto(`/inbox?conversation=${conversation.id}`);
    const thread = page.getByRole("list", { name: "Messages" });
    await expect(thread.getByText(`Hi Ada, is CTO on your list at ${company}?`)).toBeVisible();
    await expect(thread.getByText(message.subject!, { exact: true }).first()).toBeVisible();
  });

  test("edits a running campaign's sequence, shows results by version, and clones it, by keyboard at 1024 and 1440 px", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const leads = await newLeads(stamp, [
      { first_name: "Alan", last_name: `Edit${stamp}`, company_name: `Machines ${stamp}` },
      { first_name: "Joan", last_name: `Edit${stamp}`, company_name: `Codes ${stamp}` },
    ]);
    const name = `E2E running words ${stamp}`;
    const res = await api.post("/api/v1/public/campaigns", {
      data: {
        name,
        steps: [
          { channel: "email", wait_days: 0, subject: "Hi {{first_name}}", variants: [{}] },
          // Long enough that the leads still wait for it while the test edits it.
          { channel: "email", wait_days: 30 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const campaign = Campaign.parse(await res.json());
    await api.post(`/api/v1/public/campaigns/${campaign.id}/leads`, {
      data: { lead_ids: leads, include_engaged_elsewhere: true },
    });
    const accounts = offsetEnvelope(ConnectedAccount).parse(
      await (await api.get("/api/v1/public/connected-accounts?channel=email")).json(),
    );
    await api.put(`/api/v1/public/campaigns/${campaign.id}/channel-assignments`, {
      data: { assignments: [{ channel: "email", account_id: accounts.items[0]!.id }] },
    });
    expect((await api.post(`/api/v1/public/campaigns/${campaign.id}/launch`)).status()).toBe(200);
    await firstSent(leads[0]!, campaign.id);
    await firstSent(leads[1]!, campaign.id);

    for (const size of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/campaigns/${campaign.id}`);
      await expect(page.getByRole("heading", { name })).toBeVisible();
      const figures = page.getByRole("region", { name: "Steps and versions compared" });
      await expect(figures.getByRole("row")).toHaveCount(4);
      await expect(figures.getByRole("row").nth(1)).toContainText("1. Email");
      await expect(figures.getByRole("row").nth(2)).toContainText("B");
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
    }

    // Edit: the step already sent keeps its channel; the next one gets new words.
    const edit = page.getByRole("button", { name: "Edit sequence" });
    await edit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Edit the sequence of “${name}”` });
    await expect(dialog.getByRole("combobox", { name: "Step 1: channel" })).toBeDisabled();
    await expect(dialog.getByText(/^Already sent to some leads/)).toBeVisible();
    await dialog
      .getByRole("textbox", { name: "Step 2, version A: subject" })
      .fill("Still keen, {{first_name}}?");
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole("button", { name: "Save sequence" }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(page.getByRole("region", { name: "Sequence" })).toContainText(
      "Still keen, {{first_name}}?",
    );

    // Clone by keyboard: focus starts on Cancel, Tab to the action.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Clone…" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: `Clone “${name}”?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Clone campaign" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `${name} (copy)` })).toBeVisible();
    expect(page.url()).not.toContain(campaign.id);
    await expect(page.getByRole("region", { name: "Sequence" })).toContainText(
      "Still keen, {{first_name}}?",
    );
    await expect(page.getByRole("region", { name: "Sequence" })).toContainText("2 versions");
  });
});
