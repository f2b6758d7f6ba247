import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../../../auth/tables";
import { connectedAccounts, workspaceSendingDefaults } from "../../../connected-accounts";
import { phoneNumbers } from "../../../phone-numbers";
import { openTestDatabase, type TestDatabase } from "../../../testing/fresh-database";
import { campaignChannelAssignments, campaigns } from "../../tables";
import { loadSenders } from "../senders";

/**
 * Which account a step goes out from. A voice-only number assigned to a campaign's texts
 * (possible before assignments checked capabilities) never texts: the texts fall back to the
 * workspace's default number for texts, while the same number still places the campaign's calls.
 */
let database: TestDatabase;

const number = (id: string, sms: boolean, digits: string) => ({
  id: `pn_${id}`,
  workspaceId: "ws_s",
  connectedAccountId: id,
  number: `+1415555${digits}`,
  country: "US",
  voice: true,
  sms,
  source: "imported" as const,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.insert(workspaces).values({ id: "ws_s", slug: "senders", name: "Senders" });
  await db.insert(connectedAccounts).values([
    {
      id: "ca_voice",
      workspaceId: "ws_s",
      channel: "phone",
      address: "+14155550001",
      displayName: "Voice only",
      dailyLimit: 100,
    },
    {
      id: "ca_texts",
      workspaceId: "ws_s",
      channel: "phone",
      address: "+14155550002",
      displayName: "Texts",
      dailyLimit: 100,
    },
  ]);
  await db
    .insert(phoneNumbers)
    .values([number("ca_voice", false, "0001"), number("ca_texts", true, "0002")]);
  await db.insert(campaigns).values({ id: "cmp_s", workspaceId: "ws_s", name: "S", steps: [] });
  await db.insert(campaignChannelAssignments).values([
    { campaignId: "cmp_s", channel: "sms", accountId: "ca_voice" },
    { campaignId: "cmp_s", channel: "call", accountId: "ca_voice" },
  ]);
  await db
    .insert(workspaceSendingDefaults)
    .values({ workspaceId: "ws_s", channel: "sms", accountId: "ca_texts" });
});
afterAll(() => database.close());

describe("the account a step sends from", () => {
  it("texts from a number that can text, never from a voice-only one assigned to texts", async () => {
    const senders = await loadSenders(database.db, {
      campaigns: [{ id: "cmp_s", workspaceId: "ws_s" }],
      needsAgent: new Set(),
      now: sql`now()`,
    });
    for (const lead of ["lead_a", "lead_b", "lead_c", "lead_d"]) {
      expect(senders.account("cmp_s", "ws_s", "sms", lead)).toBe("ca_texts");
      expect(senders.account("cmp_s", "ws_s", "call", lead)).toBe("ca_voice");
    }
  });
});
