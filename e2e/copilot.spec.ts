import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { CopilotSession } from "@/contract/copilot";
import { LeadList } from "@/contract/lead-lists";
import { axeViolations, platformApi } from "./campaigns-page";
import { CreditLedger } from "./credit-ledger";
import { expect, signInThroughUi, test } from "./fixtures";
import { sidewaysOverflow } from "./prospecting-page";

/**
 * The copilot side panel against the real platform: beside the page (which stays usable), an
 * answer read as it streams through the console's proxy and followed to the newest words,
 * charged once, kept in a conversation, with links to the records it names; keyboard and axe in
 * its open and answered states, at 1440×900 and 1024×768.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

async function newList(name: string) {
  const res = await api.post("/api/v1/public/lead-lists", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return LeadList.parse(await res.json());
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Copilot" });
const opener = (page: Page) => page.getByRole("button", { name: "Copilot", exact: true });
const log = (page: Page) =>
  panel(page).getByRole("log", { name: "Conversation with the assistant" });
const question = (page: Page) => panel(page).getByLabel("Your question");

/** Asks and waits for the whole answer. */
async function ask(page: Page, text: string) {
  const answers = log(page).getByTestId("copilot-answer");
  const before = await answers.count();
  await question(page).fill(text);
  await question(page).press("Enter");
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(log(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  return answers.last();
}

/** How far the log is from showing its newest line, in pixels (0: at the bottom). */
const distanceFromBottom = (region: Locator) =>
  region.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter((v) => /\((serious|critical)\)/.test(v));
}

test.describe("copilot", () => {
  // Each answer streams word by word, and a test asks several.
  test.slow();
  test("at 1440×900 sits beside the page, streams, links what it names, and keeps the conversation", async ({
    page,
  }) => {
    const list = await newList(`Copilot links ${Date.now()}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/lead-lists");
    await expect(panel(page)).toBeHidden();
    await opener(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
    // The focus moves into the panel, to the question box.
    await expect(question(page)).toBeFocused();
    // Beside the page, not over it: the page's column ends where the panel begins.
    const main = await page.locator("main").boundingBox();
    const side = await panel(page).boundingBox();
    expect(main!.x + main!.width).toBeLessThanOrEqual(side!.x + 1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const ledger = new CreditLedger(api);
    const before = await ledger.mark();
    await question(page).fill("Which lead lists do I have?");
    await panel(page).getByRole("button", { name: "Ask" }).click();
    // Part of the answer shows while the rest is still on its way.
    const writing = log(page).locator('[aria-busy="true"]');
    await expect(writing).toContainText(/[A-Za-z]{3}/);
    await expect(writing).toHaveCount(0, { timeout: 30_000 });
    const answer = log(page).getByTestId("copilot-answer").last();
    await expect(answer).toContainText(`- ${list.name}: 0 leads`);
    await expect(question(page)).toHaveValue("");
    const charged = await ledger.since(before, ["copilot_answer"]);
    expect(charged.map((entry) => entry.amount)).toEqual([-2]);
    expect(await seriousViolations(page)).toEqual([]);

    // The conversation is kept: its id is the select's value, and the platform has it for the
    // member who started it, with the answer's links; it is theirs alone, so the workspace's
    // server-held key is not shown it.
    const threadId = await panel(page).getByRole("combobox", { name: "Conversation" }).inputValue();
    expect(threadId).toMatch(/^thr_/);
    const own = await page.request.get(`/api/public/copilot/sessions/${threadId}`);
    expect(own.status(), await own.text()).toBe(200);
    const session = CopilotSession.parse(await own.json());
    expect(session.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(session.messages[1]!.links).toContainEqual({
      kind: "lead_list",
      id: list.id,
      label: list.name,
    });
    expect((await api.get(`/api/v1/public/copilot/sessions/${threadId}`)).status()).toBe(404);

    // The list the answer names is a link to its page; the panel stays open beside it, with the
    // conversation, and the page under it works.
    const named = answer.getByRole("list", { name: "Named in this answer" });
    await named.getByRole("link", { name: `Lead list: ${list.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/lead-lists/${list.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: list.name })).toBeVisible();
    await expect(panel(page)).toBeVisible();
    await expect(log(page)).toContainText(`- ${list.name}: 0 leads`);
    // Another page through the navigation, with the panel still open.
    await page.getByRole("navigation").getByRole("link", { name: "Campaigns" }).first().click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(panel(page)).toBeVisible();

    // A new conversation, then back to the first.
    const conversation = panel(page).getByRole("combobox", { name: "Conversation" });
    await conversation.selectOption({ label: "New conversation" });
    await expect(log(page)).not.toContainText(list.name);
    await conversation.selectOption(threadId);
    await expect(log(page)).toContainText(`- ${list.name}: 0 leads`);

    // Escape closes it and gives the focus back to its button; a reload keeps it as it was.
    await question(page).focus();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await page.reload();
    await expect(opener(page)).toBeVisible();
    await expect(panel(page)).toBeHidden();
  });

  test("at 1024×768 lies over the page's edge without trapping it, and follows the newest words", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/lead-lists");
    await opener(page).click();
    await expect(question(page)).toBeFocused();
    expect(await sidewaysOverflow(page)).toEqual([]);

    // No focus trap: Shift+Tab from its first control goes back to the page.
    await panel(page).getByRole("button", { name: "Close the copilot" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(
      await page.evaluate(() => {
        const active = document.activeElement;
        const side = document.getElementById("copilot-panel");
        return active !== document.body && !side?.contains(active);
      }),
    ).toBe(true);
    // And the page beside it still takes clicks: the navigation works with the panel open.
    await page.getByRole("navigation").getByRole("link", { name: "Campaigns" }).first().click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(panel(page)).toBeVisible();

    // Answers longer than the panel: each time, the view ends on the newest line.
    for (const text of [
      "What does each action cost?",
      "Which lead lists do I have?",
      "How are my campaigns doing?",
    ]) {
      await ask(page, text);
      expect(await distanceFromBottom(log(page))).toBeLessThanOrEqual(2);
    }
    expect(await log(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The log takes the keyboard's focus and scrolls with it.
    await log(page).focus();
    await expect(log(page)).toBeFocused();
    await page.keyboard.press("Home");
    await expect.poll(() => log(page).evaluate((el) => el.scrollTop)).toBeLessThan(5);

    // Scrolled up to read while an answer streams: the view stays where the reader put it.
    await question(page).fill("What does each action cost?");
    await question(page).press("Enter");
    await expect(log(page).locator('[aria-busy="true"]')).toContainText(/[A-Za-z]{3}/);
    await log(page).evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event("scroll"));
    });
    await expect(log(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    expect(await log(page).evaluate((el) => el.scrollTop)).toBeLessThan(5);

    // The close button closes it and the focus goes back to its button.
    await panel(page).getByRole("button", { name: "Close the copilot" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    // Reopened by keyboard: the conversation is still there, focus in the question box.
    await page.keyboard.press("Enter");
    await expect(question(page)).toBeFocused();
    await expect(log(page).getByTestId("copilot-answer")).toHaveCount(4);
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("is told why asking needs the manager role", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    await opener(page).click();
    await expect(panel(page)).toContainText(/needs the manager role\. You are a member\./);
    await expect(question(page)).toHaveCount(0);
    // With no question box, the focus goes to the panel's title.
    await expect(panel(page).getByRole("heading", { name: "Copilot" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
