import { type APIRequestContext, request } from "@playwright/test";
import { CREDIT_RATES } from "@/contract/credit-rates";
import { CreditLedger } from "./credit-ledger";
import { PLATFORM_URL } from "./env";
import { filledList, leadsNow } from "./filled-list";
import { expect, readServerKey, test } from "./fixtures";

let http: APIRequestContext;
let ledger: CreditLedger;
test.beforeAll(async () => {
  http = await request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
  ledger = new CreditLedger(http);
});
test.afterAll(async () => {
  await http.dispose();
});

test("enriches a list from its page: the cost before, the ledger line and balance after, and the leads have email", async ({
  page,
}) => {
  // Leads of prospects nobody has paid for yet: none has an email.
  const name = `Enrich me ${Date.now()}`;
  const { list, leads } = await filledList(name, { samplePage: 60, unenriched: true });
  expect(leads.every((l) => !l.email)).toBe(true);
  const n = leads.length;
  const credits = n * CREDIT_RATES.enrichment;
  const mark = await ledger.mark();
  // Campaigns other specs launched spend while this runs: the dialog's balance lies between
  // the balance before it opened and the balance after it showed.
  const highest = await ledger.balance();

  await page.goto(`/lead-lists/${list.id}`);
  await page.getByRole("button", { name: "Enrich…" }).click();
  const dialog = page.getByRole("dialog", { name: `Enrich “${name}”` });

  // The cost before anything is spent.
  const cost = dialog.getByTestId("enrich-cost");
  await expect(cost.getByText("Leads lacking a field")).toBeVisible();
  await expect(cost.locator("dd").nth(0)).toHaveText(String(n));
  await expect(cost.locator("dd").nth(1)).toHaveText("0");
  await expect(cost.locator("dd").nth(2)).toHaveText(`${credits} credits`);
  await expect(cost.locator("dd").nth(3)).toHaveText(/^[\d,]+ credits$/);
  const shown = Number((await cost.locator("dd").nth(3).innerText()).replace(/\D/g, ""));
  expect(shown).toBeLessThanOrEqual(highest);
  expect(shown).toBeGreaterThanOrEqual(await ledger.balance());
  expect(await ledger.since(mark, ["bulk_enrichment"])).toEqual([]);

  await dialog.getByRole("button", { name: `Enrich ${n} leads · ${credits} credits` }).click();
  await expect(dialog.getByText("Enrichment finished")).toBeVisible();
  await expect(dialog.getByText(`${n} leads enriched; 0 leads had nothing to add.`)).toBeVisible();

  // The ledger line after, naming the list, and the new balance.
  const [charge, ...more] = await ledger.since(mark, ["bulk_enrichment"]);
  expect(more).toEqual([]);
  expect(charge!.amount).toBe(-credits);
  const line = dialog.getByTestId("enrich-ledger");
  await expect(line).toContainText(
    `Charged ${credits} credits; the balance is now ${charge!.balance_after.toLocaleString("en-US")} credits.`,
  );
  await expect(line).toContainText(`Bulk enrichment of list “${name}”`);

  // The leads now carry their email, on the page and in the platform.
  await dialog.getByRole("button", { name: "Close", exact: true }).getByText("Close").click();
  const now = await leadsNow(list.id);
  expect(now?.leads.items.every((l) => l.email)).toBe(true);
  const table = page.getByRole("table", { name: "Leads" });
  for (const lead of now!.leads.items.slice(0, 3)) {
    await expect(table.getByText(lead.email!, { exact: true })).toBeVisible();
  }

  // Enriching again: nothing is left to enrich, and nothing is offered for credits.
  await page.getByRole("button", { name: "Enrich…" }).click();
  await expect(
    page.getByText("Every lead already has everything the prospect data can add"),
  ).toBeVisible();
});
