import type { APIRequestContext, Page } from "@playwright/test";
import { CopilotSession } from "@/contract/copilot";
import { axeViolations, platformApi } from "./campaigns-page";
import { expect, signInThroughUi, test } from "./fixtures";

/**
 * The copilot panel against the real platform: an answer read as it streams through the
 * console's proxy, charged once, kept in a conversation that can be opened again.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

async function balance(): Promise<number> {
  const res = await api.get("/api/v1/public/analytics/credits?limit=1");
  return ((await res.json()) as { balance: number }).balance;
}

const panel = (page: Page) => page.getByRole("dialog", { name: "Copilot" });
const log = (page: Page) =>
  panel(page).getByRole("log", { name: "Conversation with the assistant" });

test.describe("copilot", () => {
  test("answers as it streams, charges one AI step, and keeps the conversation", async ({
    page,
  }) => {
    await page.goto("/lead-lists");
    const opener = page.getByRole("button", { name: "Copilot" });
    await opener.click();
    await expect(panel(page)).toBeVisible();

    const before = await balance();
    const lists = (await (await api.get("/api/v1/public/lead-lists?per_page=1")).json()) as {
      total: number;
    };
    const listed = `The workspace has ${lists.total.toLocaleString("en-US")} lead lists`;
    await panel(page).getByLabel("Your question").fill("Which lead lists do I have?");
    await panel(page).getByRole("button", { name: "Ask" }).click();
    // Part of the answer shows while the rest is still on its way.
    const writing = log(page).locator('[aria-busy="true"]');
    await expect(writing).toContainText(/[A-Za-z]{3}/);
    await expect(writing).toHaveCount(0, { timeout: 30_000 });
    await expect(log(page)).toContainText(listed);
    await expect(panel(page).getByLabel("Your question")).toHaveValue("");
    expect(await balance()).toBe(before - 2);

    // The conversation is kept: its id is the select's value, and the platform has it for the
    // member who started it, read through the console as them; it is theirs alone, so the
    // workspace's server-held key is not shown it.
    const threadId = await panel(page).getByRole("combobox", { name: "Conversation" }).inputValue();
    expect(threadId).toMatch(/^thr_/);
    const own = await page.request.get(`/api/public/copilot/sessions/${threadId}`);
    expect(own.status(), await own.text()).toBe(200);
    const session = CopilotSession.parse(await own.json());
    expect(session.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect((await api.get(`/api/v1/public/copilot/sessions/${threadId}`)).status()).toBe(404);

    // A new conversation, then back to the first.
    await panel(page)
      .getByRole("combobox", { name: "Conversation" })
      .selectOption({ label: "New conversation" });
    await expect(log(page)).not.toContainText(listed);
    await panel(page).getByRole("combobox", { name: "Conversation" }).selectOption(threadId);
    await expect(log(page)).toContainText(listed);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("is told why asking needs the manager role", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    await page.getByRole("button", { name: "Copilot" }).click();
    await expect(panel(page)).toContainText(/needs the manager role\. Your role is Member\./);
    await expect(panel(page).getByLabel("Your question")).toHaveCount(0);
  });
});
