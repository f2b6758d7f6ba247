import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKey, CreatedApiKey } from "../../../../contract/api-keys";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const KEYS = "/api/v1/console/api-keys";
const LISTS = "/api/v1/public/lead-lists";

async function create(email: string, body: object) {
  const session = await t.signIn(email);
  return t.request("POST", KEYS, { session, body: { label: "Zapier", scopes: ["read"], ...body } });
}

describe("creating keys", () => {
  it.each([["owner"], ["admin"], ["manager"]])(
    "a %s may create a key, shown once",
    async (role) => {
      const res = await create(`${role}@acme.test`, {
        scopes: ["read", "write"],
        environment: "test",
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const created = CreatedApiKey.parse(await res.json());
      expect(created.key).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
      expect(created.api_key).toMatchObject({
        label: "Zapier",
        environment: "test",
        start: "sk_test_",
        last4: created.key.slice(-4),
        scopes: ["read", "write"],
        state: "active",
        creator: { email: `${role}@acme.test`, role },
      });
    },
  );

  it("a member may not", async () => {
    const res = await create("member@acme.test", {});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: "Only members with the manager, admin or owner role can create API keys.",
    });
  });

  it("any scope other than read, write, all or * is a 422 naming it", async () => {
    const res = await create("owner@acme.test", { scopes: ["read", "admin"] });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [
        {
          loc: ["body", "scopes", 1],
          msg: 'Scope "admin" is not one of read, write, all or *.',
          type: "invalid_value",
        },
      ],
    });
  });

  it("live keys start sk_live_ and an expiry must be in the future", async () => {
    const live = CreatedApiKey.parse(await (await create("owner@acme.test", {})).json());
    expect(live.key.startsWith("sk_live_")).toBe(true);
    const past = await create("owner@acme.test", { expires_at: "2001-01-01T00:00:00Z" });
    expect(past.status).toBe(422);
    expect(((await past.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "expires_at",
    ]);
  });
});

describe("listing keys", () => {
  it("shows every key of the workspace and never a value or hash", async () => {
    const created = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("member@acme.test");
    const res = await t.request("GET", KEYS, { session });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(created.key);
    expect(text).not.toMatch(/"hash"|sk_live_[0-9A-Za-z]{20}/);
    const items = ApiKey.array().parse(JSON.parse(text).items);
    expect(items.map((k) => k.id)).toContain(created.api_key.id);

    const globex = await t.signIn("owner@globex.test");
    const other = (await (await t.request("GET", KEYS, { session: globex })).json()) as {
      items: ApiKey[];
    };
    expect(other.items.map((k) => k.id)).not.toContain(created.api_key.id);
  });
});

describe("revoking and rolling", () => {
  it("only manager and above revoke; revoked keys answer 401; a second revoke is 409", async () => {
    const created = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const path = `${KEYS}/${created.api_key.id}/revoke`;
    const member = await t.signIn("member@acme.test");
    expect((await t.request("POST", path, { session: member })).status).toBe(403);
    const manager = await t.signIn("manager@acme.test");
    const res = await t.request("POST", path, { session: manager });
    expect(res.status).toBe(200);
    expect(ApiKey.parse(await res.json()).state).toBe("revoked");
    expect((await t.request("GET", LISTS, { key: created.key })).status).toBe(401);
    expect((await t.request("POST", path, { session: manager })).status).toBe(409);
  });

  it("another workspace's key is not found", async () => {
    const created = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const globex = await t.signIn("owner@globex.test");
    const res = await t.request("POST", `${KEYS}/${created.api_key.id}/revoke`, {
      session: globex,
    });
    expect(res.status).toBe(404);
    expect((await t.request("GET", LISTS, { key: created.key })).status).toBe(200);
  });

  it("a roll keeps label and scopes, and the old key works until the grace period ends, to the second", async () => {
    const old = CreatedApiKey.parse(
      await (await create("manager@acme.test", { label: "CRM sync", scopes: ["write"] })).json(),
    );
    const session = await t.signIn("admin@acme.test");
    const res = await t.request("POST", `${KEYS}/${old.api_key.id}/roll`, {
      session,
      body: { expires_old_in_seconds: 3600 },
    });
    expect(res.status).toBe(201);
    const rolled = CreatedApiKey.parse(await res.json());
    expect(rolled.key).not.toBe(old.key);
    expect(rolled.api_key).toMatchObject({
      label: "CRM sync",
      scopes: ["write"],
      creator: { email: "admin@acme.test" },
    });

    const write = (key: string) => t.request("POST", LISTS, { key, body: { name: "rolled" } });
    expect((await write(old.key)).status).toBe(201);
    expect((await write(rolled.key)).status).toBe(201);
    t.clock.advance(3599_000);
    expect((await write(old.key)).status).toBe(201);
    t.clock.advance(1000);
    expect((await write(old.key)).status).toBe(401);
    expect((await write(rolled.key)).status).toBe(201);
  });

  it("a roll with no grace period retires the old key at once", async () => {
    const old = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("manager@acme.test");
    const res = await t.request("POST", `${KEYS}/${old.api_key.id}/roll`, { session, body: {} });
    expect(res.status).toBe(201);
    expect((await t.request("GET", LISTS, { key: old.key })).status).toBe(401);
  });
});
