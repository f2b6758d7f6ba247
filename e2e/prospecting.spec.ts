import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { LeadList } from "@/contract/lead-lists";
import { ProspectSearchPreview } from "@/contract/prospect-search";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";
import { openImport } from "./prospecting-page";

/**
 * The prospecting page against the real platform (2,000 seeded prospects). The search
 * below mixes an array, a string, a number and a boolean and matches a few dozen prospects,
 * enough for several pages of 10.
 */
const PREVIEW_PATH = /\/api\/public\/lead-lists\/[^/]+\/prospect-search\/preview$/;

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

/** Counts the preview POSTs a page makes, so a test can prove that reading spent nothing. */
function countPreviewPosts(page: Page) {
  const posts: { key: string | null }[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && PREVIEW_PATH.test(new URL(req.url()).pathname)) {
      posts.push({ key: req.headers()["idempotency-key"] ?? null });
    }
  });
  return posts;
}

const builder = (page: Page) => page.getByRole("region", { name: "Search" });
const runButton = (page: Page) => page.getByRole("button", { name: "Run preview" });
const results = (page: Page) => page.getByRole("table", { name: "Prospects" });

/** The request panel sits folded below the results. */
async function openRequest(page: Page) {
  const details = page.locator("details", { hasText: "The request, as JSON and curl" });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await details.locator("summary").click();
  }
}

async function openGroup(page: Page, title: string) {
  const trigger = builder(page).getByRole("button", { name: new RegExp(`^${title}`) });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
}

async function addChips(page: Page, label: string, values: string[]) {
  const box = builder(page).getByRole("combobox", { name: label, exact: true });
  for (const value of values) {
    await box.fill(value);
    await box.press("Enter");
  }
}

/** The row numbers of the table ("#" column, after the selection's checkboxes). */
async function rowNumbers(page: Page) {
  const headers = await results(page).locator("thead th").allTextContents();
  const column = headers.indexOf("#") + 1;
  return results(page)
    .locator(`tbody tr td:nth-child(${column})`)
    .allInnerTexts()
    .then((cells) => cells.map(Number));
}

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe("prospecting", () => {
  let api: APIRequestContext;
  test.beforeAll(async () => {
    api = await platformApi();
  });
  test.afterAll(async () => {
    await api.dispose();
  });

  test("builds a search, is held back by limit errors, runs, pages, shares and imports", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const list = await newLeadList(api, `E2E prospecting ${Date.now()}`);
    const posts = countPreviewPosts(page);

    await page.goto("/prospecting");
    await expect(page.getByRole("heading", { name: "Prospecting", level: 1 })).toBeVisible();
    // The search comes first: nothing asks for a list before Run.

    // An array, a string, a number and a boolean.
    await addChips(page, "Job level", ["vp", "director"]);
    await expect(builder(page).getByText("2 / 10")).toBeVisible();
    await builder(page).getByLabel("Company name", { exact: true }).fill("e");
    await builder(page).getByLabel("Employees, at least").fill("50");
    await openGroup(page, "Technology");
    await builder(page)
      .getByRole("group", { name: "Has a web app" })
      .getByText("Yes", { exact: true })
      .click();

    // Each limit shows at its field as it is typed, and holds the Run button back.
    await page.getByLabel("Results per page").fill("10");
    await expect(runButton(page)).toBeEnabled();

    const tools = Array.from({ length: 11 }, (_, i) => `Tool ${i + 1}`);
    await addChips(page, "CRM", tools);
    await expect(builder(page).getByText("11 / 10")).toBeVisible();
    await expect(builder(page).getByText("Use at most 10 values.")).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    for (const tool of tools) {
      await builder(page)
        .getByRole("button", { name: `Remove ${tool}`, exact: true })
        .click();
    }
    await expect(builder(page).getByText("Use at most 10 values.")).toBeHidden();
    await expect(runButton(page)).toBeEnabled();

    const companyName = builder(page).getByLabel("Company name", { exact: true });
    await companyName.fill("e".repeat(201));
    await expect(builder(page).getByText("201 / 200")).toBeVisible();
    await expect(builder(page).getByText("Use at most 200 characters.")).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    await companyName.fill("e");

    const founded = builder(page).getByLabel("Founded in or after");
    await founded.fill("1799");
    await expect(builder(page).getByText("Use a year from 1800 to 2100.")).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    await founded.fill("");

    const maxEmployees = builder(page).getByLabel("Employees, at most");
    await maxEmployees.fill("10");
    await expect(
      builder(page).getByText(
        "The lower bound of employees (50) is above the upper bound (10); lower the first or raise the second.",
      ),
    ).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    await maxEmployees.fill("");

    const pageSize = page.getByLabel("Results per page");
    await pageSize.fill("101");
    await expect(page.getByText("Use a page_size from 1 to 100.")).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    await pageSize.fill("10");
    await expect(runButton(page)).toBeEnabled();

    // The request panel shows the exact body, and a curl without the key.
    const body = {
      filters: {
        company_name: "e",
        employee_count_min: 50,
        has_web_app: true,
        job_level: ["vp", "director"],
      },
      page_size: 10,
      auto_enrich: true,
    };
    await openRequest(page);
    const json = page.getByRole("region", { name: "JSON body" });
    await expect.poll(async () => JSON.parse(await json.innerText())).toEqual(body);
    await page.getByRole("tab", { name: "curl" }).click();
    const curl = await page.getByRole("region", { name: "curl command" }).innerText();
    // The preview runs on the workspace's search list; the import chooses where leads go.
    expect(curl).toMatch(/\/api\/v1\/public\/lead-lists\/ll_\w+\/prospect-search\/preview/);
    expect(curl).not.toContain(list.id);
    expect(curl).toContain("X-API-Key: $OUTREACH_API_KEY");
    expect(curl).not.toContain(readServerKey());
    expect(posts).toHaveLength(0);

    // The cost shown before the run counts only results the workspace has not paid for
    // (other tests may have paid for some); the run then spends exactly that.
    const costLine = page.getByTestId("run-cost");
    await expect(costLine).toHaveText(
      /^(Costs \d+ credits?( \(\d+ already paid for\))?|Free: .*)$/,
    );
    const announced = Number(/^Costs (\d+)/.exec(await costLine.innerText())?.[1] ?? 0);

    // Run: one POST with an Idempotency-Key; results, their total, credits spent.
    await runButton(page).click();
    await expect(results(page)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/preview=[0-9a-f-]{36}/);
    const previewId = new URL(page.url()).searchParams.get("preview")!;
    const matches = page.getByRole("definition").first();
    await expect(matches).toHaveText(/^\d+$/);
    const total = Number(await matches.innerText());
    expect(total).toBeGreaterThan(30);
    await expect(page.getByText("Spent", { exact: true })).toBeVisible();
    await expect(page.getByRole("definition").nth(2)).toHaveText(
      `${announced} credit${announced === 1 ? "" : "s"}`,
    );
    expect(await rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // Paging reads the same result set: no new preview, nothing spent.
    const pages = page.getByRole("navigation", { name: "Result pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => rowNumbers(page)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const secondPageFirst = (await results(page).locator("tbody tr").first().textContent()) ?? "";

    // A new page size keeps the first row in view, again without a new preview.
    await pageSize.fill("25");
    await expect(page).not.toHaveURL(/page_size=|page=2/);
    await expect.poll(() => rowNumbers(page)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(posts).toHaveLength(1);

    // Back and forward.
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(pageSize).toHaveValue("10");
    await expect.poll(() => rowNumbers(page)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await page.goForward();
    await expect(pageSize).toHaveValue("25");
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);

    // The shared link: same builder, same results, read with GET only.
    const shared = page.url();
    const other = await context.newPage();
    const otherPosts = countPreviewPosts(other);
    await other.goto(shared);
    await expect(results(other)).toBeVisible();
    const otherBuilder = builder(other);
    await expect(
      otherBuilder.getByRole("button", { name: "Remove VP", exact: true }),
    ).toBeVisible();
    await expect(otherBuilder.getByRole("button", { name: "Remove Director" })).toBeVisible();
    await expect(otherBuilder.getByLabel("Company name", { exact: true })).toHaveValue("e");
    await expect(otherBuilder.getByLabel("Employees, at least")).toHaveValue("50");
    await expect(
      otherBuilder
        .getByRole("group", { name: "Has a web app" })
        .getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    await expect(other.getByLabel("Results per page")).toHaveValue("10");
    await expect(results(other).locator("tbody tr").first()).toHaveText(secondPageFirst);
    expect(otherPosts).toHaveLength(0);
    await other.close();

    // Import: the list is chosen now; the dialog names the count; the job runs to its end.
    const dialog = await openImport(page, list.id);
    await expect(dialog).toContainText(`Adds ${total} prospects of this search`);
    await dialog.getByRole("button", { name: `Import ${total} prospects` }).click();
    await expect(dialog.getByText("Import finished")).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(`${total} new leads added`);
    await expect(dialog.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute(
      "aria-valuenow",
      String(total),
    );
    await dialog.getByRole("link", { name: `Open “${list.name}”` }).click();

    await expect(page).toHaveURL(new RegExp(`/lead-lists/${list.id}$`));
    await expect(page.getByRole("heading", { name: list.name })).toBeVisible();
    await expect(page.getByText(`${total} leads`).first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Leads" }).getByRole("row")).toHaveCount(26);

    // Back on the search, its results are still there and still current: the list chosen for
    // the import changed nothing about them.
    await page.goBack();
    await expect(results(page)).toBeVisible();
    await expect(page.getByText("These results are out of date")).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(previewId).toBeTruthy();
  });

  test("marks prospects already in the chosen list", async ({ page }) => {
    // A list of its own holding 12 prospects of the second page of everyone (26 to 37; with no
    // filters they come in order), imported from a preview by their ids.
    const listId = (await newLeadList(api, `E2E in this list ${Date.now()}`)).id;
    const secondPage = ProspectSearchPreview.parse(
      await (
        await api.post(`/api/v1/public/lead-lists/${listId}/prospect-search/preview`, {
          data: { filters: {}, page_size: 25, page: 2, auto_enrich: false },
        })
      ).json(),
    );
    const imported = await api.post(`/api/v1/public/lead-lists/${listId}/prospect-search/import`, {
      data: {
        preview_id: secondPage.id,
        prospect_ids: secondPage.results.slice(0, 12).map((p) => p.id),
      },
    });
    expect(imported.status(), await imported.text()).toBe(202);
    const job = (await imported.json()) as { id: string };
    await expect
      .poll(
        async () =>
          ((await (await api.get(`/api/v1/public/jobs/${job.id}`)).json()) as { status: string })
            .status,
      )
      .toBe("completed");
    const res = await api.post(`/api/v1/public/lead-lists/${listId}/prospect-search/preview`, {
      data: { filters: {}, page_size: 25, auto_enrich: false },
    });
    const preview = ProspectSearchPreview.parse(await res.json());
    await page.goto(`/prospecting?list=${listId}&preview=${preview.id}&page=2`);
    await expect(results(page)).toBeVisible();
    await expect(
      results(page).locator("tbody").getByText("In this list", { exact: true }),
    ).toHaveCount(12);
    await expect(page.getByRole("definition").nth(2)).toHaveText("0 credits");
  });

  test("a 422 from the platform lands on the field its loc names", async ({ page, platform }) => {
    const listId = (await platform.leadListNamed("Webinar follow-ups")).id;
    await page.route(PREVIEW_PATH, (route) =>
      route.fulfill({
        status: 422,
        json: {
          detail: [
            {
              loc: ["body", "filters", "industry"],
              msg: "This industry is not one the platform knows.",
              type: "value_error",
            },
          ],
        },
      }),
    );
    await page.goto(`/prospecting?list=${listId}&industry=Basket+weaving&enrich=0`);
    await runButton(page).click();
    const industry = builder(page).getByLabel("Industry", { exact: true });
    await expect(
      builder(page).getByText("This industry is not one the platform knows."),
    ).toBeVisible();
    await expect(industry).toBeFocused();
    await expect(industry).toHaveAttribute("aria-invalid", "true");
    await expect(runButton(page)).toBeDisabled();
    await industry.fill("Computer Games");
    await expect(runButton(page)).toBeEnabled();
  });

  test("a time-out is never retried by itself; Retry safely resends the same key", async ({
    page,
    platform,
  }) => {
    const listId = (await platform.leadListNamed("Webinar follow-ups")).id;
    const posts = countPreviewPosts(page);
    let first = true;
    await page.route(PREVIEW_PATH, async (route) => {
      if (!first) return route.fallback();
      first = false;
      await route.fulfill({
        status: 504,
        json: { detail: "The platform did not answer in time; the request may still have run." },
      });
    });
    await page.goto(`/prospecting?list=${listId}&job_level=vp&page_size=5&enrich=0`);
    await runButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "may have run" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("same Idempotency-Key");
    await openRequest(page);
    await page.getByRole("tab", { name: "curl" }).click();
    await expect(page.getByRole("region", { name: "curl command" })).toContainText(
      `Idempotency-Key: ${posts[0]?.key}`,
    );
    // A window in which an automatic retry would show: nothing may happen, so a fixed wait.
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);

    await alert.getByRole("button", { name: "Retry safely" }).click();
    await expect(results(page)).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).toBe(posts[0]?.key);
  });

  test("429 counts down before the next run; 402 explains credits", async ({ page, platform }) => {
    const listId = (await platform.leadListNamed("Webinar follow-ups")).id;
    let answer: "429" | "402" = "429";
    await page.route(PREVIEW_PATH, (route) =>
      answer === "429"
        ? route.fulfill({
            status: 429,
            headers: { "Retry-After": "2" },
            json: {
              detail: "Too many requests; wait for the Retry-After interval before retrying.",
            },
          })
        : route.fulfill({
            status: 402,
            json: {
              detail:
                "Enriching this page needs 25 credits and the workspace has 3; add credits, ask for a smaller page, or set auto_enrich to false.",
            },
          }),
    );
    await page.goto(`/prospecting?list=${listId}&job_level=vp`);
    await runButton(page).click();
    const limited = page.getByRole("alert").filter({ hasText: "Too many searches" });
    await expect(limited.getByRole("button", { name: /Run again in \d s/ })).toBeDisabled();
    await expect(limited.getByText(/You can retry in \d seconds?\./)).toBeVisible();
    answer = "402";
    await expect(limited.getByRole("button", { name: "Run again" })).toBeEnabled({
      timeout: 5000,
    });
    await limited.getByRole("button", { name: "Run again" }).click();

    const credits = page.getByRole("alert").filter({ hasText: "Not enough credits" });
    await expect(credits).toContainText("1 credit for each result");
    await expect(credits).toContainText("nothing was charged");
    await credits.getByRole("button", { name: "Turn off enrichment" }).click();
    await expect(page.getByLabel("Enrich with contact details")).not.toBeChecked();
    await openRequest(page);
    await expect(page.getByRole("region", { name: "JSON body" })).toContainText(
      '"auto_enrich": false',
    );
  });

  test("is keyboard-usable and has no WCAG A/AA violations axe can find", async ({
    page,
    platform,
  }) => {
    test.setTimeout(90_000);
    const listId = (await platform.leadListNamed("Q4 enterprise targets")).id;
    await page.goto(`/prospecting?list=${listId}&page_size=5&enrich=0`);
    await expect(page.getByRole("heading", { name: "Prospecting", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(page), "the empty builder").toEqual([]);

    // Chips by keyboard alone: open the suggestions, pick one, remove it with Backspace.
    const level = builder(page).getByRole("combobox", { name: "Job level", exact: true });
    await level.focus();
    await page.keyboard.press("ArrowDown");
    await expect(builder(page).getByRole("listbox", { name: "Suggestions" }).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(builder(page).getByRole("button", { name: "Remove owner" })).toBeVisible();
    await page.keyboard.type("director");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Backspace");
    await expect(builder(page).getByRole("button", { name: "Remove Director" })).toBeHidden();

    await runButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(results(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(page), "with results").toEqual([]);

    await page.getByRole("button", { name: /^Columns/ }).click();
    await page.getByRole("menuitemcheckbox", { name: /Job level/ }).click();
    await expect(results(page).getByRole("columnheader", { name: "Job level" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();

    await page.getByRole("button", { name: "Import…" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await violations(page), "the import dialog").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("cannot run a preview, says why, and still reads a shared one", async ({ page }) => {
    const api = await platformApi();
    const listId = (await newLeadList(api, `E2E shared preview ${Date.now()}`)).id;
    const res = await api.post(`/api/v1/public/lead-lists/${listId}/prospect-search/preview`, {
      data: { filters: { job_level: ["director"] }, page_size: 5, auto_enrich: false },
    });
    const preview = ProspectSearchPreview.parse(await res.json());
    await api.dispose();

    await signInThroughUi(page, "member@acme.test");
    await page.goto(
      `/prospecting?list=${listId}&job_level=director&page_size=5&enrich=0&preview=${preview.id}`,
    );
    await expect(page.getByText("You can look, but not run searches")).toBeVisible();
    await expect(runButton(page)).toBeDisabled();
    await expect(page.getByText(/needs the manager role/).first()).toBeVisible();
    await expect(results(page)).toBeVisible();
    await expect(results(page).locator("tbody tr")).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Import…" })).toBeDisabled();
  });
});
