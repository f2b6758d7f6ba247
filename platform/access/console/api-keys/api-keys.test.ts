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

    expect(rolled.api_key.replaced_by).toBeNull();
    const listed = (await (await t.request("GET", KEYS, { session })).json()) as {
      items: { id: string; replaced_by: string | null; state: string; expires_at: string }[];
    };
    const oldNow = listed.items.find((k) => k.id === old.api_key.id)!;
    expect(oldNow).toMatchObject({ replaced_by: rolled.api_key.id, state: "active" });
    expect(Date.parse(oldNow.expires_at) - t.clock.now().getTime()).toBeLessThanOrEqual(3600_000);

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

describe("who may do what", () => {
  it("every member may list keys; only manager and above may roll", async () => {
    const created = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const member = await t.signIn("member@acme.test");
    expect((await t.request("GET", KEYS, { session: member })).status).toBe(200);
    const roll = await t.request("POST", `${KEYS}/${created.api_key.id}/roll`, {
      session: member,
      body: { expires_old_in_seconds: 0 },
    });
    expect(roll.status).toBe(403);
    expect(await roll.json()).toEqual({
      detail: "Only managers and above can revoke or roll API keys.",
    });
    expect((await t.request("GET", LISTS, { key: created.key })).status).toBe(200);
  });

  it("the console API takes a member session, never an API key", async () => {
    const created = CreatedApiKey.parse(await (await create("owner@acme.test", {})).json());
    const res = await t.request("GET", KEYS, {
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(res.status).toBe(401);
  });
});

describe("scopes at creation", () => {
  it.each([[["read"]], [["write"]], [["read", "write"]], [["all"]], [["*"]]])(
    "accepts %j",
    async (scopes) => {
      const res = await create("manager@acme.test", { scopes });
      expect(res.status).toBe(201);
      expect(CreatedApiKey.parse(await res.json()).api_key.scopes).toEqual(scopes);
    },
  );

  it.each([[[]], [["READ"]], [["read", "delete"]], [[""]]])(
    "refuses %j with a 422",
    async (scopes) => {
      const res = await create("manager@acme.test", { scopes });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
      expect(body.detail[0]!.loc.slice(0, 2)).toEqual(["body", "scopes"]);
      expect(body.detail[0]!.msg).toMatch(/\.$/);
    },
  );

  it("stores a repeated scope once", async () => {
    const res = await create("manager@acme.test", { scopes: ["read", "read"] });
    expect(CreatedApiKey.parse(await res.json()).api_key.scopes).toEqual(["read"]);
  });
});

describe("expired keys", () => {
  it("turn expired at the second their expiry passes, answer 401, and cannot be revoked or rolled", async () => {
    const session = await t.signIn("manager@acme.test");
    const expiresAt = new Date(t.clock.now().getTime() + 10_000);
    const created = CreatedApiKey.parse(
      await (await create("manager@acme.test", { expires_at: expiresAt.toISOString() })).json(),
    );
    expect(created.api_key.expires_at).toBe(`${expiresAt.toISOString().slice(0, 19)}Z`);
    const stateOf = async () => {
      const list = (await (await t.request("GET", KEYS, { session })).json()) as {
        items: ApiKey[];
      };
      return list.items.find((k) => k.id === created.api_key.id)!.state;
    };
    t.clock.advance(9_000);
    expect(await stateOf()).toBe("active");
    expect((await t.request("GET", LISTS, { key: created.key })).status).toBe(200);
    t.clock.advance(1_000);
    expect(await stateOf()).toBe("expired");
    expect((await t.request("GET", LISTS, { key: created.key })).status).toBe(401);
    const id = created.api_key.id;
    expect((await t.request("POST", `${KEYS}/${id}/revoke`, { session })).status).toBe(409);
    const roll = await t.request("POST", `${KEYS}/${id}/roll`, { session, body: {} });
    expect(roll.status).toBe(409);
  });

  it("a revoked key cannot be rolled", async () => {
    const created = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("manager@acme.test");
    await t.request("POST", `${KEYS}/${created.api_key.id}/revoke`, { session });
    const roll = await t.request("POST", `${KEYS}/${created.api_key.id}/roll`, {
      session,
      body: {},
    });
    expect(roll.status).toBe(409);
    expect(await roll.json()).toEqual({ detail: "The API key is already revoked or expired." });
  });
});

describe("roll grace period", () => {
  it("ends exactly when asked: the old key's expiry is now plus the grace period", async () => {
    const old = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("manager@acme.test");
    const at = t.clock.now();
    await t.request("POST", `${KEYS}/${old.api_key.id}/roll`, {
      session,
      body: { expires_old_in_seconds: 86_400 },
    });
    const list = (await (await t.request("GET", KEYS, { session })).json()) as {
      items: ApiKey[];
    };
    const after = list.items.find((k) => k.id === old.api_key.id)!;
    expect(after.state).toBe("active");
    expect(after.expires_at).toBe(
      `${new Date(at.getTime() + 86_400_000).toISOString().slice(0, 19)}Z`,
    );
  });

  it("never extends an earlier expiry, and the replacement keeps the old key's expiry", async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 60_000);
    const old = CreatedApiKey.parse(
      await (await create("manager@acme.test", { expires_at: expiresAt.toISOString() })).json(),
    );
    const session = await t.signIn("manager@acme.test");
    const res = await t.request("POST", `${KEYS}/${old.api_key.id}/roll`, {
      session,
      body: { expires_old_in_seconds: 3600 },
    });
    const rolled = CreatedApiKey.parse(await res.json());
    expect(rolled.api_key.expires_at).toBe(old.api_key.expires_at);
    t.clock.advance(60_000);
    expect((await t.request("GET", LISTS, { key: old.key })).status).toBe(401);
    expect((await t.request("GET", LISTS, { key: rolled.key })).status).toBe(401);
  });

  it("is at most 30 days and a whole number of seconds", async () => {
    const old = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("manager@acme.test");
    for (const body of [
      { expires_old_in_seconds: 30 * 86_400 + 1 },
      { expires_old_in_seconds: -1 },
      { expires_old_in_seconds: 1.5 },
      { expires_old_in_seconds: "60" },
    ]) {
      const res = await t.request("POST", `${KEYS}/${old.api_key.id}/roll`, { session, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.request("GET", LISTS, { key: old.key })).status).toBe(200);
  });

  it("a rolled workspace-level key's replacement records who rolled it", async () => {
    const legacy = await t.legacyKey();
    const session = await t.signIn("manager@acme.test");
    const list = (await (await t.request("GET", KEYS, { session })).json()) as {
      items: ApiKey[];
    };
    const row = list.items.find((k) => k.last4 === legacy.slice(-4) && k.creator === null)!;
    expect(row.scopes).toBeNull();
    const res = await t.request("POST", `${KEYS}/${row.id}/roll`, { session, body: {} });
    const rolled = CreatedApiKey.parse(await res.json());
    expect(rolled.api_key.scopes).toBeNull();
    expect(rolled.api_key.creator).toMatchObject({ email: "manager@acme.test", role: "manager" });
  });
});

describe("what each key can do now", () => {
  async function accessOf(id: string) {
    const session = await t.signIn("owner@acme.test");
    const list = (await (await t.request("GET", KEYS, { session })).json()) as {
      items: ApiKey[];
    };
    return list.items.find((k) => k.id === id)!.access;
  }
  async function setMember(email: string, change: object) {
    const owner = await t.signIn("owner@acme.test");
    const { id } = await t.memberByEmail(email);
    const res = await t.request("PATCH", `/api/v1/console/members/${id}`, {
      session: owner,
      body: change,
    });
    expect(res.status).toBe(200);
  }

  it("follows the creator's current status and role, as the public API does", async () => {
    const created = CreatedApiKey.parse(
      await (await create("admin@acme.test", { scopes: ["*"] })).json(),
    );
    const id = created.api_key.id;
    const call = (path = LISTS) => t.request("GET", path, { key: created.key });
    expect(created.api_key.access.status).toBe("ok");

    await setMember("admin@acme.test", { role: "manager" });
    expect(await accessOf(id)).toMatchObject({ status: "creator_role_reduced" });
    expect((await accessOf(id)).detail).toMatch(/webhook endpoints.*refused \(403\)/);
    expect((await call("/api/v1/public/webhook-endpoints")).status).toBe(403);
    expect((await call()).status).toBe(200);

    await setMember("admin@acme.test", { role: "member" });
    expect((await accessOf(id)).status).toBe("creator_cannot_hold_keys");
    expect((await call()).status).toBe(403);

    await setMember("admin@acme.test", { role: "admin", status: "suspended" });
    expect(await accessOf(id)).toMatchObject({
      status: "creator_inactive",
      detail: expect.stringMatching(/suspended/),
    });
    expect((await call()).status).toBe(403);

    await setMember("admin@acme.test", { status: "active" });
    expect((await accessOf(id)).status).toBe("ok");
    expect((await call()).status).toBe(200);
  });

  it("a workspace-level key skips the creator check", async () => {
    await t.legacyKey();
    const session = await t.signIn("owner@acme.test");
    const list = (await (await t.request("GET", KEYS, { session })).json()) as {
      items: ApiKey[];
    };
    for (const key of list.items.filter((k) => k.creator === null)) {
      expect(key.access.status).toBe("ok");
    }
  });
});

describe("concurrent changes", () => {
  it("two rolls of one key at once with no grace period make one replacement", async () => {
    const old = CreatedApiKey.parse(await (await create("manager@acme.test", {})).json());
    const session = await t.signIn("manager@acme.test");
    const roll = () =>
      t.request("POST", `${KEYS}/${old.api_key.id}/roll`, {
        session,
        body: { expires_old_in_seconds: 0 },
      });
    const statuses = (await Promise.all([roll(), roll()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });
});
