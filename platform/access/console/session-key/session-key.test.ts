import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiKey, SessionKey } from "../../../../contract/api-keys";
import { sha256 } from "../../../auth/secrets";
import { apiKeys, members, workspaces } from "../../../auth/tables";
import { ERRORS } from "../../../http/errors";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { insertApiKey } from "../../api-keys";

let t: TestPlatform;
let consoleKey: string;
beforeAll(async () => {
  t = await createTestPlatform();
  consoleKey = await makeConsoleKey("acme");
});
afterAll(() => t.close());

const ISSUE = "/api/v1/console/session-key";
const KEYS = "/api/v1/console/api-keys";
const LISTS = "/api/v1/public/lead-lists";
const ENDPOINTS = "/api/v1/public/webhook-endpoints";

async function makeConsoleKey(slug: string) {
  const { value } = await insertApiKey(t.db, {
    workspaceId: await t.workspaceId(slug),
    label: "Console (server-held)",
    scopes: ["*"],
    environment: "live",
    expiresAt: null,
    creator: null,
    purpose: "console",
  });
  return value;
}

async function issue(session: string, key: string | undefined = consoleKey) {
  return t.request("POST", ISSUE, { session, key });
}

async function sessionKeyOf(email: string) {
  const session = await t.signIn(email);
  const res = await issue(session);
  expect(res.status, await res.clone().text()).toBe(201);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return { session, ...SessionKey.parse(await res.json()) };
}

async function setMember(email: string, change: { role?: string; status?: string }) {
  const owner = await t.signIn("owner@acme.test");
  const { id } = await t.memberByEmail(email);
  const res = await t.request("PATCH", `/api/v1/console/members/${id}`, {
    session: owner,
    body: change,
  });
  expect(res.status).toBe(200);
}

describe("issuing a session key", () => {
  it("needs the console's own key of the member's workspace, active", async () => {
    const session = await t.signIn("member@acme.test");
    const refused = { detail: ERRORS.session_key_needs_console_key[1] };
    const noKey = await t.request("POST", ISSUE, { session });
    expect(noKey.status).toBe(403);
    expect(await noKey.json()).toEqual(refused);
    const { key: ordinary } = await t.createKey("owner@acme.test", { scopes: ["*"] });
    expect((await issue(session, ordinary)).status).toBe(403);
    expect((await issue(session, await makeConsoleKey("globex"))).status).toBe(403);
    expect((await issue(session, await t.legacyKey())).status).toBe(403);
    const revoked = await makeConsoleKey("acme");
    await t.db
      .update(apiKeys)
      .set({ revokedAt: t.clock.now() })
      .where(eq(apiKeys.hash, sha256(revoked)));
    expect((await issue(session, revoked)).status).toBe(403);
    expect((await t.request("POST", ISSUE, { key: consoleKey })).status).toBe(401);
  });

  it("gives a key that expires with the session and records the member as its creator", async () => {
    const { key, expires_at, member_id } = await sessionKeyOf("member@acme.test");
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    const [row] = await t.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.hash, sha256(key)));
    const member = await t.memberByEmail("member@acme.test");
    // The answer names the member too, so the console can bind the key to them.
    expect(member_id).toBe(member.id);
    expect(row).toMatchObject({
      purpose: "session",
      creatorMemberId: member.id,
      creatorRole: "member",
    });
    expect(row!.expiresAt!.toISOString().slice(0, 19)).toBe(expires_at.slice(0, 19));
  });

  it("issuing again replaces the session's earlier key", async () => {
    const first = await sessionKeyOf("manager@acme.test");
    const again = SessionKey.parse(await (await issue(first.session)).json());
    expect((await t.request("GET", LISTS, { key: first.key })).status).toBe(401);
    expect((await t.request("GET", LISTS, { key: again.key })).status).toBe(200);
  });
});

describe("what a session key may do: the console's rule for the member's current role", () => {
  it("a member reads, but may not write or read the admin areas", async () => {
    const { key } = await sessionKeyOf("member@acme.test");
    expect((await t.request("GET", LISTS, { key })).status).toBe(200);
    const write = await t.request("POST", LISTS, { key, body: { name: "Mine" } });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({
      detail: "Changing workspace data needs the manager role.",
    });
    // Counting a search's matches is a POST that changes nothing: a member may count.
    const count = await t.request("POST", "/api/v1/public/prospect-search/count", {
      key,
      body: { filters: { job_level: ["vp"] } },
    });
    expect(count.status).toBe(200);
    expect(await count.json()).toMatchObject({ total_matches: expect.any(Number) });
    const preview = await t.request("POST", `${LISTS}/ll_x/prospect-search/preview`, {
      key,
      body: { filters: {} },
    });
    expect(preview.status).toBe(403);
    // Searching a knowledge base changes nothing too: a member may search, not add to it.
    const manager = await sessionKeyOf("manager@acme.test");
    const made = await t.request("POST", "/api/v1/public/knowledge-bases", {
      key: manager.key,
      body: { name: "Answers" },
    });
    const base = `/api/v1/public/knowledge-bases/${((await made.json()) as { id: string }).id}`;
    const search = await t.request("POST", `${base}/search`, { key, body: { query: "hours" } });
    expect(search.status).toBe(200);
    expect(await search.json()).toEqual({ items: [] });
    const add = await t.request("POST", `${base}/documents`, {
      key,
      body: { title: "Hours", content: "Nine to five." },
    });
    expect(add.status).toBe(403);
    for (const path of [ENDPOINTS, `${ENDPOINTS}/we_x/deliveries`]) {
      const res = await t.request("GET", path, { key });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        detail: "Managing webhook endpoints needs the admin role.",
      });
    }
  });

  it("a manager writes but may not read webhook endpoints; an admin may", async () => {
    const manager = await sessionKeyOf("manager@acme.test");
    expect((await t.request("POST", LISTS, { key: manager.key, body: { name: "M" } })).status).toBe(
      201,
    );
    expect((await t.request("GET", ENDPOINTS, { key: manager.key })).status).toBe(403);
    const admin = await sessionKeyOf("admin@acme.test");
    expect((await t.request("GET", ENDPOINTS, { key: admin.key })).status).toBe(200);
  });

  it("follows role changes at once; suspension ends the session and its key", async () => {
    const admin = await sessionKeyOf("admin@acme.test");
    await setMember("admin@acme.test", { role: "manager" });
    const reduced = await t.request("GET", ENDPOINTS, { key: admin.key });
    expect(reduced.status).toBe(403);
    await setMember("admin@acme.test", { role: "admin" });
    expect((await t.request("GET", ENDPOINTS, { key: admin.key })).status).toBe(200);
    await setMember("admin@acme.test", { status: "suspended" });
    expect((await t.request("GET", LISTS, { key: admin.key })).status).toBe(401);
    await setMember("admin@acme.test", { status: "active" });
    expect((await t.request("GET", LISTS, { key: admin.key })).status).toBe(401);
  });
});

describe("a session key's refusals are the console's sentences", () => {
  it("an inactive member and a deleted workspace are told what the console tells them", async () => {
    const { key } = await sessionKeyOf("manager@acme.test");
    const { id } = await t.memberByEmail("manager@acme.test");
    // Suspending through the API also ends the member's sessions; here the session outlives it.
    await t.db.update(members).set({ status: "suspended" }).where(eq(members.id, id));
    const inactive = await t.request("GET", LISTS, { key });
    expect(inactive.status).toBe(403);
    expect(await inactive.json()).toEqual({ detail: ERRORS.member_inactive[1] });
    await t.db.update(members).set({ status: "active" }).where(eq(members.id, id));

    const workspaceId = await t.workspaceId("acme");
    await t.db
      .update(workspaces)
      .set({ deletedAt: t.clock.now() })
      .where(eq(workspaces.id, workspaceId));
    try {
      const deleted = await t.request("GET", LISTS, { key });
      expect(deleted.status).toBe(410);
      expect(await deleted.json()).toEqual({ detail: ERRORS.workspace_deleted_console[1] });
      // Every other key keeps the spec's sentences.
      const other = await t.request("GET", LISTS, { key: consoleKey });
      expect(await other.json()).toEqual({ detail: ERRORS.workspace_deleted[1] });
    } finally {
      await t.db.update(workspaces).set({ deletedAt: null }).where(eq(workspaces.id, workspaceId));
    }
  });
});

describe("fair share", () => {
  it("a member who uses up their key's 300 a minute leaves the owner working", async () => {
    const member = await sessionKeyOf("member@acme.test");
    const owner = await sessionKeyOf("owner@acme.test");
    const statuses: number[] = [];
    for (let i = 0; i < 320; i++) {
      statuses.push((await t.request("GET", LISTS, { key: member.key })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    const throttled = await t.request("GET", LISTS, { key: member.key });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    const ownerRes = await t.request("GET", LISTS, { key: owner.key });
    expect(ownerRes.status).toBe(200);
    expect(ownerRes.headers.get("x-ratelimit-remaining")).toBe("299");
  });
});

describe("a session key ends with its session", () => {
  it("signing out stops it", async () => {
    const { session, key } = await sessionKeyOf("manager@acme.test");
    expect(
      (await t.request("DELETE", "/api/v1/console/sessions/current", { session })).status,
    ).toBe(204);
    expect((await t.request("GET", LISTS, { key })).status).toBe(401);
  });

  it("it is never listed, revoked or rolled as a key", async () => {
    const { key } = await sessionKeyOf("owner@acme.test");
    const owner = await t.signIn("owner@acme.test");
    const list = (await (await t.request("GET", KEYS, { session: owner })).json()) as {
      items: ApiKey[];
    };
    expect(list.items.some((k) => k.last4 === key.slice(-4) && k.label === "Console session")).toBe(
      false,
    );
    const [row] = await t.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.hash, sha256(key)));
    for (const action of ["revoke", "roll"]) {
      const res = await t.request("POST", `${KEYS}/${row!.id}/${action}`, {
        session: owner,
        body: {},
      });
      expect(res.status, action).toBe(404);
    }
  });

  it("the session's end is the key's end", async () => {
    const { key } = await sessionKeyOf("manager@acme.test");
    t.clock.advance(12 * 3600 * 1000);
    expect((await t.request("GET", LISTS, { key })).status).toBe(401);
  });
});
