import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Campaign } from "../../../../contract/campaigns";
import { LaunchReadiness } from "../../../../contract/launch-readiness";
import { grantCredits } from "../../../credits/credits";
import { sqlRows } from "../../../db/sql-rows";
import { randomBase62 } from "../../../ids";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { testEngine } from "../../engine/scenarios/test-support";

/**
 * Managers launch: a campaign without accounts of its own sends from the workspace's default
 * sending accounts, which an admin sets once. The launch readiness says every reason a launch
 * would be refused and what a manager can do, the refused launch says the same sentences, and
 * the engine sends from the accounts the readiness named. Over real HTTP, with each role's key.
 */
let t: TestPlatform;
let admin: string;
let manager: string;
let acme: string;
const P = "/api/v1/public";
/** The seeded accounts: the first mailbox and the main line. */
let mailbox: string;
let phone: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { status: number; body: any };

async function call(method: string, path: string, body?: unknown, key = manager): Promise<Answer> {
  t.clock.advance(61_000);
  const res = await t.request(method, `${P}${path}`, { key, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A draft with an email step and a call step, and `leads` new leads of its own enrolled. */
async function draftWithLeads(leads = 2) {
  const created = await call("POST", "/campaigns", {
    name: `Readiness ${randomBase62(6)}`,
    steps: [
      { channel: "email", wait_days: 0 },
      { channel: "call", wait_days: 0 },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const campaign = Campaign.parse(created.body);
  if (leads > 0) {
    const tag = randomBase62(8);
    const listId = `ll_r${tag}`;
    await t.db.execute(sql`insert into lead_lists (id, workspace_id, name, description)
      values (${listId}, ${acme}, ${`Readiness ${tag}`}, '')`);
    await t.db.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name, last_name,
        email, company_name)
      select 'lead_r' || ${tag} || '_' || g, ${acme}, ${listId}, 'Lead', 'No ' || g,
        'lead-' || g || '@' || ${`${tag.toLowerCase()}.example.com`},
        'Company'
      from generate_series(1, ${leads}) g`);
    const enrolled = await call("POST", `/campaigns/${campaign.id}/leads`, {
      lead_list_id: listId,
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
  }
  return campaign;
}

const setDefaults = (defaults: { channel: string; account_id: string }[]) =>
  call("PUT", "/connected-accounts/defaults", { defaults }, admin);

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  acme = await t.workspaceId("acme");
  await grantCredits(t.db, { workspaceId: acme, amount: 10_000, reason: "grant" });
  const defaults = await call("GET", "/connected-accounts/defaults", undefined, admin);
  mailbox = defaults.body.defaults.find(
    (d: { channel: string }) => d.channel === "email",
  ).account_id;
  phone = defaults.body.defaults.find((d: { channel: string }) => d.channel === "call").account_id;
});
afterAll(() => t.close());

const NO_EMAIL = {
  code: "no_account",
  channel: "email",
  message: "No account sends the campaign's email steps.",
  action:
    "Ask an admin to set a default email account in Connected accounts, or to assign an account to this campaign.",
};
const NO_CALL = {
  code: "no_account",
  channel: "call",
  message: "No account sends the campaign's call steps.",
  action:
    "Ask an admin to set a default phone number for calls in Connected accounts, or to assign an account to this campaign.",
};

describe("a manager's launch", () => {
  it("is refused while no account sends a channel, saying what to ask an admin for", async () => {
    expect((await setDefaults([])).status).toBe(200);
    const campaign = await draftWithLeads();
    const readiness = await call("GET", `/campaigns/${campaign.id}/launch-readiness`);
    expect(readiness).toEqual({
      status: 200,
      body: {
        campaign_id: campaign.id,
        can_launch: false,
        reasons: [NO_EMAIL, NO_CALL],
        channels: [
          { channel: "email", source: "none", ready: false },
          { channel: "call", source: "none", ready: false },
        ],
      },
    });
    LaunchReadiness.parse(readiness.body);
    const launch = await call("POST", `/campaigns/${campaign.id}/launch`);
    expect(launch).toEqual({
      status: 409,
      body: {
        detail:
          "No account sends the campaign's email steps. Ask an admin to set a default email account in Connected accounts, or to assign an account to this campaign. No account sends the campaign's call steps. Ask an admin to set a default phone number for calls in Connected accounts, or to assign an account to this campaign.",
      },
    });
  });

  it("succeeds once an admin set the defaults, and the engine sends from them", async () => {
    expect(
      (
        await setDefaults([
          { channel: "email", account_id: mailbox },
          { channel: "call", account_id: phone },
        ])
      ).status,
    ).toBe(200);
    const campaign = await draftWithLeads(3);
    const readiness = await call("GET", `/campaigns/${campaign.id}/launch-readiness`);
    expect(readiness.body).toEqual({
      campaign_id: campaign.id,
      can_launch: true,
      reasons: [],
      channels: [
        { channel: "email", source: "workspace_default", ready: true },
        { channel: "call", source: "workspace_default", ready: true },
      ],
    });
    const launch = await call("POST", `/campaigns/${campaign.id}/launch`);
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect(launch.body.status).toBe("active");

    const engine = testEngine(t.db);
    for (let i = 0; i < 20 && (await engine.tick()) > 0; i++) {}
    const sent = await sqlRows<{ account_id: string }>(
      t.db,
      sql`select account_id from messages where campaign_id = ${campaign.id}
        and direction = 'outbound'
        union all select account_id from calls where campaign_id = ${campaign.id}`,
    );
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sent.map((s) => s.account_id))).toEqual(
      new Set(sent.length > 3 ? [mailbox, phone] : [mailbox]),
    );
    // The default mailbox counts them against its day.
    const account = await call("GET", `/connected-accounts/${mailbox}`, undefined, admin);
    expect(account.body.sent_today).toBeGreaterThanOrEqual(3);
  });

  it("says so when the only account of a channel is paused, and launches once it is resumed", async () => {
    const campaign = await draftWithLeads();
    await call("PATCH", `/connected-accounts/${mailbox}`, { status: "paused" }, admin);
    try {
      const readiness = await call("GET", `/campaigns/${campaign.id}/launch-readiness`);
      expect(readiness.body.reasons).toEqual([
        {
          code: "account_paused",
          channel: "email",
          message: "The workspace's default account for email steps is paused.",
          action:
            "Ask an admin to resume it in Connected accounts, or to assign an account that is not paused.",
        },
      ]);
      expect(readiness.body.channels[0]).toEqual({
        channel: "email",
        source: "workspace_default",
        ready: false,
      });
      const launch = await call("POST", `/campaigns/${campaign.id}/launch`);
      expect(launch).toEqual({
        status: 409,
        body: {
          detail:
            "The workspace's default account for email steps is paused. Ask an admin to resume it in Connected accounts, or to assign an account that is not paused.",
        },
      });
    } finally {
      await call("PATCH", `/connected-accounts/${mailbox}`, { status: "connected" }, admin);
    }
    expect((await call("POST", `/campaigns/${campaign.id}/launch`)).status).toBe(200);
  });

  it("prefers the campaign's own assignment to the default", async () => {
    const own = await call(
      "POST",
      "/connected-accounts",
      {
        channel: "email",
        address: `own-${randomBase62(6).toLowerCase()}@acme.test`,
        display_name: "Own",
        daily_limit: 50,
      },
      admin,
    );
    const campaign = await draftWithLeads();
    const assigned = await call(
      "PUT",
      `/campaigns/${campaign.id}/channel-assignments`,
      { assignments: [{ channel: "email", account_id: own.body.id }] },
      admin,
    );
    expect(assigned.status).toBe(200);
    const readiness = await call("GET", `/campaigns/${campaign.id}/launch-readiness`);
    expect(readiness.body.channels).toEqual([
      { channel: "email", source: "campaign", ready: true },
      { channel: "call", source: "workspace_default", ready: true },
    ]);
    // Its own account paused: the default does not take over; the campaign waits for it.
    await call("PATCH", `/connected-accounts/${own.body.id}`, { status: "paused" }, admin);
    const paused = await call("GET", `/campaigns/${campaign.id}/launch-readiness`);
    expect(paused.body.reasons).toEqual([
      {
        code: "account_paused",
        channel: "email",
        message: "Every account assigned to the campaign's email steps is paused.",
        action:
          "Ask an admin to resume it in Connected accounts, or to assign an account that is not paused.",
      },
    ]);
  });

  it("lists every reason of an empty draft, and says a running campaign cannot launch", async () => {
    const empty = await call("POST", "/campaigns", { name: "Empty", steps: [] });
    const readiness = await call("GET", `/campaigns/${empty.body.id}/launch-readiness`);
    expect(readiness.body).toEqual({
      campaign_id: empty.body.id,
      can_launch: false,
      reasons: [
        {
          code: "no_steps",
          channel: null,
          message: "The campaign has no steps.",
          action: "Add at least one step before launching it.",
        },
        {
          code: "no_leads",
          channel: null,
          message: "No leads are enrolled.",
          action: "Enroll at least one lead before launching the campaign.",
        },
      ],
      channels: [],
    });
    const running = await draftWithLeads();
    await call("POST", `/campaigns/${running.id}/launch`);
    const after = await call("GET", `/campaigns/${running.id}/launch-readiness`);
    expect(after.body.can_launch).toBe(false);
    expect(after.body.reasons[0]).toEqual({
      code: "not_draft",
      channel: null,
      message: "Only a draft campaign can be launched, and this one is active.",
      action: "Create a new campaign to send the sequence again.",
    });
    const globex = await t.legacyKey("globex");
    expect(
      (await call("GET", `/campaigns/${running.id}/launch-readiness`, undefined, globex)).status,
    ).toBe(404);
  });
});
