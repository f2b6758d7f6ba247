import { type APIRequestContext, type Page, request } from "@playwright/test";
import { axeViolations } from "./campaigns-page";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

/**
 * "Why so few?": a search that finds fewer than a page says, for each filter, how many would
 * match without it (one count request with its breakdown, never one per filter), and loosens
 * a filter in one click; the job-title switch compares titles as people write them.
 */
const COUNT_POST = /\/api\/public\/prospect-search\/count$/;

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

/** The platform's own live count of a search. */
async function total(filters: Record<string, unknown>): Promise<number> {
  const res = await api.post("/api/v1/public/prospect-search/count", { data: { filters } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { total_matches: number }).total_matches;
}

function breakdownRequests(page: Page) {
  const seen: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() !== "POST" || !COUNT_POST.test(new URL(req.url()).pathname)) return;
    const body = JSON.parse(req.postData() ?? "{}") as { breakdown?: boolean; filters: unknown };
    if (body.breakdown) seen.push(body.filters);
  });
  return seen;
}

const matches = (n: number) => `≈ ${n.toLocaleString("en-US")} match${n === 1 ? "" : "es"}`;

test.describe("why so few", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a narrow search shows what each filter costs, and one click loosens it", async ({
    page,
  }) => {
    const vps = await total({ job_level: ["vp"] });
    const similar = await total({ job_title: ["VP Sales"], job_level: ["vp"] });
    expect(await total({ job_title: ["VP Sales"], job_title_mode: "exact" })).toBe(0);
    expect(vps).toBeGreaterThan(similar);
    const asked = breakdownRequests(page);

    await page.goto("/prospecting?job_title=VP%20Sales&job_title_mode=exact&job_level=vp");
    await expect(page.getByTestId("live-count")).toHaveText(matches(0));
    const panel = page.getByRole("region", { name: /No prospects match/ });
    await expect(panel).toBeVisible();
    const titleRow = panel.getByRole("listitem").filter({ hasText: "Job title: VP Sales" });
    await expect(titleRow).toContainText(`${vps.toLocaleString("en-US")} without it`);
    const modeRow = panel
      .getByRole("listitem")
      .filter({ hasText: "Job titles exactly as written" });
    await expect(modeRow).toContainText(`${similar.toLocaleString("en-US")} without it`);
    // Removing the level alone still finds no exact "VP Sales": said, not offered.
    await expect(panel).toContainText("Loosening Job level: VP alone would find no more.");
    expect(await axeViolations(page)).toEqual([]);
    // One request answered every filter.
    expect(asked).toEqual([
      { job_title: ["VP Sales"], job_title_mode: "exact", job_level: ["vp"] },
    ]);

    const titleSwitch = page.getByRole("switch", { name: "Include similar titles" });
    await expect(titleSwitch).toHaveAttribute("aria-checked", "false");
    await modeRow.getByRole("button", { name: /^Include similar titles/ }).click();
    await expect(titleSwitch).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("live-count")).toHaveText(matches(similar));
    await expect(page).not.toHaveURL(/job_title_mode/);

    // The switch itself: off again, back to none.
    await titleSwitch.click();
    await expect(page.getByTestId("live-count")).toHaveText(matches(0));
    await expect(page).toHaveURL(/job_title_mode=exact/);

    // Removing the title in one click leaves every VP.
    await panel
      .getByRole("listitem")
      .filter({ hasText: "Job title: VP Sales" })
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(page.getByTestId("live-count")).toHaveText(matches(vps));
    await expect(page).not.toHaveURL(/job_title=/);
    if (vps >= 25) await expect(page.getByTestId("why-so-few")).toBeHidden();
  });
});
