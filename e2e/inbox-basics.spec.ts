import type { APIRequestContext, Page } from "@playwright/test";
import { cursorEnvelope } from "@/contract/envelopes";
import { Conversation, ConversationDetail } from "@/contract/inbox";
import { axeViolations, newCampaign, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * The inbox's basics as a team uses them: search, the channel and "handled by" filters in the
 * address, marking a conversation unread with the navigation's count, the preview of an unread
 * reply, and a meeting with its length and link; by keyboard, at 1024 and 1440 pixels wide,
 * with no sideways scroll. Each test starts its own conversation through the API.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/**
 * A new lead of its own (made by a draft campaign's trigger, with an address nobody else has)
 * and its new conversation, whose first message holds `word`: no other test writes to it.
 */
async function conversationWith(word: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const campaign = await newCampaign(api, { name: `E2E inbox ${stamp}` });
  const triggered = await api.post(`/api/v1/public/campaigns/${campaign.id}/trigger`, {
    data: { email: `inbox-${stamp}@e2e-inbox.example`, first_name: "Robin", last_name: stamp },
  });
  expect(triggered.status(), await triggered.text()).toBe(200);
  const { lead_id: leadId } = (await triggered.json()) as { lead_id: string };
  const sent = await api.post(`/api/v1/public/leads/${leadId}/messages`, {
    data: { channel: "email", subject: "Hello", body: `A note about ${word}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const found = cursorEnvelope(Conversation).parse(
    await (await api.get(`/api/v1/public/conversations?lead_id=${leadId}`)).json(),
  );
  return found.items[0]!;
}

/** A conversation in which the lead has written (the seeded campaigns' simulated replies). */
async function conversationWithReply() {
  let cursor: string | null = null;
  do {
    const page = cursorEnvelope(Conversation).parse(
      await (
        await api.get(
          `/api/v1/public/conversations?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        )
      ).json(),
    );
    // Unread, or last written by the lead: either way the lead has written. One thread read.
    const c = page.items.find((i) => i.unread_count > 0 || i.last_direction === "inbound");
    if (c) {
      const thread = ConversationDetail.parse(
        await (await api.get(`/api/v1/public/conversations/${c.id}`)).json(),
      );
      const replies = thread.messages.filter((m) => m.direction === "inbound");
      return { conversation: c, reply: replies.at(-1)! };
    }
    cursor = page.next_cursor;
  } while (cursor);
  throw new Error("the seed has no conversation with a reply");
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" });

test.describe("inbox basics", () => {
  for (const size of SIZES) {
    test(`searches and filters by channel and by who handles it, in the address (${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const word = `quartz${Date.now().toString(36)}${size.width}`;
      const conversation = await conversationWith(word);
      await page.goto("/inbox");
      await expect(conversations(page).getByRole("link").first()).toBeVisible();

      // Search by keyboard: the field, a word of the message; the address holds it.
      const search = page.getByRole("searchbox", { name: "Search conversations" });
      await search.focus();
      await page.keyboard.type(word.slice(0, -3)); // the start of the word is enough
      await expect(page).toHaveURL(new RegExp(`[?&]q=${word.slice(0, -3)}`));
      await expect(conversations(page).getByRole("link")).toHaveCount(1);
      await expect(conversations(page)).toContainText(conversation.lead_name);

      // Its only messages are emails: not under text messages, found under email.
      await page.getByLabel("Channel").selectOption({ label: "Text message" });
      await expect(page).toHaveURL(/[?&]channel=sms/);
      await expect(page.getByText("No conversation matches")).toBeVisible();
      await page.getByLabel("Channel").selectOption({ label: "Email" });
      await expect(conversations(page).getByRole("link")).toHaveCount(1);

      // Nobody has answered it from the inbox yet; then I do, and it is mine.
      await page.getByLabel("Handled by").selectOption({ label: "Not answered yet" });
      await expect(page).toHaveURL(/[?&]owner=none/);
      await expect(conversations(page).getByRole("link")).toHaveCount(1);
      await conversations(page).getByRole("link").first().click();
      const reply = page.getByRole("form", { name: "Reply" });
      await reply.getByLabel("Channel").selectOption({ label: "Email" });
      await reply.getByLabel("Message").fill(`Following up on ${word}`);
      await reply.getByRole("button", { name: "Send" }).click();
      await expect(reply.getByRole("status")).toContainText("Sent by email");
      await page.getByLabel("Handled by").selectOption({ label: "Mine" });
      await expect(conversations(page).getByRole("link")).toHaveCount(1);
      await expect(conversations(page)).toContainText("Handled by");

      // The whole view is a link: a reload shows the same.
      await page.reload();
      await expect(search).toHaveValue(word.slice(0, -3));
      await expect(page.getByLabel("Channel")).toHaveValue("email");
      await expect(conversations(page).getByRole("link")).toHaveCount(1);
      // Nothing for a word nobody wrote, said plainly.
      await search.fill(`${word}zzz`);
      await expect(page.getByText("No conversation matches")).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("marks a conversation unread: it closes, shows the reply as its preview, and the navigation counts it", async ({
    page,
  }) => {
    await page.setViewportSize(SIZES[1]);
    const { conversation, reply } = await conversationWithReply();
    expect((await api.post(`/api/v1/public/conversations/${conversation.id}/read`)).status()).toBe(
      200,
    );
    // Our own message after the reply: the preview must still show what the lead wrote.
    const lead = conversation.lead_id;
    const ours = await api.post(`/api/v1/public/leads/${lead}/messages`, {
      data: { channel: "email", body: `Our follow-up ${Date.now()}` },
    });
    expect([201, 422]).toContain(ours.status());

    await page.goto(`/inbox?conversation=${conversation.id}`);
    const mark = page.getByRole("button", { name: "Mark unread" });
    await mark.focus();
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/conversation=/);
    const item = conversations(page).locator(`[data-conversation-id="${conversation.id}"]`);
    await expect(item).toBeFocused();
    await expect(item).toContainText("unread");
    await expect(item).toContainText(reply.body.replace(/\s+/g, " ").trim().slice(0, 40));
    await expect(item).not.toContainText("You: ");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(
      nav.getByRole("link", { name: /^Inbox\s*,\s*\d+ unread conversations?$/ }),
    ).toBeVisible();
    const summary = (await (await api.get("/api/v1/public/inbox/summary")).json()) as {
      unread_conversations: number;
    };
    expect(summary.unread_conversations).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("books a meeting with its length and link by keyboard at 1024 px; the thread shows both", async ({
    page,
  }) => {
    await page.setViewportSize(SIZES[0]);
    const conversation = await conversationWith(`meet${Date.now().toString(36)}`);
    await page.goto(`/inbox?conversation=${conversation.id}`);
    await expect(page.getByRole("heading", { name: conversation.lead_name })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Every action of the thread is on screen, none cut off at the right edge.
    const book = page.getByRole("button", { name: "Book meeting…" });
    for (const action of [book, page.getByRole("button", { name: "Send" })]) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(SIZES[0].width);
    }

    await book.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", {
      name: `Book a meeting with ${conversation.lead_name}`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText(/webhook|meeting\.booked|endpoint/i);
    await dialog.getByLabel("Length").selectOption({ label: "45 minutes" });
    const link = dialog.getByLabel("Meeting link (optional)");
    await link.fill("http://meet.example.com/abc");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("must be a full https address")).toBeVisible();
    await link.fill("https://meet.example.com/abc-defg-hij");
    await dialog.getByRole("button", { name: "Book meeting" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();

    const meetings = page.getByRole("list", { name: "Meetings with the lead" });
    const booked = meetings.getByRole("listitem").filter({ hasText: "45 minutes" });
    await expect(booked).toBeVisible();
    await expect(booked.getByRole("link", { name: /Join meeting/ })).toHaveAttribute(
      "href",
      "https://meet.example.com/abc-defg-hij",
    );
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
