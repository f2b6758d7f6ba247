import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreatedApiKey } from "../../../../contract/api-keys";
import { AuditChange, AuditEvent } from "../../../../contract/audit";
import { cursorEnvelope } from "../../../../contract/envelopes";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const EVENTS = "/api/v1/console/audit-events";
const KEYS = "/api/v1/console/api-keys";
const Page = cursorEnvelope(AuditEvent);

async function events(session: string, query = "") {
  const res = await t.request("GET", `${EVENTS}${query}`, { session });
  expect(res.status, await res.clone().text()).toBe(200);
  const text = await res.text();
  return { page: Page.parse(JSON.parse(text)), text };
}

async function createKey(session: string, body: object = {}) {
  const res = await t.request("POST", KEYS, {
    session,
    body: { label: "Audited", scopes: ["read"], ...body },
  });
  expect(res.status).toBe(201);
  return CreatedApiKey.parse(await res.json());
}

describe("audit events", () => {
  it("records key creation, roll and revocation with who, what and when, and never a key value", async () => {
    const manager = await t.signIn("manager@acme.test");
    const created = await createKey(manager, { label: "Billing sync", environment: "test" });
    const { id } = created.api_key;
    const rollRes = await t.request("POST", `${KEYS}/${id}/roll`, {
      session: manager,
      body: { expires_old_in_seconds: 3600 },
    });
    const rolled = CreatedApiKey.parse(await rollRes.json());
    const admin = await t.signIn("admin@acme.test");
    t.clock.advance(1000);
    await t.request("POST", `${KEYS}/${rolled.api_key.id}/revoke`, { session: admin });

    const { page, text } = await events(admin, "?target_type=api_key");
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(rolled.key);
    const mine = page.items.filter((e) => [id, rolled.api_key.id].includes(e.target.id));
    expect(mine.map((e) => e.action)).toEqual(
      expect.arrayContaining(["api_key.created", "api_key.rolled", "api_key.revoked"]),
    );
    // Newest first: the revocation came a second after the rest.
    expect(mine[0]).toMatchObject({
      action: "api_key.revoked",
      actor: { email: "admin@acme.test" },
      target: { type: "api_key", id: rolled.api_key.id, label: "Billing sync" },
    });
    const rollEvent = mine.find((e) => e.action === "api_key.rolled")!;
    expect(AuditChange.parse(rollEvent)).toEqual({
      action: "api_key.rolled",
      details: {
        masked: `sk_test_…${created.key.slice(-4)}`,
        replacement_id: rolled.api_key.id,
        grace_seconds: 3600,
        old_expires_at: expect.stringMatching(/Z$/),
      },
    });
    const replacement = mine.find(
      (e) => e.action === "api_key.created" && e.target.id === rolled.api_key.id,
    )!;
    expect(replacement.details).toMatchObject({ rolled_from: id, scopes: ["read"] });
    expect(replacement.actor.member_id).toBe((await t.memberByEmail("manager@acme.test")).id);
    for (const event of mine) expect(AuditChange.safeParse(event).success).toBe(true);
  });

  it("records member changes with the keys they affect", async () => {
    const manager = await t.signIn("manager@acme.test");
    const key = await createKey(manager, { label: "Affected" });
    const owner = await t.signIn("owner@acme.test");
    const target = await t.memberByEmail("manager@acme.test");
    const patch = (body: object) =>
      t.request("PATCH", `/api/v1/console/members/${target.id}`, { session: owner, body });

    expect((await patch({ role: "member", status: "suspended" })).status).toBe(200);
    const { page } = await events(owner, `?target_type=member&target_id=${target.id}`);
    const [first, second] = page.items;
    const byAction = Object.fromEntries([first, second].map((e) => [e!.action, e!]));
    expect(AuditChange.parse(byAction["member.role_changed"])).toMatchObject({
      details: { from: "manager", to: "member" },
    });
    const roleKeys = byAction["member.role_changed"]!.details.affected_keys as { id: string }[];
    expect(roleKeys).toContainEqual({
      id: key.api_key.id,
      label: "Affected",
      access: "creator_cannot_hold_keys",
    });
    expect(byAction["member.status_changed"]).toMatchObject({
      actor: { email: "owner@acme.test" },
      target: { type: "member", id: target.id, label: "manager@acme.test" },
      details: { from: "active", to: "suspended" },
    });

    t.clock.advance(1000);
    expect((await patch({ role: "manager", status: "active" })).status).toBe(200);
    const after = await events(owner, `?target_type=member&target_id=${target.id}&limit=2`);
    const restored = after.page.items.find((e) => e.action === "member.status_changed")!;
    expect(restored.details.affected_keys).toContainEqual({
      id: key.api_key.id,
      label: "Affected",
      access: "ok",
    });
  });

  it("records nothing for a change that did not happen", async () => {
    const manager = await t.signIn("manager@acme.test");
    const key = await createKey(manager);
    await t.request("POST", `${KEYS}/${key.api_key.id}/revoke`, { session: manager });
    const again = await t.request("POST", `${KEYS}/${key.api_key.id}/revoke`, {
      session: manager,
    });
    expect(again.status).toBe(409);
    const member = await t.signIn("member@acme.test");
    expect(
      (await t.request("POST", KEYS, { session: member, body: { label: "x", scopes: ["read"] } }))
        .status,
    ).toBe(403);
    const { page } = await events(manager, `?target_id=${key.api_key.id}`);
    expect(page.items.map((e) => e.action).sort()).toEqual(["api_key.created", "api_key.revoked"]);
  });

  it("records workspace changes", async () => {
    const owner = await t.signIn("owner@acme.test");
    const patch = (body: object) =>
      t.request("PATCH", "/api/v1/console/workspace", { session: owner, body });
    expect((await patch({ plan_api_access: false })).status).toBe(200);
    t.clock.advance(1000);
    expect((await patch({ plan_api_access: true })).status).toBe(200);
    const { page } = await events(owner, "?target_type=workspace&limit=2");
    expect(page.items.map((e) => e.details)).toEqual([
      { plan_api_access: true },
      { plan_api_access: false },
    ]);
  });

  it("pages newest first with an opaque cursor, and refuses a cursor it did not make", async () => {
    const session = await t.signIn("owner@acme.test");
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1);
      await createKey(session, { label: `Paged ${i}` });
    }
    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?target_type=api_key&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const { page } = await events(session, query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    const { page: all } = await events(session, "?target_type=api_key&limit=100");
    expect(seen.map((e) => e.id)).toEqual(all.items.map((e) => e.id));
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    const times = seen.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen.slice(0, 5).map((e) => e.target.label)).toEqual([
      "Paged 4",
      "Paged 3",
      "Paged 2",
      "Paged 1",
      "Paged 0",
    ]);

    const bad = await t.request("GET", `${EVENTS}?cursor=not-a-cursor`, { session });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
      "query",
      "cursor",
    ]);
    const badType = await t.request("GET", `${EVENTS}?target_type=lead`, { session });
    expect(badType.status).toBe(422);
  });

  it("shows a workspace only its own events, to every member", async () => {
    const globex = await t.signIn("owner@globex.test");
    const theirs = await createKey(globex, { label: "Globex only" });
    const member = await t.signIn("member@acme.test");
    const { page } = await events(member, "?limit=100");
    expect(page.items.map((e) => e.target.id)).not.toContain(theirs.api_key.id);
    const filtered = await events(member, `?target_id=${theirs.api_key.id}`);
    expect(filtered.page.items).toEqual([]);
    expect(filtered.page.next_cursor).toBeNull();
    expect((await t.request("GET", EVENTS)).status).toBe(401);
  });
});
