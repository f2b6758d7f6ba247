import type { APIRequestContext, Page } from "@playwright/test";
import { ConnectedAccountListItem } from "@/contract/connected-accounts";
import { cursorEnvelope, offsetEnvelope } from "@/contract/envelopes";
import { Conversation, Meeting } from "@/contract/inbox";
import { Lead } from "@/contract/lead-lists";
import { axeViolations, platformApi } from "./campaigns-page";
import { expect, type PlatformClient, signInThroughUi, test } from "./fixtures";

/**
 * The inbox against the real platform: a lead's conversation opened by its address, a reply
 * sent from it (and charged), a meeting booked, the list's filters in the address, and what a
 * member may do.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

/**
 * A conversation with a lead who can be written to, started through the API. The seeded list's
 * leads have email addresses; leads imported by other specs without enrichment have none.
 */
async function startedConversation(
  platform: PlatformClient,
): Promise<{ conversation: Conversation; lead: Lead }> {
  const list = await platform.leadListNamed("Q4 enterprise targets");
  const leads = offsetEnvelope(Lead).parse(
    await (await api.get(`/api/v1/public/leads?lead_list_id=${list.id}&per_page=100`)).json(),
  );
  for (const lead of leads.items.filter((l) => l.email)) {
    const sent = await api.post(`/api/v1/public/leads/${lead.id}/messages`, {
      data: { channel: "email", subject: "Hello", body: `Opening line ${Date.now()}` },
    });
    // On the do-not-contact list since another spec: the next one.
    if (sent.status() === 422) continue;
    expect(sent.status(), await sent.text()).toBe(201);
    const found = cursorEnvelope(Conversation).parse(
      await (await api.get(`/api/v1/public/conversations?lead_id=${lead.id}`)).json(),
    );
    return { conversation: found.items[0]!, lead };
  }
  throw new Error("no lead could be written to");
}

async function meetingCount(leadId: string): Promise<number> {
  const res = await api.get(`/api/v1/public/leads/${leadId}/meetings`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** A lead of the seeded finished campaign whom its AI agent booked a meeting with on a call. */
async function leadWithCampaignMeeting(
  platform: PlatformClient,
): Promise<{ lead: Lead; campaignId: string }> {
  const list = await platform.leadListNamed("EMEA fintech");
  const leads = offsetEnvelope(Lead).parse(
    await (await api.get(`/api/v1/public/leads?lead_list_id=${list.id}&per_page=100`)).json(),
  );
  for (const lead of leads.items) {
    const meetings = offsetEnvelope(Meeting).parse(
      await (await api.get(`/api/v1/public/leads/${lead.id}/meetings`)).json(),
    );
    const agents = meetings.items.find((m) => m.booked_via === "voice_agent" && m.campaign_id);
    if (agents) return { lead, campaignId: agents.campaign_id! };
  }
  throw new Error("the seeded finished campaign booked no meeting");
}

const thread = (page: Page) => page.getByRole("list", { name: "Messages" });

test.describe("inbox", () => {
  test("opens a conversation by its address and replies by text message", async ({
    page,
    platform,
  }) => {
    const { conversation } = await startedConversation(platform);
    await page.goto(`/inbox?conversation=${conversation.id}`);
    await expect(page.getByRole("heading", { name: conversation.lead_name })).toBeVisible();
    await expect(thread(page).getByText(/^Opening line /)).toBeVisible();

    // A text message, with its cost said before it goes.
    const reply = page.getByRole("form", { name: "Reply" });
    await reply.getByLabel("Channel").selectOption({ label: "Text message" });
    await expect(reply).toContainText("Costs 2 credits");
    await expect(reply.getByLabel("Subject")).toBeHidden();
    await reply.getByRole("button", { name: "Send" }).click();
    await expect(reply.getByText("Write the message.")).toBeVisible();
    const text = `Are you free this week? ${Date.now()}`;
    await reply.getByLabel("Message").fill(text);
    await reply.getByRole("button", { name: "Send" }).click();
    // The owner may list the accounts: the workspace's default number sent it, named.
    await expect(reply.getByRole("status")).toHaveText("Sent by text message from Acme main line.");
    await expect(thread(page).getByText(text)).toBeVisible();
    await expect(reply.getByLabel("Message")).toHaveValue("");

    const sent = await api.get(`/api/v1/public/conversations/${conversation.id}`);
    const messages = (
      (await sent.json()) as {
        messages: { body: string; channel: string; sent_by: { name: string } | null }[];
      }
    ).messages;
    const mine = messages.find((m) => m.body === text);
    expect(mine?.channel).toBe("sms");
    expect(mine?.sent_by).not.toBeNull();

    expect(await axeViolations(page)).toEqual([]);
  });

  test("replies from a chosen account of the channel, and shows the lead and its list beside the thread", async ({
    page,
    platform,
  }) => {
    const { conversation, lead } = await startedConversation(platform);
    const accounts = offsetEnvelope(ConnectedAccountListItem).parse(
      await (await api.get("/api/v1/public/connected-accounts?channel=email")).json(),
    ).items;
    const [first, second] = accounts;
    await page.goto(`/inbox?conversation=${conversation.id}`);

    // The lead beside the thread: who, how reached, its list.
    const panel = page.getByRole("complementary", { name: "Lead" });
    await expect(panel).toContainText(lead.email!);
    await expect(panel).toContainText(lead.company_name);
    await expect(panel).toContainText(lead.job_title);
    const list = await platform.leadListNamed("Q4 enterprise targets");
    await expect(panel.getByRole("link", { name: list.name })).toHaveAttribute(
      "href",
      `/lead-lists/${list.id}`,
    );

    // An email from the second mailbox; the default is named as the first choice.
    const reply = page.getByRole("form", { name: "Reply" });
    await reply.getByLabel("Channel").selectOption({ label: "Email" });
    const from = reply.getByLabel("From");
    await expect(from.locator("option").first()).toHaveText(
      `Workspace default: ${first!.display_name} (${first!.address})`,
    );
    await from.selectOption({ label: `${second!.display_name} (${second!.address})` });
    const text = `From the other mailbox ${Date.now()}`;
    await reply.getByLabel("Message").fill(text);
    await reply.getByRole("button", { name: "Send" }).click();
    await expect(reply.getByRole("status")).toHaveText(
      `Sent by email from ${second!.display_name}.`,
    );
    const sent = (
      (await (await api.get(`/api/v1/public/conversations/${conversation.id}`)).json()) as {
        messages: { body: string; account_id: string | null }[];
      }
    ).messages.find((m) => m.body === text);
    expect(sent?.account_id).toBe(second!.id);
    await expect(thread(page).getByRole("article").filter({ hasText: text })).toContainText(
      `from ${second!.display_name}`,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("books a meeting for no campaign where the AI agent already booked the lead's campaign", async ({
    page,
    platform,
  }) => {
    const { lead, campaignId } = await leadWithCampaignMeeting(platform);
    const found = cursorEnvelope(Conversation).parse(
      await (await api.get(`/api/v1/public/conversations?lead_id=${lead.id}`)).json(),
    );
    const conversation = found.items[0]!;
    expect(conversation.campaign_ids).toContain(campaignId);
    await page.goto(`/inbox?conversation=${conversation.id}`);
    const panel = page.getByRole("complementary", { name: "Lead" });
    const meetings = panel.getByRole("list", { name: "Meetings of the lead" });
    await expect(meetings.getByRole("listitem")).toHaveCount(await meetingCount(lead.id));
    await expect(meetings).toContainText("EMEA fintech pilot · Booked by the AI agent on a call");

    // The campaign the lead has a meeting for is shown, not choosable; none is chosen.
    const book = page.getByRole("button", { name: "Book meeting…" });
    await book.click();
    const dialog = page.getByRole("dialog", {
      name: `Book a meeting with ${conversation.lead_name}`,
    });
    const campaign = dialog.getByLabel("For campaign");
    await expect(campaign).toHaveValue("");
    await expect(
      campaign.locator("option", { hasText: "EMEA fintech pilot (a meeting is booked)" }),
    ).toBeDisabled();
    const before = await meetingCount(lead.id);
    await dialog.getByRole("button", { name: "Book meeting" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Meeting booked for /)).toBeVisible();
    await expect(book).toBeFocused();
    await expect(meetings.getByRole("listitem")).toHaveCount(before + 1);
    await expect(meetings.getByRole("listitem").first()).toContainText(
      "No campaign · Booked by an operator",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the list's filter lives in the address, and a conversation opens from the list", async ({
    page,
    platform,
  }) => {
    await startedConversation(platform);
    await page.goto("/inbox");
    const list = page.getByRole("list", { name: "Conversations" });
    await expect(list.getByRole("link").first()).toBeVisible();
    await page.getByLabel("Show").selectOption({ label: "Unread only" });
    await expect(page).toHaveURL(/[?&]show=unread/);
    await page.goBack();
    await expect(page).not.toHaveURL(/show=/);
    await list.getByRole("link").first().click();
    await expect(page).toHaveURL(/[?&]conversation=/);
    await expect(list.locator('[aria-current="true"]')).toHaveCount(1);
  });
});

test.describe("as a manager", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("replies from the workspace's default account, and is told so", async ({
    page,
    platform,
  }) => {
    const { conversation } = await startedConversation(platform);
    await signInThroughUi(page, "manager@acme.test");
    await page.goto(`/inbox?conversation=${conversation.id}`);
    const reply = page.getByRole("form", { name: "Reply" });
    await reply.getByLabel("Channel").selectOption({ label: "Email" });
    await expect(
      reply.getByText("Sends from the workspace's default mailbox account."),
    ).toBeVisible();
    await expect(reply.getByLabel("From")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Lead" })).toBeVisible();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("reads a conversation and is told why it cannot reply", async ({ page, platform }) => {
    const { conversation } = await startedConversation(platform);
    await signInThroughUi(page, "member@acme.test");
    await page.goto(`/inbox?conversation=${conversation.id}`);
    await expect(page.getByRole("heading", { name: conversation.lead_name })).toBeVisible();
    await expect(page.getByText(/needs the manager role\. You are a member\./)).toBeVisible();
    await expect(page.getByRole("form", { name: "Reply" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Book meeting…" })).toHaveCount(0);
  });
});
