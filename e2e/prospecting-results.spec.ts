import { type APIRequestContext, type Page, request } from "@playwright/test";
import { LeadList } from "@/contract/lead-lists";
import { axeViolations } from "./campaigns-page";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";
import { openImport } from "./prospecting-page";

/**
 * Results a person can act on: a sorted preview, the person and company panel opened from a
 * row without losing the page, and a selection across pages that the import adds exactly.
 * Against the real platform (2,000 seeded prospects).
 */
const runButton = (page: Page) => page.getByRole("button", { name: /^(Run preview|Run again)$/ });
const results = (page: Page) => page.getByRole("table", { name: "Prospects" });
const rows = (page: Page) => results(page).getByTestId("result-row");
const nextPage = (page: Page) =>
  page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Next" });

/** The prospect id of a row, from its Open button's id. */
async function prospectIdOf(page: Page, index: number): Promise<string> {
  const id = await rows(page)
    .nth(index)
    .getByRole("button", { name: /^Open / })
    .getAttribute("id");
  return id!.replace(/^prospect-open-/, "");
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
});
test.afterAll(async () => {
  await api.dispose();
});

test.describe("prospect results", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a sorted preview: the order goes with the run and the results come in it", async ({
    page,
  }) => {
    await page.goto("/prospecting?job_level=director&enrich=0&page_size=10");
    // The live count is the page's own script at work: a choice made before it runs is lost.
    await expect(page.getByTestId("live-count")).toHaveText(/≈ [\d,]+ matches/);
    await page.getByLabel("Order").selectOption({ label: "Largest companies first" });
    await expect(page).toHaveURL(/sort=-employee_count/);
    await runButton(page).click();
    // The results' code loads with the first preview; a busy machine takes its time.
    await expect(results(page)).toBeVisible({ timeout: 30_000 });
    // The results say their order (the select's own option is not it).
    await expect(page.locator("dd", { hasText: "Largest companies first" })).toBeVisible();

    const header = results(page).getByRole("columnheader");
    const names = await header.allInnerTexts();
    // Headers may be drawn in capitals; their text is compared without case.
    const column = names.findIndex((n) => n.trim().toLowerCase() === "employee count");
    expect(column).toBeGreaterThan(-1);
    const sizes = (
      await rows(page)
        .locator(`td:nth-child(${column + 1})`)
        .allInnerTexts()
    ).map((text) => Number(text.replace(/\D/g, "")));
    expect(sizes).toHaveLength(10);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  test("opens a prospect's panel from page 2 and closes it, still on page 2", async ({ page }) => {
    await page.goto("/prospecting?job_level=vp&enrich=0&page_size=5");
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    await nextPage(page).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page).first().locator("td").nth(1)).toHaveText("6");

    const id = await prospectIdOf(page, 1);
    const open = rows(page)
      .nth(1)
      .getByRole("button", { name: /^Open / });
    const name = ((await open.getAttribute("aria-label")) ?? "").replace(/^Open /, "");
    await open.click();
    await expect(page).toHaveURL(new RegExp(`page=2.*prospect=${id}`));
    const panel = page.getByRole("dialog", { name });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("region", { name: "Person" })).toContainText("Job level");
    await expect(panel.getByRole("region", { name: "Company" })).toContainText("Employee count");
    await expect(panel.getByText(id)).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Lists and campaigns" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).not.toHaveURL(/prospect=/);
    await expect(open).toBeFocused();
    await expect(rows(page).first().locator("td").nth(1)).toHaveText("6");

    // Back brings the panel again, on the same page.
    await page.goBack();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
  });

  test("selects rows on two pages and imports exactly those; they are marked after", async ({
    page,
  }) => {
    const made = await api.post("/api/v1/public/lead-lists", {
      data: { name: `E2E selection ${Date.now()}` },
    });
    expect(made.status()).toBe(201);
    const list = LeadList.parse(await made.json());

    await page.goto("/prospecting?job_level=manager&enrich=0&page_size=5");
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const chosen: string[] = [];
    for (const index of [0, 2]) {
      await rows(page).nth(index).getByRole("checkbox").check();
      chosen.push(await prospectIdOf(page, index));
    }
    await nextPage(page).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page).first().locator("td").nth(1)).toHaveText("6");
    await rows(page).nth(1).getByRole("checkbox").check();
    chosen.push(await prospectIdOf(page, 1));
    await expect(page.getByTestId("selection-bar")).toContainText("3 selected");

    // The selection survives paging back.
    await page
      .getByRole("navigation", { name: "Result pages" })
      .getByRole("link", { name: "Previous" })
      .click();
    await expect(rows(page).nth(0).getByRole("checkbox")).toBeChecked();
    await expect(rows(page).nth(1).getByRole("checkbox")).not.toBeChecked();

    const dialog = await openImport(page, list.id);
    await dialog.getByRole("button", { name: "Import 3 selected prospects" }).click();
    await expect(dialog.getByText("Import finished")).toBeVisible({ timeout: 30_000 });
    const leads = await api.get(`/api/v1/public/leads?lead_list_id=${list.id}&per_page=100`);
    const items = ((await leads.json()) as { items: { prospect_id: string | null }[] }).items;
    expect(items.map((lead) => lead.prospect_id).sort()).toEqual([...chosen].sort());
    await page.keyboard.press("Escape");

    // Each imported row is now marked (the demo's own lists may hold it too), and its panel
    // names the list.
    await expect(rows(page).nth(0).getByTestId("result-marks")).toContainText(
      /In (this|\d+) lists?/,
    );
    await rows(page)
      .nth(0)
      .getByRole("button", { name: /^Open / })
      .click();
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("list", { name: "Lead lists" })).toContainText(list.name);
  });
});
