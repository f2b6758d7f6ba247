import type { APIRequestContext } from "@playwright/test";
import { ConnectedAccountListItem } from "@/contract/connected-accounts";
import { offsetEnvelope } from "@/contract/envelopes";
import { axeViolations, platformApi } from "./campaigns-page";
import { expect, signInThroughUi, test } from "./fixtures";

/**
 * The connected accounts page against the real platform: every account with its channel,
 * address, what it sends and the campaigns that send from it; the channel filter in the
 * address (the earlier `sms_voice` read as phone). A member sees why it is closed to them.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function listed(query = "") {
  return offsetEnvelope(ConnectedAccountListItem).parse(
    await (await api.get(`/api/v1/public/connected-accounts?per_page=100${query}`)).json(),
  );
}

test.describe("connected accounts", () => {
  test("lists every account with what it sends and who uses it, filtered by channel in the address", async ({
    page,
  }) => {
    const all = await listed();
    await page.goto("/phone-numbers");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Connected accounts" })
      .click();
    await expect(page).toHaveURL(/\/connected-accounts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected accounts" })).toBeVisible();
    const table = page.getByRole("table", { name: "Connected accounts" });
    for (const account of all.items.slice(0, 25)) {
      await expect(
        table.getByRole("row", { name: new RegExp(escapeRegExp(account.display_name)) }).first(),
      ).toBeVisible();
    }
    const sales = table.getByRole("row", { name: /sales@acme\.test/ });
    await expect(sales).toContainText("Mailbox");
    await expect(sales).toContainText("Emails");
    await expect(sales).toContainText("Connected");
    // The demo's campaigns send from the workspace's accounts: each account they use names
    // them, with a link to the campaign.
    const used = all.items.find((a) => a.campaign_use_count > 0)!;
    expect(used).toBeDefined();
    const usedRow = table.getByRole("row", { name: new RegExp(escapeRegExp(used.address)) });
    const use = used.campaign_uses[0]!;
    await expect(usedRow.getByRole("link", { name: use.campaign_name }).first()).toHaveAttribute(
      "href",
      `/campaigns/${use.campaign_id}`,
    );

    await page.getByLabel("Channel").selectOption({ label: "Phone number" });
    await expect(page).toHaveURL(/[?&]channel=phone/);
    const phones = await listed("&channel=phone");
    await expect(table.getByRole("row")).toHaveCount(Math.min(phones.items.length, 25) + 1);
    await expect(table.getByRole("row", { name: /\+1 512 555 0100/ })).toContainText(
      "Texts and calls",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The earlier name of the filter still shows the numbers.
    await page.goto("/connected-accounts?channel=sms_voice");
    await expect(page.getByLabel("Channel")).toHaveValue("phone");
    await expect(table.getByRole("row", { name: /sales@acme\.test/ })).toHaveCount(0);
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("is told why connected accounts are closed to them, and sees none", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    await page.goto("/connected-accounts");
    await expect(page.getByText("Connected accounts are for admins and owners")).toBeVisible();
    await expect(page.getByText(/You are a member of Acme/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByText("sales@acme.test")).toHaveCount(0);
  });
});
