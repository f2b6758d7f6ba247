import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isReadMethod } from "../../../contract/access";
import { OPENAPI_PATH } from "../../app";
import { webhookDeliveries } from "../../events/tables";
import { seedDemoVoiceAgents } from "../../seed/demo-campaigns";
import { startCopilotThread } from "../../testing/copilot-thread";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

/**
 * One security suite for every public operation in the OpenAPI document: no key, an unknown
 * key, a revoked key, the wrong scope, a deleted workspace, and ids of another workspace.
 * A new route is covered the moment it is registered.
 */
let t: TestPlatform;
let operations: { method: string; path: string }[] = [];
const keys = {} as Record<
  "acme" | "globex" | "revoked" | "readOnly" | "writeOnly" | "demoted",
  string
>;
/** A real acme object for every kind of path parameter. */
const acmeIds: Record<string, string> = {};

beforeAll(async () => {
  // Each test starts a fresh window by advancing the test clock, which Redis does not follow.
  t = await createTestPlatform({ limitsByTestClock: true });
  const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  keys.acme = await t.legacyKey("acme");
  keys.globex = await t.legacyKey("globex");
  keys.readOnly = (await t.createKey("owner@acme.test", { scopes: ["read"] })).key;
  keys.writeOnly = (await t.createKey("owner@acme.test", { scopes: ["write"] })).key;
  const revoked = await t.createKey("owner@acme.test", { scopes: ["*"] });
  keys.revoked = revoked.key;
  const session = await t.signIn("owner@acme.test");
  await t.request("POST", `/api/v1/console/api-keys/${revoked.api_key.id}/revoke`, { session });
  // A key whose creator has since lost the role its operations need.
  keys.demoted = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  const admin = await t.memberByEmail("admin@acme.test");
  await t.request("PATCH", `/api/v1/console/members/${admin.id}`, {
    session,
    body: { role: "member" },
  });

  const lists = (await (
    await t.request("GET", "/api/v1/public/lead-lists", { key: keys.acme })
  ).json()) as {
    items: { id: string }[];
  };
  acmeIds.list_id = lists.items[0]!.id;
  acmeIds.job_id = await t.insertJob("acme");
  const preview = await t.request(
    "POST",
    `/api/v1/public/lead-lists/${acmeIds.list_id}/prospect-search/preview`,
    { key: keys.acme, body: { filters: {}, auto_enrich: false } },
  );
  const previewed = (await preview.json()) as { id: string; results: { id: string }[] };
  acmeIds.preview_id = previewed.id;
  acmeIds.prospect_id = previewed.results[0]!.id;
  const leads = await t.request("GET", "/api/v1/public/leads?per_page=1", { key: keys.acme });
  acmeIds.lead_id = ((await leads.json()) as { items: { id: string }[] }).items[0]!.id;
  const endpoint = await t.request("POST", "/api/v1/public/webhook-endpoints", {
    key: keys.acme,
    body: { url: "https://hooks.example.com/in", event_types: ["call.completed"] },
  });
  acmeIds.endpoint_id = ((await endpoint.json()) as { id: string }).id;
  const delivery = await t.request(
    "POST",
    `/api/v1/public/webhook-endpoints/${acmeIds.endpoint_id}/test`,
    { key: keys.acme },
  );
  acmeIds.delivery_id = ((await delivery.json()) as { id: string }).id;
  // A failed delivery to recover, for the recovery's own path parameter.
  await t.db
    .update(webhookDeliveries)
    .set({ status: "failed", attemptCount: 3, nextAttemptAt: null })
    .where(eq(webhookDeliveries.id, acmeIds.delivery_id));
  const recovery = await t.request(
    "POST",
    `/api/v1/public/webhook-endpoints/${acmeIds.endpoint_id}/recover`,
    { key: keys.acme, body: { since: new Date(Date.now() - 3_600_000).toISOString() } },
  );
  acmeIds.recovery_id = ((await recovery.json()) as { id: string }).id;
  // A launched campaign (a deletion of it is a 409, not a 404) with the lead enrolled.
  const campaign = await t.request("POST", "/api/v1/public/campaigns", {
    key: keys.acme,
    body: { name: "Security", steps: [{ channel: "email", wait_days: 1 }] },
  });
  acmeIds.campaign_id = ((await campaign.json()) as { id: string }).id;
  const accounts = await t.request("GET", "/api/v1/public/connected-accounts?channel=email", {
    key: keys.acme,
  });
  const account = ((await accounts.json()) as { items: { id: string }[] }).items[0]!.id;
  acmeIds.account_id = account;
  const campaignPath = `/api/v1/public/campaigns/${acmeIds.campaign_id}`;
  await t.request("PUT", `${campaignPath}/channel-assignments`, {
    key: keys.acme,
    body: { assignments: [{ channel: "email", account_id: account }] },
  });
  await t.request("POST", `${campaignPath}/leads`, {
    key: keys.acme,
    // Included even if a seeded campaign has it: the launch needs an enrolled lead.
    body: { lead_ids: [acmeIds.lead_id], include_engaged_elsewhere: true },
  });
  await t.request("POST", `${campaignPath}/launch`, { key: keys.acme });
  const entry = await t.request("POST", "/api/v1/public/do-not-contact", {
    key: keys.acme,
    body: { type: "email", value: "nobody@nowhere.example" },
  });
  acmeIds.entry_id = ((await entry.json()) as { id: string }).id;
  await seedDemoVoiceAgents(t.db);
  const agents = await t.request("GET", "/api/v1/public/voice-agents", { key: keys.acme });
  acmeIds.agent_id = ((await agents.json()) as { items: { id: string }[] }).items[0]!.id;
  const placed = await t.request("POST", "/api/v1/public/calls", {
    key: keys.acme,
    body: { lead_id: acmeIds.lead_id, agent_id: acmeIds.agent_id },
  });
  acmeIds.call_id = ((await placed.json()) as { id: string }).id;
  const sent = await t.request("POST", `/api/v1/public/leads/${acmeIds.lead_id}/messages`, {
    key: keys.acme,
    body: { channel: "email", body: "Hello from security." },
  });
  acmeIds.conversation_id = ((await sent.json()) as { conversation_id: string }).conversation_id;
  acmeIds.thread_id = await startCopilotThread(t, keys.acme);
  const base = await t.request("POST", "/api/v1/public/knowledge-bases", {
    key: keys.acme,
    body: { name: "Security" },
  });
  acmeIds.knowledge_base_id = ((await base.json()) as { id: string }).id;
  const knowledge = await t.request(
    "POST",
    `/api/v1/public/knowledge-bases/${acmeIds.knowledge_base_id}/documents`,
    { key: keys.acme, body: { title: "Hours", content: "Open nine to five." } },
  );
  acmeIds.document_id = ((await knowledge.json()) as { id: string }).id;
});
afterAll(() => t.close());
// Refused requests count against the caller's address, and each case sends a few per
// operation: a fresh window per case keeps 429s from standing in for the refusals under test.
beforeEach(() => t.clock.advance(61_000));

const fill = (path: string, ids: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? "x_unknown");

const call = (op: { method: string; path: string }, key?: string) =>
  t.request(op.method, `/api/v1/public${fill(op.path, acmeIds)}`, {
    key,
    ...(isReadMethod(op.method) ? {} : { body: {} }),
  });

describe("every public operation", () => {
  it("is found in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(6);
    expect(operations).toContainEqual({ method: "GET", path: "/lead-lists/{list_id}" });
  });

  it("refuses a missing, unknown or revoked key with 401", async () => {
    for (const op of operations) {
      for (const key of [undefined, "sk_live_0000000000000000000000000000000x", keys.revoked]) {
        const res = await call(op, key);
        expect(res.status, `${op.method} ${op.path} with ${key ?? "no key"}`).toBe(401);
        expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
      }
    }
  });

  it("refuses the wrong scope with 403", async () => {
    for (const op of operations) {
      const wrong = isReadMethod(op.method) ? keys.writeOnly : keys.readOnly;
      const res = await call(op, wrong);
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it("refuses a caller without the scope or role with 403 before reading the request", async () => {
    // A body and a query no operation accepts: a 422 here would describe the schema to a
    // caller who may not use the operation.
    const garbage = { xxx: [1, { y: null }], filters: 7, name: [] };
    for (const op of operations) {
      const wrongScope = isReadMethod(op.method) ? keys.writeOnly : keys.readOnly;
      for (const key of [wrongScope, keys.demoted]) {
        const res = await t.request(
          op.method,
          `/api/v1/public${fill(op.path, acmeIds)}?per_page=-1&page=abc&limit=zz`,
          {
            key,
            headers: { "Idempotency-Key": "k".repeat(300) },
            ...(isReadMethod(op.method) ? {} : { body: garbage }),
          },
        );
        expect(res.status, `${op.method} ${op.path}`).toBe(403);
        expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
      }
    }
  });

  it("reports another workspace's ids as 404, never 403", async () => {
    // Deletions go last: the ids they delete are used by every other operation.
    // A prospect belongs to the shared corpus, not to a workspace: where it already is, asked
    // by another workspace, is that workspace's own (empty) answer, checked below.
    const corpusWide = (o: { path: string }) => o.path.startsWith("/prospects/{prospect_id}");
    const withIds = operations
      .filter((o) => o.path.includes("{") && !corpusWide(o))
      // Among deletions, a child (a document) before its parent (its knowledge base).
      .toSorted(
        (a, b) =>
          Number(a.method === "DELETE") - Number(b.method === "DELETE") ||
          (a.method === "DELETE" ? b.path.length - a.path.length : 0),
      );
    for (const op of withIds) {
      const res = await call(op, keys.globex);
      expect(res.status, `${op.method} ${op.path}`).toBe(404);
      const own = await call(op, keys.acme);
      expect(own.status, `${op.method} ${op.path} own workspace`).not.toBe(404);
    }
    for (const op of operations.filter(corpusWide)) {
      const res = await call(op, keys.globex);
      expect(res.status, `${op.method} ${op.path}`).toBe(200);
      expect(await res.json()).toMatchObject({
        lead_lists: [],
        lead_lists_total: 0,
        campaigns: [],
        campaigns_total: 0,
      });
    }
  });

  it("answers 410 once the workspace is deleted", async () => {
    const other = await createTestPlatform();
    try {
      const key = await other.legacyKey();
      const owner = await other.signIn("owner@acme.test");
      await other.request("PATCH", "/api/v1/console/workspace", {
        session: owner,
        body: { deleted: true },
      });
      for (const op of operations) {
        const res = await other.request(op.method, `/api/v1/public${fill(op.path, {})}`, { key });
        expect(res.status, `${op.method} ${op.path}`).toBe(410);
      }
    } finally {
      await other.close();
    }
    // A second platform (its own database and seed) under a loaded machine.
  }, 120_000);
});
