import { describe, expect, it } from "vitest";
import { AssignmentsRow } from "./channel-assignments";

const account = {
  id: "acct_1",
  channel: "email",
  address: "sales@acme.test",
  display_name: "Acme Sales",
  status: "connected",
  daily_limit: 200,
  created_at: "2025-01-01T00:00:00Z",
  capabilities: null,
};

/** What every member may read: which channels have an account, without the accounts. */
const summary = {
  campaign_id: "cmp_1",
  channels: [
    { channel: "email", assigned: true },
    { channel: "call", assigned: false },
  ],
};

describe("a campaign's assignments as the console reads them", () => {
  it("keeps the accounts of the admin's form", () => {
    expect(
      AssignmentsRow.parse({
        ...summary,
        assignments: [{ channel: "email", account_id: "acct_1", account }],
      }),
    ).toEqual({
      campaign_id: "cmp_1",
      assignedChannels: ["email"],
      assignments: [{ channel: "email", account_id: "acct_1", account }],
    });
  });

  it("reads the summary below admin as channels without accounts", () => {
    expect(AssignmentsRow.parse(summary)).toEqual({
      campaign_id: "cmp_1",
      assignedChannels: ["email"],
      assignments: null,
    });
  });

  it("derives the assigned channels from an upstream that sends only the accounts", () => {
    expect(
      AssignmentsRow.parse({
        campaign_id: "cmp_1",
        assignments: [
          { channel: "email", account_id: "acct_1", account },
          { channel: "email", account_id: "acct_2", account: { ...account, id: "acct_2" } },
        ],
      }).assignedChannels,
    ).toEqual(["email"]);
    expect(AssignmentsRow.safeParse({ campaign_id: "cmp_1" }).success).toBe(false);
  });
});
