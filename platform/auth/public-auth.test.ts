import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../http/errors";
import { createTestPlatform, type TestPlatform } from "../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const detail = (code: keyof typeof ERRORS) => ({ detail: ERRORS[code][1] });
const LISTS = "/api/v1/public/lead-lists";

async function expectError(res: Response, status: number, code: keyof typeof ERRORS) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual(detail(code));
}

async function setMember(email: string, change: { role?: string; status?: string }) {
  const owner = await t.signIn("owner@acme.test");
  const target = await t.memberByEmail(email);
  const res = await t.request("PATCH", `/api/v1/console/members/${target.id}`, {
    session: owner,
    body: change,
  });
  expect(res.status).toBe(200);
}

describe("key state (401)", () => {
  it("refuses a request without a key, still with rate-limit headers", async () => {
    const res = await t.request("GET", LISTS);
    await expectError(res, 401, "key_missing");
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeLessThan(300);
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses an unknown key and a malformed one", async () => {
    await expectError(
      await t.request("GET", LISTS, { key: "sk_live_notarealkeyatall00000000000" }),
      401,
      "key_invalid",
    );
    await expectError(await t.request("GET", LISTS, { key: "hello" }), 401, "key_invalid");
  });

  it("accepts Authorization: Bearer, and refuses two different keys", async () => {
    const { key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    const bearer = await t.request("GET", LISTS, { headers: { authorization: `Bearer ${key}` } });
    expect(bearer.status).toBe(200);
    const both = await t.request("GET", LISTS, {
      key,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(both.status).toBe(200);
    const other = await t.legacyKey();
    const conflict = await t.request("GET", LISTS, {
      key,
      headers: { authorization: `Bearer ${other}` },
    });
    await expectError(conflict, 401, "key_conflict");
  });

  it("refuses a revoked key", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    const session = await t.signIn("manager@acme.test");
    const revoke = await t.request("POST", `/api/v1/console/api-keys/${api_key.id}/revoke`, {
      session,
    });
    expect(revoke.status).toBe(200);
    await expectError(await t.request("GET", LISTS, { key }), 401, "key_revoked");
  });

  it("refuses a key from the second its expiry passes", async () => {
    const expires = new Date(t.clock.now().getTime() + 3600_000);
    const { key } = await t.createKey("manager@acme.test", {
      scopes: ["read"],
      expires_at: expires.toISOString(),
    });
    t.clock.advance(3600_000 - 1000);
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    t.clock.advance(1000);
    await expectError(await t.request("GET", LISTS, { key }), 401, "key_expired");
  });
});

describe("scope (403)", () => {
  it("read needs read and write needs write; write does not imply read", async () => {
    const read = (await t.createKey("manager@acme.test", { scopes: ["read"] })).key;
    const write = (await t.createKey("manager@acme.test", { scopes: ["write"] })).key;
    const body = { name: "Scoped" };
    expect((await t.request("GET", LISTS, { key: read })).status).toBe(200);
    await expectError(await t.request("POST", LISTS, { key: read, body }), 403, "scope_write");
    await expectError(await t.request("GET", LISTS, { key: write }), 403, "scope_read");
    expect((await t.request("POST", LISTS, { key: write, body })).status).toBe(201);
  });

  it.each([["all"], ["*"]])("scope %s grants read and write", async (scope) => {
    const { key } = await t.createKey("manager@acme.test", { scopes: [scope] });
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    expect((await t.request("POST", LISTS, { key, body: { name: `via ${scope}` } })).status).toBe(
      201,
    );
  });

  it("a legacy key with no scope list keeps read and write", async () => {
    const key = await t.legacyKey();
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    expect((await t.request("POST", LISTS, { key, body: { name: "legacy" } })).status).toBe(201);
  });
});

describe("workspace boundary (404)", () => {
  it("reports another workspace's list as not found, never forbidden", async () => {
    const acme = await t.legacyKey("acme");
    const globex = await t.legacyKey("globex");
    const list = (await (await t.request("GET", LISTS, { key: acme })).json()) as {
      items: { id: string }[];
    };
    const id = list.items[0]!.id;
    expect((await t.request("GET", `${LISTS}/${id}`, { key: acme })).status).toBe(200);
    await expectError(
      await t.request("GET", `${LISTS}/${id}`, { key: globex }),
      404,
      "lead_list_not_found",
    );
    await expectError(
      await t.request("GET", `/api/v1/public/leads?lead_list_id=${id}`, { key: globex }),
      404,
      "lead_list_not_found",
    );
    const globexLists = (await (await t.request("GET", LISTS, { key: globex })).json()) as {
      items: { id: string }[];
    };
    expect(globexLists.items.map((l) => l.id)).not.toContain(id);
  });
});

describe("plan entitlement", () => {
  it("fails closed with 503 and Retry-After when entitlement can't be determined", async () => {
    const broken = await createTestPlatform({
      deps: {
        entitlements: async () => {
          throw new Error("billing service down");
        },
      },
    });
    try {
      const key = await broken.legacyKey();
      const res = await broken.request("GET", LISTS, { key });
      await expectError(res, 503, "entitlement_unavailable");
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await broken.close();
    }
  });
});

describe("workspace state", () => {
  it("403 without API access in the plan, 402 when billing is suspended, 410 once deleted", async () => {
    const other = await createTestPlatform();
    try {
      const key = await other.legacyKey();
      const owner = await other.signIn("owner@acme.test");
      const patch = (body: object) =>
        other.request("PATCH", "/api/v1/console/workspace", { session: owner, body });

      expect((await patch({ plan_api_access: false })).status).toBe(200);
      await expectError(await other.request("GET", LISTS, { key }), 403, "plan_no_api");
      expect((await patch({ plan_api_access: true, billing_status: "suspended" })).status).toBe(
        200,
      );
      await expectError(await other.request("GET", LISTS, { key }), 402, "billing_suspended");
      expect((await patch({ billing_status: "active" })).status).toBe(200);
      expect((await other.request("GET", LISTS, { key })).status).toBe(200);
      expect((await patch({ deleted: true })).status).toBe(200);
      await expectError(await other.request("GET", LISTS, { key }), 410, "workspace_deleted");
    } finally {
      await other.close();
    }
  });
});

describe("creator's current access (403)", () => {
  it("a suspended or removed creator's keys stop working; reinstated, they work again", async () => {
    const { key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    await setMember("manager@acme.test", { status: "suspended" });
    await expectError(await t.request("GET", LISTS, { key }), 403, "creator_inactive");
    await setMember("manager@acme.test", { status: "removed" });
    await expectError(await t.request("GET", LISTS, { key }), 403, "creator_inactive");
    await setMember("manager@acme.test", { status: "active" });
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
  });

  it("a creator demoted to member loses the key; promoted back, it works", async () => {
    const { key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    await setMember("manager@acme.test", { role: "member" });
    const res = await t.request("GET", LISTS, { key });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/manager or above/);
    await setMember("manager@acme.test", { role: "manager" });
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
  });

  it("admin-only areas need a creator who is admin now", async () => {
    const { key } = await t.createKey("admin@acme.test", { scopes: ["*"] });
    const area = "/api/v1/public/webhook-endpoints";
    expect((await t.request("GET", area, { key })).status).toBe(200);
    await setMember("admin@acme.test", { role: "manager" });
    const res = await t.request("GET", area, { key });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: "Managing webhook endpoints needs the admin role.",
    });
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    await setMember("admin@acme.test", { role: "admin" });
  });

  it("keys without a recorded creator skip the creator check", async () => {
    const key = await t.legacyKey();
    expect((await t.request("GET", "/api/v1/public/webhook-endpoints", { key })).status).toBe(200);
  });
});

describe("last use", () => {
  it("records when a key was last used", async () => {
    const { key, api_key } = await t.createKey("manager@acme.test", { scopes: ["read"] });
    const session = await t.signIn("manager@acme.test");
    const before = (await (
      await t.request("GET", "/api/v1/console/api-keys", { session })
    ).json()) as {
      items: { id: string; last_used_at: string | null }[];
    };
    expect(before.items.find((k) => k.id === api_key.id)!.last_used_at).toBeNull();
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    // The last use is written after the answer, off the request's path.
    const lastUsed = async () => {
      const after = (await (
        await t.request("GET", "/api/v1/console/api-keys", { session })
      ).json()) as typeof before;
      return after.items.find((k) => k.id === api_key.id)!.last_used_at;
    };
    await expect
      .poll(lastUsed, { timeout: 5_000, interval: 20 })
      .toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});
