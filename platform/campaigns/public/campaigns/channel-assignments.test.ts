import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Campaign } from "../../../../contract/campaigns";
import { ConnectedAccountListItem } from "../../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { OPENAPI_PATH } from "../../../app";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

/**
 * Connected accounts are an admin area (spec): a campaign's channel assignments name accounts,
 * so a key whose creator is below admin reads each channel and whether it is assigned, and
 * nothing of any account, and cannot save them. Over HTTP, with each role's key.
 */

const P = "/api/v1/public";
const ADMIN_REFUSAL = { detail: "Managing connected accounts needs the admin role." };

let t: TestPlatform;
let campaignId: string;
const keys = {} as Record<
  "owner" | "admin" | "manager" | "managerSession" | "memberSession" | "adminSession" | "legacy",
  string
>;
const accounts = {} as Record<"email" | "network", Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  keys.owner = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
  keys.admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  keys.manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  keys.managerSession = await t.sessionKey("manager@acme.test");
  keys.memberSession = await t.sessionKey("member@acme.test");
  keys.adminSession = await t.sessionKey("admin@acme.test");
  keys.legacy = await t.legacyKey("acme");

  const listed = offsetEnvelope(ConnectedAccountListItem).parse(
    await (
      await t.request("GET", `${P}/connected-accounts?per_page=100`, { key: keys.owner })
    ).json(),
  );
  for (const channel of ["email", "network"] as const) {
    const {
      campaign_uses: _uses,
      campaign_use_count: _count,
      default_for: _defaultFor,
      sent_today: _sentToday,
      ...account
    } = listed.items.find((a) => a.channel === channel && a.status === "connected")!;
    accounts[channel] = account;
  }
  // Email and call steps; email is assigned, call is not, and network has an account no step uses.
  const created = await t.request("POST", `${P}/campaigns`, {
    key: keys.owner,
    body: { name: "Assignments by role" },
  });
  campaignId = Campaign.parse(await created.json()).id;
  const saved = await t.request("PUT", `${P}/campaigns/${campaignId}/channel-assignments`, {
    key: keys.owner,
    body: {
      assignments: [
        { channel: "email", account_id: accounts.email.id },
        { channel: "network", account_id: accounts.network.id },
      ],
    },
  });
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const path = () => `${P}/campaigns/${campaignId}/channel-assignments`;

async function read(key: string) {
  const res = await t.request("GET", path(), { key });
  return { status: res.status, body: await res.json() };
}

const CHANNELS = [
  { channel: "email", assigned: true },
  { channel: "network", assigned: true },
  { channel: "call", assigned: false },
];

const full = () => ({
  status: 200,
  body: {
    campaign_id: campaignId,
    channels: CHANNELS,
    assignments: [
      { channel: "email", account_id: accounts.email.id, account: accounts.email },
      { channel: "network", account_id: accounts.network.id, account: accounts.network },
    ],
  },
});

describe("reading a campaign's channel assignments", () => {
  it("shows owners and admins each channel's accounts", async () => {
    for (const role of ["owner", "admin", "adminSession"] as const) {
      expect(await read(keys[role]), role).toEqual(full());
    }
  });

  it("shows a key without a recorded creator the accounts, as it may list them", async () => {
    expect(await read(keys.legacy)).toEqual(full());
  });

  it("shows managers and members each channel and whether it is assigned, no account", async () => {
    for (const role of ["manager", "managerSession", "memberSession"] as const) {
      const answer = await read(keys[role]);
      expect(answer, role).toEqual({
        status: 200,
        body: { campaign_id: campaignId, channels: CHANNELS },
      });
      // Nothing of an account, under any name.
      const text = JSON.stringify(answer.body);
      for (const account of Object.values(accounts)) {
        for (const field of ["id", "address", "display_name"]) {
          expect(text, `${role} ${field}`).not.toContain(String(account[field]));
        }
      }
      expect(text).not.toContain("daily_limit");
    }
  });
});

describe("saving a campaign's channel assignments", () => {
  it("is refused to managers and members with the connected-accounts area's 403", async () => {
    for (const role of ["manager", "managerSession", "memberSession"] as const) {
      const res = await t.request("PUT", path(), {
        key: keys[role],
        body: { assignments: [{ channel: "email", account_id: accounts.email.id }] },
      });
      expect(res.status, role).toBe(403);
      expect(await res.json(), role).toEqual(ADMIN_REFUSAL);
      // The same answer as the area itself gives the same key.
      const area = await t.request("GET", `${P}/connected-accounts`, { key: keys[role] });
      expect({ status: area.status, body: await area.json() }, role).toEqual({
        status: 403,
        body: ADMIN_REFUSAL,
      });
    }
    // Nothing changed.
    expect(await read(keys.owner)).toEqual(full());
  });

  it("is allowed to owners and admins, who get the accounts back", async () => {
    for (const role of ["admin", "adminSession", "owner"] as const) {
      const res = await t.request("PUT", path(), {
        key: keys[role],
        body: {
          assignments: [
            { channel: "email", account_id: accounts.email.id },
            { channel: "network", account_id: accounts.network.id },
          ],
        },
      });
      expect({ status: res.status, body: await res.json() }, role).toEqual(full());
    }
  });

  it("follows the creator's current role: an admin demoted to manager reads the summary", async () => {
    const owner = await t.signIn("owner@acme.test");
    const admin = await t.memberByEmail("admin@acme.test");
    const demoted = await t.request("PATCH", `/api/v1/console/members/${admin.id}`, {
      session: owner,
      body: { role: "manager" },
    });
    expect(demoted.status).toBe(200);
    expect(await read(keys.admin)).toEqual({
      status: 200,
      body: { campaign_id: campaignId, channels: CHANNELS },
    });
    const write = await t.request("PUT", path(), { key: keys.admin, body: { assignments: [] } });
    expect({ status: write.status, body: await write.json() }).toEqual({
      status: 403,
      body: ADMIN_REFUSAL,
    });
  });
});

describe("the OpenAPI document", () => {
  it("documents both forms, the summary with no member an account could fill", async () => {
    const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, Record<string, unknown>> };
    };
    const operation = doc.paths["/campaigns/{campaign_id}/channel-assignments"]!;
    expect(operation.get!.responses["200"]).toMatchObject({
      content: {
        "application/json": {
          schema: {
            anyOf: [
              { $ref: "#/components/schemas/ChannelAssignments" },
              { $ref: "#/components/schemas/ChannelAssignmentsSummary" },
            ],
          },
        },
      },
    });
    expect(operation.put!.responses["200"]).toMatchObject({
      content: {
        "application/json": { schema: { $ref: "#/components/schemas/ChannelAssignments" } },
      },
    });
    const summary = doc.components.schemas.ChannelAssignmentsSummary!;
    expect(Object.keys(summary.properties as object)).toEqual(["campaign_id", "channels"]);
    expect(summary.additionalProperties).toBe(false);
    expect(doc.components.schemas.AssignedChannel!.properties).toEqual({
      channel: expect.any(Object),
      assigned: expect.any(Object),
    });
  });
});
