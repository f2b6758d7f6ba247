import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectedAccountDetail, SendingDefaults } from "../../../contract/connected-accounts";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

/**
 * What an admin does with connected accounts over real HTTP: connect a (simulated) mailbox or
 * network account, read it, pause and resume it, change its limit and name, and set the
 * workspace's default sending account per channel; every write refused to managers and members.
 */
let t: TestPlatform;
let admin: string;
let manager: string;
let owner: string;
const P = "/api/v1/public";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { status: number; body: any };

async function call(
  method: string,
  path: string,
  body?: unknown,
  key = admin,
  headers?: Record<string, string>,
): Promise<Answer> {
  t.clock.advance(61_000);
  const res = await t.request(method, `${P}${path}`, { key, body, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function connect(address: string, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/connected-accounts", {
    channel: "email",
    address,
    display_name: "Dana from Acme",
    daily_limit: 40,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ConnectedAccountDetail.parse(res.body);
}

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  owner = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
});
afterAll(() => t.close());

describe("connecting an account", () => {
  it("connects a mailbox, labelled simulated by the operation, and reads it back", async () => {
    const account = await connect("Dana@Acme.test");
    expect(account).toMatchObject({
      channel: "email",
      address: "dana@acme.test",
      display_name: "Dana from Acme",
      status: "connected",
      daily_limit: 40,
      capabilities: null,
      default_for: [],
      sent_today: 0,
      campaign_uses: [],
      campaign_use_count: 0,
      default_campaign_count: 0,
    });
    expect(account.id).toMatch(/^acct_/);
    const read = await call("GET", `/connected-accounts/${account.id}`);
    expect(read).toEqual({ status: 200, body: account });
  });

  it("connects a professional-network account", async () => {
    const res = await call("POST", "/connected-accounts", {
      channel: "network",
      address: "Dana Ortiz on the professional network",
      display_name: "Dana Ortiz",
      daily_limit: 25,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channel: "network", status: "connected", daily_limit: 25 });
  });

  it("refuses an address already connected with 409 and a sentence", async () => {
    await connect("twice@acme.test");
    const again = await call("POST", "/connected-accounts", {
      channel: "email",
      address: "TWICE@acme.test",
      display_name: "Again",
      daily_limit: 10,
    });
    expect(again).toEqual({
      status: 409,
      body: {
        detail:
          "An account with this address is already connected in the workspace; open it to change its name or limit.",
      },
    });
  });

  it("validates strictly, naming the field", async () => {
    const cases: [unknown, (string | number)[], string][] = [
      [
        { channel: "phone", address: "+15125550100", display_name: "x", daily_limit: 5 },
        ["body", "channel"],
        "Connect a mailbox (email) or a professional-network account (network) here; phone numbers are added under phone numbers.",
      ],
      [
        { channel: "email", address: "not-an-address", display_name: "x", daily_limit: 5 },
        ["body", "address"],
        "Give the mailbox's address, e.g. dana@acme.test.",
      ],
      [
        { channel: "email", address: "a@acme.test", display_name: "x", daily_limit: 0 },
        ["body", "daily_limit"],
        "The daily limit must be from 1 to 10000.",
      ],
      [
        { channel: "email", address: "a@acme.test", display_name: " ", daily_limit: 5 },
        ["body", "display_name"],
        "Give the account a display name: what leads see as the sender.",
      ],
    ];
    for (const [body, loc, msg] of cases) {
      const res = await call("POST", "/connected-accounts", body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail).toContainEqual(expect.objectContaining({ loc, msg }));
    }
    const extra = await call("POST", "/connected-accounts", {
      channel: "email",
      address: "b@acme.test",
      display_name: "B",
      daily_limit: 5,
      password: "x",
    });
    expect(extra.status).toBe(422);
    expect(extra.body.detail[0].loc).toEqual(["body", "password"]);
  });

  it("replays a retried connect with the same Idempotency-Key instead of connecting twice", async () => {
    const body = {
      channel: "email",
      address: "retried@acme.test",
      display_name: "Retried",
      daily_limit: 30,
    };
    const headers = { "Idempotency-Key": "connect-retried-1" };
    const first = await call("POST", "/connected-accounts", body, admin, headers);
    const second = await call("POST", "/connected-accounts", body, admin, headers);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
  });
});

describe("changing an account", () => {
  it("pauses and resumes it, changes its daily limit and its name", async () => {
    const account = await connect("pause-me@acme.test");
    const paused = await call("PATCH", `/connected-accounts/${account.id}`, { status: "paused" });
    expect(paused).toEqual({ status: 200, body: { ...account, status: "paused" } });
    const changed = await call("PATCH", `/connected-accounts/${account.id}`, {
      status: "connected",
      daily_limit: 120,
      display_name: "Dana Ortiz",
    });
    expect(changed).toEqual({
      status: 200,
      body: { ...account, status: "connected", daily_limit: 120, display_name: "Dana Ortiz" },
    });
  });

  it("refuses an empty change, an unknown member and an unknown status at their loc", async () => {
    const account = await connect("strict@acme.test");
    const empty = await call("PATCH", `/connected-accounts/${account.id}`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].msg).toBe(
      "Send at least one of status, daily_limit and display_name.",
    );
    const status = await call("PATCH", `/connected-accounts/${account.id}`, {
      status: "disconnected",
    });
    expect(status.status).toBe(422);
    expect(status.body.detail[0]).toMatchObject({
      loc: ["body", "status"],
      msg: "Set status to paused (to stop its sends) or connected (to resume them).",
    });
    const extra = await call("PATCH", `/connected-accounts/${account.id}`, { channel: "network" });
    expect(extra.status).toBe(422);
  });

  it("answers 404 for an account that is not the workspace's", async () => {
    const globexAdmin = (await t.createKey("owner@globex.test", { scopes: ["*"] })).key;
    const account = await connect("mine@acme.test");
    const read = await call("GET", `/connected-accounts/${account.id}`, undefined, globexAdmin);
    expect(read).toEqual({
      status: 404,
      body: { detail: "The connected account does not exist." },
    });
    const patch = await call(
      "PATCH",
      `/connected-accounts/${account.id}`,
      { status: "paused" },
      globexAdmin,
    );
    expect(patch.status).toBe(404);
    const missing = await call("GET", "/connected-accounts/acct_doesnotexist");
    expect(missing.status).toBe(404);
  });
});

describe("default sending accounts", () => {
  it("reads every channel's default, seeded from the workspace's first accounts", async () => {
    const res = await call("GET", "/connected-accounts/defaults");
    expect(res.status).toBe(200);
    const defaults = SendingDefaults.parse(res.body).defaults;
    expect(defaults.map((d) => d.channel)).toEqual(["email", "sms", "network", "call"]);
    expect(defaults.every((d) => d.account?.status === "connected")).toBe(true);
    expect(defaults.find((d) => d.channel === "email")?.account?.address).toBe("sales@acme.test");
  });

  it("sets a new mailbox as the email default, which the account then says", async () => {
    const before = SendingDefaults.parse((await call("GET", "/connected-accounts/defaults")).body);
    const mailbox = await connect("default@acme.test");
    const keep = before.defaults.filter((d) => d.channel !== "email" && d.account_id);
    const saved = await call("PUT", "/connected-accounts/defaults", {
      defaults: [
        { channel: "email", account_id: mailbox.id },
        ...keep.map((d) => ({ channel: d.channel, account_id: d.account_id })),
      ],
    });
    expect(saved.status).toBe(200);
    const email = SendingDefaults.parse(saved.body).defaults[0]!;
    expect(email).toEqual({
      channel: "email",
      account_id: mailbox.id,
      account: {
        id: mailbox.id,
        channel: "email",
        address: "default@acme.test",
        display_name: "Dana from Acme",
        status: "connected",
        daily_limit: 40,
        created_at: mailbox.created_at,
        capabilities: null,
      },
    });
    const read = await call("GET", `/connected-accounts/${mailbox.id}`);
    expect(read.body.default_for).toEqual(["email"]);
    expect(await call("GET", "/connected-accounts/defaults")).toEqual(saved);
  });

  it("refuses a paused account, one of the wrong kind, an unknown one and a channel twice", async () => {
    const paused = await connect("paused-default@acme.test");
    await call("PATCH", `/connected-accounts/${paused.id}`, { status: "paused" });
    const network = (
      await call("POST", "/connected-accounts", {
        channel: "network",
        address: "Profile for defaults",
        display_name: "Profile",
        daily_limit: 20,
      })
    ).body;
    const res = await call("PUT", "/connected-accounts/defaults", {
      defaults: [
        { channel: "email", account_id: paused.id },
        { channel: "sms", account_id: network.id },
        { channel: "network", account_id: "acct_doesnotexist" },
      ],
    });
    expect(res).toEqual({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body", "defaults", 0, "account_id"],
            msg: "The account paused-default@acme.test is paused, so it cannot be a default; resume it first.",
            type: "value_error",
          },
          {
            loc: ["body", "defaults", 1, "account_id"],
            msg: "A network account cannot send sms steps; choose a phone account.",
            type: "value_error",
          },
          {
            loc: ["body", "defaults", 2, "account_id"],
            msg: "No account with this id is connected in the workspace; use an id from GET /connected-accounts.",
            type: "value_error",
          },
        ],
      },
    });
    const twice = await call("PUT", "/connected-accounts/defaults", {
      defaults: [
        { channel: "email", account_id: paused.id },
        { channel: "email", account_id: paused.id },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.detail[0]).toMatchObject({
      loc: ["body", "defaults", 1, "channel"],
      msg: "The email channel is listed twice; give one default per channel.",
    });
  });
});

describe("the admin rule", () => {
  it("refuses every method to a manager's key with the area's 403", async () => {
    const account = await connect("admins-only@acme.test");
    const refused = { detail: "Managing connected accounts needs the admin role." };
    for (const [method, path, body] of [
      ["GET", "/connected-accounts/defaults", undefined],
      ["PUT", "/connected-accounts/defaults", { defaults: [] }],
      [
        "POST",
        "/connected-accounts",
        { channel: "email", address: "m@acme.test", display_name: "M", daily_limit: 5 },
      ],
      ["GET", `/connected-accounts/${account.id}`, undefined],
      ["PATCH", `/connected-accounts/${account.id}`, { status: "paused" }],
    ] as const) {
      const res = await call(method, path, body, manager);
      expect({ method, path, ...res }).toEqual({ method, path, status: 403, body: refused });
    }
    // The owner may.
    expect((await call("GET", `/connected-accounts/${account.id}`, undefined, owner)).status).toBe(
      200,
    );
  });
});
