import AxeBuilder from "@axe-core/playwright";
import { type Page, request } from "@playwright/test";
import { LeadList } from "@/contract/lead-lists";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";
import { sidewaysOverflow } from "./prospecting-page";

/**
 * The prospecting page as a workspace manager uses it, at 1440, 1280 and 1024 px: what is on
 * screen, the chip inputs, labels, the member's live count, search first and import into a new
 * list, the address (reload, Back, a saved search), and the CSV's name.
 */
const builder = (page: Page) => page.getByRole("region", { name: "Search" });
const runButton = (page: Page) => page.getByRole("button", { name: /^(Run preview|Run again)$/ });
const results = (page: Page) => page.getByRole("table", { name: "Prospects" });
const rows = (page: Page) => results(page).locator("tbody tr[data-row]");

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Rows whose whole box is inside the window. */
async function rowsOnScreen(page: Page) {
  return rows(page).evaluateAll(
    (trs) =>
      trs.filter((tr) => {
        const box = tr.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

test.describe("prospecting, as a manager would use it", () => {
  test("a broad preview shows at least 10 rows at 1440×900, no sideways scroll, a sticky header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/prospecting?page_size=25&enrich=0");
    await runButton(page).click();
    await expect(rows(page)).toHaveCount(25);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(10);
    // The default columns (the row number and seven of data), beside the filters, after the
    // table's own: the selection's checkbox, Open, and marks where a row is in a list.
    const controls = ["", "Details", "Already in"];
    const headers = await results(page).locator("thead th").allTextContents();
    expect(headers.filter((h) => !controls.includes(h))).toHaveLength(8);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const rail = await builder(page).boundingBox();
    const table = await results(page).boundingBox();
    expect(rail!.x + rail!.width).toBeLessThanOrEqual(table!.x);

    // Scrolled down the rows, the header stays at the top of the window.
    await rows(page).nth(22).scrollIntoViewIfNeeded();
    const header = await results(page).locator("thead th").first().boundingBox();
    expect(header!.y).toBeGreaterThanOrEqual(-1);
    expect(header!.y).toBeLessThan(5);
  });

  for (const width of [1440, 1280, 1024]) {
    test(`at ${width} px: results near the top, nothing sideways, keyboard and axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/prospecting?job_level=director&page_size=25&enrich=0");
      await runButton(page).click();
      await expect(rows(page).first()).toBeVisible();
      const table = await results(page).boundingBox();
      // Not 1,600 px down below the filters: in the first window or just under it.
      expect(table!.y).toBeLessThan(width >= 1280 ? 500 : 900);
      expect(await sidewaysOverflow(page)).toEqual([]);

      // The keyboard reaches the results' rows and moves between them.
      await rows(page).first().focus();
      await page.keyboard.press("ArrowDown");
      await expect(rows(page).nth(1)).toBeFocused();
      // And the filters (folded away at narrow widths once there are results).
      const show = builder(page).getByRole("button", { name: "Show" });
      if (await show.isVisible()) await show.click();
      const level = builder(page).getByRole("combobox", { name: "Job level", exact: true });
      await level.focus();
      await expect(level).toBeFocused();
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
    });
  }

  test("chips: Enter takes the highlighted suggestion, a paste makes one chip per value, the list closes on leaving", async ({
    page,
  }) => {
    await page.goto("/prospecting");
    const title = builder(page).getByRole("combobox", { name: "Job title", exact: true });
    await title.click();
    await page.keyboard.type("Director of Sa");
    const list = builder(page).getByRole("listbox", { name: "Suggestions" }).first();
    await expect(list.getByRole("option", { name: "Director of Sales" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(
      builder(page).getByRole("button", { name: "Remove Director of Sales" }),
    ).toBeVisible();
    await expect(
      builder(page).getByRole("button", { name: "Remove Director of Sa", exact: true }),
    ).toHaveCount(0);

    // Typing opens the list; leaving the field by mouse closes it.
    await page.keyboard.type("VP of");
    await expect(list).toBeVisible();
    await builder(page).getByLabel("Company name", { exact: true }).click();
    await expect(list).toBeHidden();

    // A paste of "A, B, C" (or lines) is one chip each.
    const country = builder(page).getByRole("combobox", { name: "Country", exact: true });
    await builder(page)
      .getByRole("button", { name: /^Location/ })
      .click();
    await country.focus();
    await page.evaluate(() => {
      const box = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData("text", "Germany, France,\nSpain");
      box.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    for (const name of ["Germany", "France", "Spain"]) {
      await expect(
        builder(page).getByRole("button", { name: `Remove ${name}`, exact: true }),
      ).toBeVisible();
    }

    // Industry has the same suggestion list, not the browser's datalist.
    const industry = builder(page).getByRole("combobox", { name: "Industry", exact: true });
    await industry.fill("Software Dev");
    await expect(
      builder(page).getByRole("option", { name: "Software Development", exact: true }),
    ).toBeVisible();
    await industry.press("Enter");
    await expect(industry).toHaveValue("Software Development");
    expect(await page.locator("datalist").count()).toBe(0);

    // Funded after is a date picker.
    await builder(page)
      .getByRole("button", { name: /^Funding/ })
      .click();
    await expect(builder(page).getByLabel("Funded after", { exact: true })).toHaveAttribute(
      "type",
      "date",
    );
  });

  test("codes read as labels on screen and stay codes in the request", async ({ page }) => {
    await page.goto("/prospecting?job_level=c_suite&funding_types=series_a&job_function=hr");
    await expect(builder(page).getByRole("button", { name: "Remove C-suite" })).toBeVisible();
    await expect(builder(page).getByRole("button", { name: "Remove Series A" })).toBeVisible();
    await expect(builder(page).getByRole("button", { name: "Remove HR" })).toBeVisible();
    await expect(builder(page).getByText("c_suite", { exact: true })).toHaveCount(0);
    await page
      .locator("details", { hasText: "The request, as JSON and curl" })
      .locator("summary")
      .click();
    const json = page.getByRole("region", { name: /JSON/ }).first();
    await expect(json).toContainText('"c_suite"');
    await expect(json).toContainText('"series_a"');
  });

  test("an invalid field says why there is no count", async ({ page }) => {
    await page.goto("/prospecting?founded_on=1700");
    await expect(page.getByTestId("live-count")).toHaveText(
      "No count while a field is marked in red.",
    );
  });

  test("the address keeps the view: reload, Back and Forward", async ({ page }) => {
    await page.goto("/prospecting?job_level=vp&page_size=5&enrich=0");
    await runButton(page).click();
    await expect(page).toHaveURL(/preview=/);
    await page
      .getByRole("navigation", { name: "Result pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const first = (await rows(page).first().textContent()) ?? "";
    await page.reload();
    // A reload reads the preview's page again (a GET, free); the machine may be slow.
    await expect(rows(page).first()).toHaveText(first, { timeout: 30_000 });
    await expect(
      builder(page).getByRole("button", { name: "Remove VP", exact: true }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows(page).first()).not.toHaveText(first);
    await page.goForward();
    await expect(rows(page).first()).toHaveText(first);
  });

  test("search first, then import into a new list; saving names the search in the address and the CSV", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    await page.goto("/prospecting?job_level=owner&page_size=5&enrich=0");
    // No list to pick before running.
    await expect(page.getByRole("combobox", { name: "Lead list" })).toHaveCount(0);
    await runButton(page).click();
    await expect(rows(page).first()).toBeVisible();
    const total = Number(await page.getByRole("definition").first().innerText());

    // Save: the address names the saved search.
    const name = `E2E owners ${stamp}`;
    await page.getByRole("button", { name: "Save search…" }).click();
    const save = page.getByRole("dialog", { name: "Save this search" });
    await save.getByLabel("Name").fill(name);
    await save.getByRole("button", { name: "Save as new" }).click();
    await expect(page).toHaveURL(/saved=ss_/);
    await page.reload();
    await expect(page.getByTestId("opened-saved-search")).toContainText(name, { timeout: 30_000 });

    // The CSV is named after the search.
    await page.getByRole("button", { name: "Export CSV…" }).click();
    const exporting = page.getByRole("dialog", { name: "Export the results as CSV" });
    const download = page.waitForEvent("download");
    await exporting.getByRole("button", { name: /^Export [\d,]+ prospects$/ }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^prospects-e2e-owners-${stamp}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
    );
    await page.keyboard.press("Escape");

    // Import into a list made in the dialog; the results stay current.
    const listName = `E2E new list ${stamp}`;
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByRole("dialog", { name: "Import into a lead list" });
    await expect(dialog).toContainText("only people not already in it");
    await dialog.getByLabel("Lead list").selectOption({ label: "A new list…" });
    await dialog.getByLabel("Name of the new list").fill(listName);
    await dialog.getByRole("button", { name: `Import ${total} prospects` }).click();
    await expect(dialog.getByText("Import finished")).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(`${total} new leads added`);
    await page.keyboard.press("Escape");
    await expect(page.getByText("These results are out of date")).toHaveCount(0);

    const api = await request.newContext({
      baseURL: PLATFORM_URL,
      extraHTTPHeaders: { "x-api-key": readServerKey() },
    });
    const lists = (await (await api.get("/api/v1/public/lead-lists?per_page=100")).json()) as {
      items: unknown[];
    };
    const made = lists.items.map((l) => LeadList.parse(l)).find((l) => l.name === listName);
    expect(made?.lead_count).toBe(total);
    await api.dispose();

    // The saved search now shows its filters, match count and last run.
    await page.getByRole("button", { name: "Saved searches" }).click();
    const row = page
      .getByRole("dialog", { name: "Saved searches" })
      .getByRole("row")
      .filter({ hasText: name });
    await expect(row.getByTestId("saved-search-summary")).toHaveText("Job level: Owner");
    await expect(row.getByTestId("saved-search-last-run")).toContainText(`${total} matches`);
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("sees the live count (counting spends nothing), but may not run", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    await page.goto("/prospecting?job_level=vp");
    await expect(page.getByTestId("live-count")).toHaveText(/≈ \d+ match/);
    await expect(page.getByText("your role is Member")).toBeVisible();
    await expect(page.getByRole("button", { name: "Run preview" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
