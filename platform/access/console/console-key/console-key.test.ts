import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKey, CreatedApiKey } from "../../../../contract/api-keys";
import { sha256 } from "../../../auth/secrets";
import { apiKeys } from "../../../auth/tables";
import { ERRORS } from "../../../http/errors";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { insertApiKey } from "../../api-keys";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const KEYS = "/api/v1/console/api-keys";
const ROLL = "/api/v1/console/console-key/roll";
const REVOKE = "/api/v1/console/console-key/revoke";
const LISTS = "/api/v1/public/lead-lists";
const ISSUE = "/api/v1/console/session-key";

async function makeConsoleKey(slug = "acme") {
  const { value, row } = await insertApiKey(t.db, {
    workspaceId: await t.workspaceId(slug),
    label: "Console (server-held)",
    scopes: ["*"],
    environment: "live",
    expiresAt: null,
    creator: null,
    purpose: "console",
  });
  return { value, id: row.id };
}

async function rowOf(value: string) {
  const [row] = await t.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, sha256(value)));
  return row!;
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

describe("the generic revoke and roll refuse the console's own key, by what it is", () => {
  it("for every role, whichever key the console believes is its own", async () => {
    // Two console keys: the platform goes by the mark, not by which one a console runs on.
    const keys = [await makeConsoleKey(), await makeConsoleKey()];
    const manager = await t.signIn("manager@acme.test");
    const admin = await t.signIn("admin@acme.test");
    const owner = await t.signIn("owner@acme.test");
    for (const { id } of keys) {
      for (const action of ["revoke", "roll"]) {
        const path = `${KEYS}/${id}/${action}`;
        const refusedRole = await t.request("POST", path, { session: manager, body: {} });
        expect(refusedRole.status, action).toBe(403);
        expect(await refusedRole.json()).toEqual({ detail: ERRORS.role_console_key[1] });
        for (const session of [admin, owner]) {
          const res = await t.request("POST", path, { session, body: {} });
          expect(res.status, action).toBe(409);
          const text = await res.text();
          expect(JSON.parse(text)).toEqual({ detail: ERRORS.console_key_own_operation[1] });
          expect(text).not.toMatch(/sk_(live|test)_/);
        }
      }
    }
    for (const { value } of keys) {
      expect((await t.request("GET", LISTS, { key: value })).status).toBe(200);
      expect(await rowOf(value)).toMatchObject({ revokedAt: null, replacedBy: null });
    }
  });
});

describe("the console's own roll", () => {
  it("needs an admin or owner and the console's own active key of the workspace", async () => {
    const { value } = await makeConsoleKey();
    const manager = await t.signIn("manager@acme.test");
    const refusedRole = await t.request("POST", ROLL, { session: manager, key: value, body: {} });
    expect(refusedRole.status).toBe(403);
    expect(await refusedRole.json()).toEqual({ detail: ERRORS.role_console_key[1] });

    const admin = await t.signIn("admin@acme.test");
    const { key: ordinary } = await t.createKey("owner@acme.test", { scopes: ["*"] });
    const globex = await makeConsoleKey("globex");
    for (const key of [undefined, ordinary, globex.value, await t.legacyKey()]) {
      const res = await t.request("POST", ROLL, { session: admin, key, body: {} });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: ERRORS.console_key_needs_console_key[1] });
    }
    expect((await t.request("POST", ROLL, { key: value, body: {} })).status).toBe(401);
    expect(await rowOf(value)).toMatchObject({ replacedBy: null });
  });

  it("makes a replacement with no creator; the console keeps working after the admin who rolled it is removed", async () => {
    const { value, id } = await makeConsoleKey();
    const admin = await t.signIn("admin@acme.test");
    const res = await t.request("POST", ROLL, {
      session: admin,
      key: value,
      body: { expires_old_in_seconds: 60 },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rolled = CreatedApiKey.parse(await res.json());
    expect(rolled.api_key.creator).toBeNull();
    expect(rolled.api_key.access).toMatchObject({ status: "ok" });
    expect(await rowOf(rolled.key)).toMatchObject({
      purpose: "console",
      creatorMemberId: null,
      creatorRole: null,
    });
    expect(await rowOf(value)).toMatchObject({ replacedBy: rolled.api_key.id });

    // The audit log says who rolled it, though the key is the workspace's.
    const events = await t.request("GET", `/api/v1/console/audit-events?target_id=${id}`, {
      session: admin,
    });
    const [event] = ((await events.json()) as { items: { action: string; actor: unknown }[] })
      .items;
    expect(event).toMatchObject({ action: "api_key.rolled", actor: { email: "admin@acme.test" } });

    await setMember("admin@acme.test", { status: "removed" });
    t.clock.advance(61_000);
    expect((await t.request("GET", LISTS, { key: value })).status).toBe(401);
    expect((await t.request("GET", LISTS, { key: rolled.key })).status).toBe(200);
    const member = await t.signIn("member@acme.test");
    const issued = await t.request("POST", ISSUE, { session: member, key: rolled.key });
    expect(issued.status).toBe(201);
    const listed = (await (await t.request("GET", KEYS, { session: member })).json()) as {
      items: unknown[];
    };
    const row = listed.items.map((k) => ApiKey.parse(k)).find((k) => k.id === rolled.api_key.id);
    expect(row).toMatchObject({ creator: null, access: { status: "ok" }, state: "active" });
    await setMember("admin@acme.test", { status: "active" });
  });

  it("rolls only an active key: a second roll with the retired key is refused", async () => {
    const { value } = await makeConsoleKey();
    const owner = await t.signIn("owner@acme.test");
    const first = await t.request("POST", ROLL, { session: owner, key: value, body: {} });
    expect(first.status).toBe(201);
    const again = await t.request("POST", ROLL, { session: owner, key: value, body: {} });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ detail: ERRORS.console_key_needs_console_key[1] });
  });

  it("two rolls at once make one replacement; the other is told the console moved on", async () => {
    const { value } = await makeConsoleKey();
    const admin = await t.signIn("admin@acme.test");
    const owner = await t.signIn("owner@acme.test");
    const body = { expires_old_in_seconds: 3600 };
    const answers = await Promise.all(
      [admin, owner].map((session) => t.request("POST", ROLL, { session, key: value, body })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({ detail: ERRORS.console_key_already_rolled[1] });
    const { id } = await rowOf(value);
    const events = await t.request("GET", `/api/v1/console/audit-events?target_id=${id}`, {
      session: owner,
    });
    const actions = ((await events.json()) as { items: { action: string }[] }).items;
    expect(actions.filter((e) => e.action === "api_key.rolled")).toHaveLength(1);
  });

  it("refuses a grace period out of bounds with a 422 naming it", async () => {
    const { value } = await makeConsoleKey();
    const owner = await t.signIn("owner@acme.test");
    const res = await t.request("POST", ROLL, {
      session: owner,
      key: value,
      body: { expires_old_in_seconds: -1 },
    });
    expect(res.status).toBe(422);
    const detail = ((await res.json()) as { detail: { loc: unknown[] }[] }).detail;
    expect(detail[0]!.loc).toEqual(["body", "expires_old_in_seconds"]);
  });
});

describe("the console's own revoke", () => {
  it("an admin revokes the key the console presents; it answers 401 from then on", async () => {
    const { value, id } = await makeConsoleKey();
    const manager = await t.signIn("manager@acme.test");
    expect((await t.request("POST", REVOKE, { session: manager, key: value })).status).toBe(403);
    const admin = await t.signIn("admin@acme.test");
    expect((await t.request("POST", REVOKE, { session: admin })).status).toBe(403);
    const res = await t.request("POST", REVOKE, { session: admin, key: value });
    expect(res.status).toBe(200);
    expect(ApiKey.parse(await res.json())).toMatchObject({ id, state: "revoked", creator: null });
    expect((await t.request("GET", LISTS, { key: value })).status).toBe(401);
  });
});

describe("console keys made before they had no creator", () => {
  it("the migration makes them the workspace's and leaves other keys' creators alone", async () => {
    const admin = await t.memberByEmail("admin@acme.test");
    const creator = { id: admin.id, role: "admin" as const };
    const workspaceId = await t.workspaceId("acme");
    const base = { workspaceId, scopes: ["*"], environment: "live" as const, expiresAt: null };
    // As an earlier roll from the API keys page left it: the rolling admin as its creator.
    const rolled = await insertApiKey(t.db, {
      ...base,
      label: "Console (server-held)",
      creator,
      purpose: "console",
    });
    const ordinary = await insertApiKey(t.db, { ...base, label: "Admin's own", creator });
    const migration = new URL(
      "../../../db/legacy-migrations/2-to-0028/0000-0014/0001_console_key_no_creator.sql",
      import.meta.url,
    );
    await t.db.execute(sql.raw(readFileSync(migration, "utf8")));
    expect(await rowOf(rolled.value)).toMatchObject({ creatorMemberId: null, creatorRole: null });
    expect(await rowOf(ordinary.value)).toMatchObject({
      creatorMemberId: admin.id,
      creatorRole: "admin",
    });
  });
});
