import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CopilotSession } from "../../../contract/copilot";
import { creditLedger } from "../../credits/tables";
import { startCopilotThread } from "../../testing/copilot-thread";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { copilotMessages, copilotThreads } from "../tables";

/**
 * A Copilot thread belongs to the member who started it, through any key of theirs (the
 * console's session key included): another member of the same workspace, an owner too, can
 * neither list, read nor continue it, and is answered as for another workspace's thread.
 */

const SESSIONS = "/api/v1/public/copilot/sessions";
const MESSAGES = "/api/v1/public/copilot/messages";
const NOT_FOUND = { status: 404, body: { detail: "The Copilot conversation does not exist." } };

let t: TestPlatform;
const keys = {} as Record<
  | "manager"
  | "managerSession"
  | "owner"
  | "ownerSession"
  | "admin"
  | "member"
  | "legacy"
  | "globex",
  string
>;
let managers: string;
let legacys: string;
let admins: string;

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false, limitsByTestClock: true });
  keys.manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  keys.managerSession = await t.sessionKey("manager@acme.test");
  keys.owner = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
  keys.ownerSession = await t.sessionKey("owner@acme.test");
  keys.admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  // A member may read the Copilot's threads but not ask it (a write): they have none.
  keys.member = await t.sessionKey("member@acme.test");
  keys.legacy = await t.legacyKey("acme");
  keys.globex = (await t.createKey("owner@globex.test", { scopes: ["*"] })).key;
  managers = await startCopilotThread(t, keys.manager, "How many credits are left?");
  admins = await startCopilotThread(t, keys.admin, "What are my campaigns doing?");
  legacys = await startCopilotThread(t, keys.legacy, "Which lead lists do I have?");
}, 60_000);
afterAll(() => t?.close());

async function getJson(path: string, key: string) {
  const res = await t.request("GET", path, { key });
  return { status: res.status, body: await res.json() };
}

async function threadIds(key: string) {
  const { status, body } = await getJson(`${SESSIONS}?per_page=100`, key);
  expect(status).toBe(200);
  return (body as { items: { thread_id: string }[]; total: number }).items.map((i) => i.thread_id);
}

async function books() {
  const acme = await t.workspaceId("acme");
  const [threads] = await t.db.select({ n: count() }).from(copilotThreads);
  const [messages] = await t.db.select({ n: count() }).from(copilotMessages);
  const [charges] = await t.db
    .select({ n: count() })
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceId, acme), eq(creditLedger.reason, "copilot_answer")));
  return { threads: threads!.n, messages: messages!.n, charges: charges!.n };
}

describe("a Copilot thread", () => {
  it("is listed and read by its member through any key of theirs", async () => {
    for (const key of [keys.manager, keys.managerSession]) {
      expect(await threadIds(key)).toEqual([managers]);
      const read = await getJson(`${SESSIONS}/${managers}`, key);
      expect(read.status).toBe(200);
      expect(CopilotSession.parse(read.body).messages.map((m) => m.content)[0]).toBe(
        "How many credits are left?",
      );
    }
    expect(await threadIds(keys.admin)).toEqual([admins]);
  });

  it("is not listed for another member of the workspace, an owner included", async () => {
    for (const key of [keys.owner, keys.ownerSession, keys.member]) {
      expect(await getJson(`${SESSIONS}?per_page=100`, key)).toEqual({
        status: 200,
        body: { items: [], total: 0, page: 1, per_page: 100 },
      });
    }
    expect(await threadIds(keys.manager)).not.toContain(admins);
    expect(await threadIds(keys.admin)).not.toContain(managers);
  });

  it("is a 404 to read for anyone else, as another workspace's thread is", async () => {
    const others: [string, string][] = [
      [managers, keys.owner],
      [managers, keys.ownerSession],
      [managers, keys.admin],
      [managers, keys.member],
      [managers, keys.legacy],
      [managers, keys.globex],
      [admins, keys.manager],
      [admins, keys.owner],
      [admins, keys.member],
      [legacys, keys.manager],
      [legacys, keys.owner],
    ];
    for (const [thread, key] of others) {
      expect(await getJson(`${SESSIONS}/${thread}`, key)).toEqual(NOT_FOUND);
    }
  });

  it("is a 404 to continue for anyone else, and nothing is kept or charged", async () => {
    const before = await books();
    for (const key of [keys.owner, keys.ownerSession, keys.admin, keys.legacy]) {
      const res = await t.request("POST", MESSAGES, {
        key,
        body: { message: "And my campaigns?", thread_id: managers },
      });
      expect({ status: res.status, body: await res.json() }).toEqual(NOT_FOUND);
    }
    expect(await books()).toEqual(before);
    const read = CopilotSession.parse(
      (await getJson(`${SESSIONS}/${managers}`, keys.manager)).body,
    );
    expect(read.messages).toHaveLength(2);
  });

  it("is continued by its member, from another of their keys too", async () => {
    const res = await t.request("POST", MESSAGES, {
      key: keys.managerSession,
      body: { message: "And my campaigns?", thread_id: managers },
    });
    expect(res.status).toBe(200);
    await res.text();
    const read = CopilotSession.parse(
      (await getJson(`${SESSIONS}/${managers}`, keys.manager)).body,
    );
    expect(read.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  it("is not replayed to another member who reuses its member's Idempotency-Key", async () => {
    const send = (key: string) =>
      t.request("POST", MESSAGES, {
        key,
        headers: { "Idempotency-Key": "continue-managers-thread" },
        body: { message: "How many credits are left?", thread_id: managers },
      });
    const first = await send(keys.manager);
    expect(first.status).toBe(200);
    const answer = await first.text();
    // The same member, through another key of theirs, gets the kept answer again.
    const again = await send(keys.managerSession);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(answer);
    const before = await books();
    for (const key of [keys.owner, keys.ownerSession, keys.admin]) {
      const res = await send(key);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 422,
        body: {
          detail: [
            {
              loc: ["header", "Idempotency-Key"],
              msg: "This Idempotency-Key was already used for a different request; use a new key for each new request.",
              type: "value_error",
            },
          ],
        },
      });
    }
    expect(await books()).toEqual(before);
  });

  it("started by a key without a creator is shared by such keys and seen by no member", async () => {
    expect(await threadIds(keys.legacy)).toEqual([legacys]);
    expect(await threadIds(await t.legacyKey("acme"))).toEqual([legacys]);
    for (const key of [keys.manager, keys.owner, keys.admin, keys.member]) {
      expect(await threadIds(key)).not.toContain(legacys);
    }
  });
});
