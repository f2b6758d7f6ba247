import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { LeadList } from "@/contract/lead-lists";
import { CreditLedger, ENRICHMENT_REASONS } from "./credit-ledger";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";
import { openImport, sidewaysOverflow } from "./prospecting-page";
import { readCsv } from "./read-csv";

/**
 * The prospecting page as a prospecting tool: filters beside results, a live count that
 * spends nothing, the cost before a run, free re-reads, saved searches, CSV export, and the
 * keyboard. Against the real platform (2,000 seeded prospects).
 */
const PREVIEW_POST = /\/api\/public\/lead-lists\/[^/]+\/prospect-search\/preview$/;
const COUNT_POST = /\/api\/public\/prospect-search\/count$/;

async function platformApi() {
  return request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
}

async function newLeadList(api: APIRequestContext, name: string) {
  const res = await api.post("/api/v1/public/lead-lists", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return LeadList.parse(await res.json());
}

/** How many of the first `pageSize` matches the workspace has not paid for (other tests pay for some). */
async function unpaidOnFirstPage(
  api: APIRequestContext,
  filters: Record<string, unknown>,
  pageSize: number,
): Promise<number> {
  const res = await api.post("/api/v1/public/prospect-search/count", {
    data: { filters, page_size: pageSize },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unpaid_on_first_page: number }).unpaid_on_first_page;
}

/** The cost line for a page of `pageSize` results of which `unpaid` are new. */
function costLine(unpaid: number, pageSize: number): string {
  if (unpaid === 0)
    return "Free: the workspace has already paid for every result on the first page a run shows";
  const paid = pageSize - unpaid;
  return `Costs ${unpaid} credit${unpaid === 1 ? "" : "s"}${paid > 0 ? ` (${paid} already paid for)` : ""}`;
}

function countRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && pattern.test(new URL(req.url()).pathname)) {
      seen.push(req.postData() ?? "");
    }
  });
  return seen;
}

const builder = (page: Page) => page.getByRole("region", { name: "Search" });
const runButton = (page: Page) => page.getByRole("button", { name: /^(Run preview|Run again)$/ });
const results = (page: Page) => page.getByRole("table", { name: "Prospects" });
const liveCount = (page: Page) => page.getByTestId("live-count");

async function addChips(page: Page, label: string, values: string[]) {
  const box = builder(page).getByRole("combobox", { name: label, exact: true });
  for (const value of values) {
    await box.fill(value);
    await box.press("Enter");
  }
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

let api: APIRequestContext;
let ledger: CreditLedger;
test.beforeAll(async () => {
  api = await platformApi();
  ledger = new CreditLedger(api);
});
test.afterAll(async () => {
  await api.dispose();
});

test.describe("prospect search", () => {
  // Each flow is a handful of round trips; the slack is for a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("at 1440x900 the results sit beside the filters, first row above the fold; Run says what happened", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const list = await newLeadList(api, `E2E layout ${Date.now()}`);
    await page.goto(`/prospecting?list=${list.id}&job_level=vp&page_size=10`);
    await expect(page.getByTestId("run-cost")).toHaveText("Costs up to 10 credits");
    await expect(liveCount(page)).toHaveText(/≈ \d+ matches/);
    // Other tests may have paid for some of these prospects already: those are free.
    const unpaid10 = await unpaidOnFirstPage(api, { job_level: ["vp"] }, 10);
    const unpaid5 = await unpaidOnFirstPage(api, { job_level: ["vp"] }, 5);
    await expect(page.getByTestId("run-cost")).toHaveText(costLine(unpaid10, 10));

    // The cost follows page size and enrichment, before anything runs.
    await page.getByLabel("Results per page").fill("5");
    await expect(page.getByTestId("run-cost")).toHaveText(costLine(unpaid5, 5));
    await expect(
      page.getByText(`for the first page: ${unpaid5} credit${unpaid5 === 1 ? "" : "s"} (`),
    ).toBeVisible();
    await page.getByLabel("Enrich with contact details").uncheck();
    await expect(page.getByTestId("run-cost")).toHaveText("Free: enrichment is off");
    await page.getByLabel("Enrich with contact details").check();
    await page.getByLabel("Results per page").fill("10");

    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const status = page.getByRole("status").filter({ hasText: "Preview ready" });
    await expect(status).toBeVisible();
    const spent =
      unpaid10 === 0 ? "no credits spent" : `${unpaid10} credit${unpaid10 === 1 ? "" : "s"} spent`;
    await expect(status).toHaveText(new RegExp(`^Preview ready: \\d+ matches; ${spent}\\.$`));
    await expect(page.locator("#results-title")).toBeFocused();

    const rail = await builder(page).boundingBox();
    const firstRow = await results(page).locator("tbody tr").first().boundingBox();
    expect(rail && firstRow).toBeTruthy();
    // Beside, not above: the rail ends left of the table, and both start near the top.
    expect(rail!.x + rail!.width).toBeLessThanOrEqual(firstRow!.x);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(900);

    // The rail folds away and comes back.
    await builder(page).getByRole("button", { name: "Hide" }).click();
    await expect(builder(page).getByRole("combobox", { name: "Job level" })).toBeHidden();
    await builder(page).getByRole("button", { name: "Show" }).click();
    await expect(builder(page).getByRole("combobox", { name: "Job level" })).toBeVisible();
  });

  test("at 1280 px both are usable; at 1024 px they stack, labels whole, and axe finds nothing serious", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E widths ${Date.now()}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/prospecting?list=${list.id}&job_level=director&page_size=5&enrich=0`);
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const rail = await builder(page).boundingBox();
    const table = await results(page).boundingBox();
    expect(rail!.x + rail!.width).toBeLessThanOrEqual(table!.x);
    expect(rail!.width).toBeGreaterThan(250);
    // The default columns fit: nothing scrolls sideways, the page or the table.
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page), "1280 px").toEqual([]);

    await page.setViewportSize({ width: 1024, height: 800 });
    const stackedRail = await builder(page).boundingBox();
    const stackedTable = await results(page).boundingBox();
    expect(stackedRail!.y + stackedRail!.height).toBeLessThanOrEqual(stackedTable!.y);
    const cut = await builder(page)
      .locator("label:not(.sr-only), code, legend:not(.sr-only)")
      .evaluateAll((nodes) =>
        nodes
          .filter((n) => (n as HTMLElement).offsetParent !== null)
          .filter((n) => n.scrollWidth > n.clientWidth + 1)
          .map((n) => n.textContent),
      );
    expect(cut).toEqual([]);
    expect(await seriousViolations(page), "1024 px").toEqual([]);
  });

  test("the live count changes with a filter, never creates a preview and spends nothing", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E count ${Date.now()}`);
    const before = await ledger.mark();
    const previews = countRequests(page, PREVIEW_POST);
    const counts = countRequests(page, COUNT_POST);
    await page.goto(`/prospecting?list=${list.id}`);
    await expect(liveCount(page)).toHaveText("≈ 2,000 matches");

    await addChips(page, "Job level", ["vp"]);
    await expect(liveCount(page)).toHaveText(/^≈ \d{1,3} matches$/);
    const vps = Number((await liveCount(page).innerText()).replace(/\D/g, ""));
    await addChips(page, "Job level", ["director"]);
    const settled = async () => {
      const text = await liveCount(page).innerText();
      return /^≈ [\d,]+ matches$/.test(text) ? Number(text.replace(/\D/g, "")) : null;
    };
    await expect.poll(settled).toBeGreaterThan(vps);
    const both = (await settled())!;

    // It agrees with the platform's own count.
    const res = await api.post("/api/v1/public/prospect-search/count", {
      data: { filters: { job_level: ["vp", "director"] } },
    });
    expect(((await res.json()) as { total_matches: number }).total_matches).toBe(both);

    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(counts.length).toBeLessThan(8); // debounced, not one per keystroke
    expect(previews).toHaveLength(0);
    expect(await ledger.spentSince(before, ENRICHMENT_REASONS)).toBe(0);
  });

  test("without the count operation upstream the page simply shows no count", async ({ page }) => {
    const list = await newLeadList(api, `E2E no count ${Date.now()}`);
    await page.route(COUNT_POST, (route) =>
      route.fulfill({ status: 404, json: { detail: "The requested resource does not exist." } }),
    );
    const refused = page.waitForResponse(COUNT_POST);
    await page.goto(`/prospecting?list=${list.id}&job_level=vp`);
    await expect(page.getByTestId("run-cost")).toHaveText("Costs up to 25 credits");
    // The page asked for the count and was refused: what it shows now is its answer to that.
    await refused;
    await expect(liveCount(page)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(runButton(page)).toBeEnabled();
  });

  test("changing a filter keeps the results, out of date; the same search again is free", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E stale ${Date.now()}`);
    const previews = countRequests(page, PREVIEW_POST);
    await page.goto(`/prospecting?list=${list.id}&job_level=vp&page_size=5`);
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const firstRows = await results(page).locator("tbody tr").allTextContents();
    expect(previews).toHaveLength(1);

    await addChips(page, "Job level", ["director"]);
    await expect(page.getByText("These results are out of date")).toBeVisible();
    await expect(results(page).locator("tbody tr")).toHaveText(firstRows);
    await expect(page.getByText("No preview yet")).toBeHidden();

    // Back to exactly the search that ran: its results are offered again, for free.
    await builder(page).getByRole("button", { name: "Remove Director" }).click();
    const again = page.getByRole("button", { name: "Show the results again, free" });
    await expect(again).toBeVisible();
    await expect(page.getByRole("button", { name: "Run again" })).toBeVisible();
    const before = await ledger.mark();
    await again.click();
    await expect(page.getByText("These results are out of date")).toBeHidden();
    await expect(results(page).locator("tbody tr")).toHaveText(firstRows);
    await expect(page.getByRole("status").filter({ hasText: "no credits spent" })).toBeVisible();
    expect(previews).toHaveLength(1);
    expect(await ledger.spentSince(before, ENRICHMENT_REASONS)).toBe(0);
  });

  test("page 2 keeps the Email column; import can enrich the rest, with its cost first", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E enrich ${Date.now()}`);
    // A search no other test enriches: the workspace pays once per prospect, so page 2 of a
    // search another test enriched would already carry its contact details.
    await page.goto(`/prospecting?list=${list.id}&job_level=c_suite&page_size=5`);
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const total = Number(await page.getByRole("definition").first().innerText());
    expect(total).toBeGreaterThan(5);
    await expect(results(page).getByRole("columnheader", { name: "Email" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Result pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results(page).getByRole("columnheader", { name: "Email" })).toBeVisible();
    await expect(results(page).getByText("not enriched").first()).toBeVisible();

    const before = await ledger.mark();
    const dialog = await openImport(page, list.id);
    // What the workspace has not paid for yet (other tests may have paid for some of them).
    const offer = dialog.getByLabel(/^Enrich the \d+ prospects this import adds/);
    const label = await dialog.locator("label", { hasText: /Enrich the \d+/ }).innerText();
    const rest = Number(/Enrich the (\d+)/.exec(label)?.[1]);
    expect(rest).toBeGreaterThan(0);
    expect(rest).toBeLessThanOrEqual(total - 5);
    await offer.check();
    await expect(dialog.getByText(`Costs up to ${rest} credits`)).toBeVisible();
    await dialog
      .getByRole("button", { name: `Import ${total} prospects · up to ${rest} credits` })
      .click();
    await expect(dialog.getByText("Import finished")).toBeVisible({ timeout: 30_000 });
    expect(await ledger.spentSince(before, ENRICHMENT_REASONS)).toBe(rest);
    const leads = await api.get(`/api/v1/public/leads?lead_list_id=${list.id}&per_page=100`);
    const items = ((await leads.json()) as { items: { email: string | null }[] }).items;
    expect(items).toHaveLength(total);
    expect(items.every((l) => l.email)).toBe(true);

    // Closing the dialog with Escape puts the focus back on the Import button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Import…" })).toBeFocused();
  });

  test("exports the result set and a lead list as CSV, with the chosen columns and every row", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E export ${Date.now()}`);
    await page.goto(`/prospecting?list=${list.id}&job_level=director&page_size=10`);
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    const total = Number(await page.getByRole("definition").first().innerText());
    expect(total).toBeGreaterThan(100); // more than one page of the export's reads

    const header = await results(page).locator("thead th").allTextContents();
    await page.getByRole("button", { name: "Export CSV…" }).click();
    const dialog = page.getByRole("dialog", { name: "Export the results as CSV" });
    await expect(dialog).toContainText("Exporting spends no credits");
    const before = await ledger.mark();
    const downloading = page.waitForEvent("download");
    await dialog
      .getByRole("button", { name: `Export ${total.toLocaleString("en-US")} prospects` })
      .click();
    const download = await downloading;
    // Named after the search (none saved here), not after any list.
    expect(download.suggestedFilename()).toMatch(/^prospects-search-\d{4}-\d\d-\d\d\.csv$/);
    const rows = readCsv(readFileSync((await download.path())!, "utf8"));
    // The data's columns, not the table's own: selection, row number, Open, marks.
    const controls = ["", "#", "Details", "Already in", "In list"];
    expect(rows[0]).toEqual(header.filter((h) => !controls.includes(h)));
    expect(rows).toHaveLength(total + 1);
    const email = rows[0]!.indexOf("Email");
    expect(rows.slice(1, 11).every((r) => r[email]!.includes("@"))).toBe(true);
    // Past the first page an email is there only where the workspace paid for it before (other
    // runs' enrichment): a real address or nothing, never the table's "not enriched".
    expect(rows.slice(11).every((r) => r[email] === "" || r[email]!.includes("@"))).toBe(true);
    await expect(
      dialog.getByText(`${total.toLocaleString("en-US")} prospects saved as`),
    ).toBeVisible();
    expect(await ledger.spentSince(before, ENRICHMENT_REASONS)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Export CSV…" })).toBeFocused();

    // The lead list's export uses the same mechanism.
    const importDialog = await openImport(page, list.id);
    await importDialog.getByRole("button", { name: `Import ${total} prospects` }).click();
    await expect(importDialog.getByText("Import finished")).toBeVisible({ timeout: 30_000 });
    await page.goto(`/lead-lists/${list.id}`);
    await page.getByRole("button", { name: "Export CSV…" }).click();
    const leadsDialog = page.getByRole("dialog", { name: `Export “${list.name}” as CSV` });
    const leadsDownload = page.waitForEvent("download");
    await leadsDialog.getByRole("button", { name: /^Export [\d,]+ leads$/ }).click();
    const leadRows = readCsv(readFileSync((await (await leadsDownload).path())!, "utf8"));
    expect(leadRows[0]).toEqual([
      "First name",
      "Last name",
      "Email",
      "Job title",
      "Company",
      "Status",
      "Added",
    ]);
    expect(leadRows).toHaveLength(total + 1);
    // The import enriched nothing: the leads carry exactly the emails the search's export did
    // (its first page, and whatever other runs paid for).
    const emails = (csv: string[][], column: number) =>
      csv
        .slice(1)
        .map((r) => r[column]!)
        .filter((e) => e.includes("@"))
        .sort();
    expect(emails(leadRows, 2)).toEqual(emails(rows, email));
  });

  test("saved searches: save, list with who and when, rename, open by link, delete", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E saved ${Date.now()}`);
    const name = `VPs ${Date.now()}`;
    await page.goto(`/prospecting?list=${list.id}&job_level=vp&page_size=10&enrich=0`);
    await page.getByRole("button", { name: "Save search…" }).click();
    const save = page.getByRole("dialog", { name: "Save this search" });
    await save.getByLabel("Name").fill(name);
    await save.getByRole("button", { name: "Save as new" }).click();
    await expect(save).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: `Saved as “${name}”` })).toBeVisible();

    // The same name again is refused, in words.
    await page.getByRole("button", { name: "Save search…" }).click();
    await save.getByLabel("Name").fill(name.toUpperCase());
    await save.getByRole("button", { name: "Save as new" }).click();
    await expect(save.getByRole("alert")).toHaveText(
      "The workspace already has a saved search with this name; choose another name.",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Save search…" })).toBeFocused();

    await page.getByRole("button", { name: "Saved searches" }).click();
    const manage = page.getByRole("dialog", { name: "Saved searches" });
    const row = manage.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("owner@acme.test");
    await expect(row).toContainText(new Date().getFullYear().toString());
    await row.getByRole("button", { name: `Rename ${name}` }).click();
    await row.getByRole("textbox").fill(`${name} (renamed)`);
    await row.getByRole("button", { name: "Save name" }).click();
    const renamed = manage.getByRole("row").filter({ hasText: `${name} (renamed)` });
    await expect(renamed).toBeVisible();
    await page.keyboard.press("Escape");

    // A manager opens the shared link in their own browser and can run it.
    const idMatch = await page.evaluate(async (n) => {
      const res = await fetch("/api/console/saved-searches");
      const body = (await res.json()) as { items: { id: string; name: string }[] };
      return body.items.find((i) => i.name === n)?.id ?? null;
    }, `${name} (renamed)`);
    expect(idMatch).toMatch(/^ss_/);
    const managerPage = await (
      await page
        .context()
        .browser()!
        .newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    await signInThroughUi(managerPage, "manager@acme.test");
    await managerPage.goto(`/prospecting?saved=${idMatch}`);
    await expect(
      builder(managerPage).getByRole("button", { name: "Remove VP", exact: true }),
    ).toBeVisible();
    await expect(managerPage.getByLabel("Results per page")).toHaveValue("10");
    await expect(managerPage.getByLabel("Enrich with contact details")).not.toBeChecked();
    await expect(managerPage.getByText(/saved by owner@acme\.test on/)).toBeVisible();
    await runButton(managerPage).click();
    await expect(results(managerPage)).toBeVisible();
    await managerPage.context().close();

    // Delete, after saying for whom.
    await page.getByRole("button", { name: "Saved searches" }).click();
    await renamed.getByRole("button", { name: `Delete ${name} (renamed)` }).click();
    await expect(renamed).toContainText("Delete for everyone?");
    await renamed.getByRole("button", { name: `Delete “${name} (renamed)”` }).click();
    await expect(manage.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("list filters and the keyboard: Tab moves on, Escape drops the typed text", async ({
    page,
  }) => {
    const list = await newLeadList(api, `E2E keys ${Date.now()}`);
    await page.goto(`/prospecting?list=${list.id}`);
    const title = builder(page).getByRole("combobox", { name: "Job title", exact: true });
    await title.focus();
    await page.keyboard.press("ArrowDown");
    await expect(builder(page).getByRole("listbox", { name: "Suggestions" }).first()).toBeVisible();
    await page.keyboard.press("Tab");
    // On to the next field (the title's similar-titles switch), not into the suggestions
    // (which close) and not onto the page.
    await expect(builder(page).getByRole("switch")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      builder(page).getByRole("combobox", { name: "Job level", exact: true }),
    ).toBeFocused();

    await title.focus();
    await page.keyboard.type("Chief Typo Officer");
    await page.keyboard.press("Escape");
    await expect(title).toHaveValue("");
    await page.keyboard.press("Tab");
    await expect(
      builder(page).getByRole("button", { name: "Remove Chief Typo Officer" }),
    ).toHaveCount(0);
  });
});

test.describe("as the globex owner", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the Prospecting page gives the real cause, like the other pages", async ({ page }) => {
    await signInThroughUi(page, "owner@globex.test");
    await page.goto("/lead-lists");
    // Next's route announcer is an alert too, so pick the one that gives the cause.
    const listsCause = page.getByRole("alert").filter({ hasText: "workspace" }).first();
    await expect(listsCause).toBeVisible();
    const sentence = (await listsCause.innerText())
      .split("\n")
      .find((l) => l.includes("workspace"));
    expect(sentence).toBeTruthy();
    await page.goto("/prospecting");
    await expect(page.getByRole("alert").filter({ hasText: sentence! })).toBeVisible();
    await expect(page.getByText("could not be loaded", { exact: false })).toHaveCount(0);
  });
});
