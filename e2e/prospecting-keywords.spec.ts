import type { APIRequestContext, Page } from "@playwright/test";
import { ProspectSearchCount } from "@/contract/prospect-search";
import { axeViolations, platformApi } from "./campaigns-page";
import { CreditLedger, ENRICHMENT_REASONS } from "./credit-ledger";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./prospecting-page";

/**
 * Prospecting as a user reads the results: a keyword finds every title holding it, the result
 * columns show whole values at 1440 and 1024, the platform's sorts are column headers (mouse
 * and keyboard, in the address), and what the page says about paid contact details is true of
 * the page on screen, page 2 included.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const runButton = (page: Page) => page.getByRole("button", { name: /^(Run preview|Run again)$/ });
const results = (page: Page) => page.getByRole("table", { name: "Prospects" });
const rows = (page: Page) => results(page).locator("tbody tr[data-row]");
const header = (page: Page, name: string) =>
  results(page).locator("thead th").filter({ hasText: name });

async function count(filters: object): Promise<number | null> {
  const res = await api.post("/api/v1/public/prospect-search/count", { data: { filters } });
  expect(res.status(), await res.text()).toBe(200);
  return ProspectSearchCount.parse(await res.json()).total_matches;
}

/** The texts of one column's cells, by its header's position. */
async function columnTexts(page: Page, name: string): Promise<string[]> {
  const headers = await results(page).locator("thead th").allTextContents();
  const index = headers.findIndex((h) => h.startsWith(name));
  expect(index, `a ${name} column`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()),
    index,
  );
}

/** Cells of the named columns whose text does not fit (cut, or running under another cell). */
async function cutCells(page: Page, names: string[]): Promise<string[]> {
  const headers = await results(page).locator("thead th").allTextContents();
  const indexes = names.map((name) => headers.findIndex((h) => h.startsWith(name)));
  return rows(page).evaluateAll(
    (trs, wanted) =>
      trs.flatMap((tr) =>
        wanted.flatMap((i) => {
          const cell = tr.children[i] as HTMLElement;
          const text = cell.querySelector<HTMLElement>("[title]") ?? cell;
          const cut =
            text.scrollWidth > text.clientWidth + 1 ||
            cell.scrollWidth > cell.clientWidth + 1 ||
            getComputedStyle(text).textOverflow === "ellipsis";
          return cut ? [`${i}: ${text.innerText}`] : [];
        }),
      ),
    indexes,
  );
}

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter((v) => /\((serious|critical)\)/.test(v));
}

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
] as const) {
  test.describe(`prospecting at ${width}×${height}`, () => {
    // Each test runs a preview or three on the platform.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test("the keyword Sales finds every sales title, whole values in the columns", async ({
      page,
    }) => {
      const expected = await count({ job_title: ["Sales"] });
      expect(expected).toBeGreaterThan(25);
      await page.goto("/prospecting?job_title=Sales&page_size=25&enrich=0");
      await runButton(page).click();
      await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
      await expect(page.getByRole("status").filter({ hasText: "Preview ready" })).toContainText(
        `${expected?.toLocaleString("en-US")} matches`,
      );
      // Every title holds the word (the order, closest titles first, is the platform's test's).
      const titles = await columnTexts(page, "Job title");
      for (const title of titles) expect(title).toMatch(/\bSales\b/);
      // The first columns show every value whole (wrapped, never cut), nothing scrolls sideways.
      expect(
        await cutCells(page, ["First name", "Last name", "Job title", "Company name"]),
      ).toEqual([]);
      expect(await sidewaysOverflow(page)).toEqual([]);
      // The whole value is also on hover and in the person's panel.
      const first = rows(page).first();
      const company = first.locator("td [title]").nth(3);
      const companyName = (await company.getAttribute("title")) ?? "";
      await expect(company).toHaveText(companyName);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("sorts by a column's header, with the mouse and the keyboard, kept in the address", async ({
      page,
    }) => {
      const ledger = new CreditLedger(api);
      const before = await ledger.mark();
      await page.goto("/prospecting?job_level=director&page_size=10");
      await runButton(page).click();
      await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });
      const employees = header(page, "Employee count");
      await expect(employees).toHaveAttribute("aria-sort", "none");
      // Columns the platform cannot order by have no sort button.
      await expect(header(page, "Job title").getByRole("button")).toHaveCount(0);

      // Largest companies first on the first press.
      await employees.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]sort=-employee_count\b/);
      await expect(employees).toHaveAttribute("aria-sort", "descending");
      const down = (await columnTexts(page, "Employee count")).map((t) =>
        Number(t.replace(/,/g, "")),
      );
      expect(down).toEqual([...down].sort((a, b) => b - a));
      await expect(page.getByTestId("run-status")).toContainText("no credits spent");

      // The keyboard turns it: smallest first.
      await employees.getByRole("button").focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]sort=employee_count\b/);
      await expect(header(page, "Employee count")).toHaveAttribute("aria-sort", "ascending");
      const up = (await columnTexts(page, "Employee count")).map((t) =>
        Number(t.replace(/,/g, "")),
      );
      expect(up).toEqual([...up].sort((a, b) => a - b));
      // Re-ordering ran the search again without enrichment: the sorts cost nothing (the
      // first run paid for its page).
      expect(await ledger.spentSince(before, ENRICHMENT_REASONS)).toBeLessThanOrEqual(10);
      // The address brings the order back.
      await page.reload();
      await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });
      await expect(header(page, "Employee count")).toHaveAttribute("aria-sort", "ascending");
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("says on page 2 what is true of page 2, whatever page 1 cost", async ({ page }) => {
      // Page 1's run pays for page 1 only; what page 2 holds depends on what earlier runs paid.
      await page.goto("/prospecting?job_title=Sales&page_size=5");
      await runButton(page).click();
      await expect(rows(page)).toHaveCount(5, { timeout: 30_000 });
      const contacts = page.getByTestId("page-contacts");
      await expect(contacts).toHaveText(
        "All 5 results on this page show contact details: the workspace has paid for them.",
      );
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(rows(page)).toHaveCount(5);
      const emails = await columnTexts(page, "Email");
      const unpaid = emails.filter((e) => e === "not enriched").length;
      const paid = emails.length - unpaid;
      // The words say exactly what the email column shows.
      await expect(contacts).toHaveText(
        paid === 0
          ? "None of the 5 results on this page is enriched: their contact details are not paid for yet."
          : paid === 5
            ? "All 5 results on this page show contact details: the workspace has paid for them."
            : new RegExp(`^${paid} of the 5 results on this page show`),
      );
      // The cost beside Run speaks of the first page a run shows, never of "this page".
      await expect(page.getByTestId("run-cost")).not.toContainText("this page");
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
