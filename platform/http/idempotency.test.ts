import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseNow } from "../db/clock";
import { sqlRows } from "../db/sql-rows";
import { webhookDeliveries } from "../events/tables";
import { newId } from "../ids";
import { backgroundJobsSettled } from "../jobs/background";
import { insertMessages, recordConversationActivity } from "../leads/outreach-records";
import { ACCEPTED_IMPORT_BODIES } from "../phone-numbers/public/generated-writes";
import type { Operation } from "../testing/fuzz/document";
import { type FuzzTarget, hints, PUBLIC, startFuzzTarget } from "../testing/fuzz/target";
import { validValue } from "../testing/fuzz/values";

/**
 * Idempotency-Key over every write of the served OpenAPI document: for each, a valid request
 * (its body generated from the document by the fuzzer's generators) sent twice under one key,
 * in sequence and then at the same moment, has one effect: the database after the repeat is
 * exactly as after the first, and the repeat is the first response, byte for byte, marked
 * Idempotent-Replayed. A write added to the document is covered the moment it is registered.
 */
let target: FuzzTarget;
let writes: Operation[] = [];
beforeAll(async () => {
  target = await startFuzzTarget();
  // Deletions last: the ids they delete are the ones the other writes use.
  writes = target.operations
    .filter((op) => op.method !== "GET")
    .toSorted((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}, 120_000);
afterAll(() => target.close());

const t = () => target.platform;

/** Every table's rows (but the request bookkeeping: keys' last use, kept responses). */
async function databaseState(): Promise<Record<string, string>> {
  await backgroundJobsSettled();
  const tables = (await t().db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('api_keys', 'idempotency_keys', 'sessions')`,
  )) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.name);
  const state: Record<string, string> = {};
  for (const name of names) {
    const result = (await t().db.execute(
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from "${name}" t`,
      ),
    )) as unknown as { rows?: { n: string; h: string }[] } | { n: string; h: string }[];
    const row = (Array.isArray(result) ? result : (result.rows ?? []))[0]!;
    state[name] = `${row.n} rows ${row.h}`;
  }
  return state;
}

/** Row counts only: what a write adds, whatever the ids and times it chose. */
const counts = (state: Record<string, string>) =>
  Object.fromEntries(Object.entries(state).map(([k, v]) => [k, Number(v.split(" ")[0])]));
const delta = (before: Record<string, string>, after: Record<string, string>) => {
  const [a, b] = [counts(before), counts(after)];
  return Object.fromEntries(Object.keys(b).map((k) => [k, b[k]! - (a[k] ?? 0)]));
};

/** Fresh objects for the ids a write consumes, so that each run has something to act on. */
async function freshIds(op: Operation): Promise<Record<string, string>> {
  const key = target.key;
  const post = async (path: string, body?: unknown) => {
    const res = await t().request("POST", `${PUBLIC}${path}`, { key, body });
    expect(res.status, `set-up POST ${path}`).toBeLessThan(300);
    return ((await res.json()) as { id: string }).id;
  };
  const ids: Record<string, string> = {
    list_id: target.pools.get("list_id")![0]!,
    lead_id: target.pools.get("lead_id")![0]!,
    account_id: target.pools.get("account_id")![0]!,
  };
  if (op.method === "DELETE" && op.path.startsWith("/lead-lists/")) {
    ids.list_id = await post("/lead-lists", { name: "to delete" });
  }
  ids.endpoint_id = await post("/webhook-endpoints", {
    url: "https://example.com/hooks/fresh",
    event_types: ["call.completed"],
  });
  // A failed delivery, for a resend and for a recovery to find.
  ids.delivery_id = await post(`/webhook-endpoints/${ids.endpoint_id}/test`);
  await t()
    .db.update(webhookDeliveries)
    .set({ status: "failed", attemptCount: 3, nextAttemptAt: null })
    .where(eq(webhookDeliveries.id, ids.delivery_id));
  ids.preview_id = await post(`/lead-lists/${ids.list_id}/prospect-search/preview`, {
    filters: {},
    auto_enrich: false,
  });
  if (op.path.startsWith("/campaigns/{campaign_id}")) {
    ids.campaign_id = await freshCampaign(op.path, ids.lead_id!);
  }
  if (op.path.startsWith("/conversations/{conversation_id}")) {
    const sent = await t().request("POST", `${PUBLIC}/leads/${ids.lead_id}/messages`, {
      key,
      body: { channel: "email", body: "A thread to act on." },
    });
    expect(sent.status, "set-up message").toBe(201);
    ids.conversation_id = ((await sent.json()) as { conversation_id: string }).conversation_id;
    // Marking unread needs something the lead wrote.
    if (op.path.endsWith("/unread")) await replyFrom(ids.lead_id!);
  }
  if (op.path.startsWith("/knowledge-bases/{knowledge_base_id}")) {
    ids.knowledge_base_id = await post("/knowledge-bases", { name: "Fresh knowledge" });
    ids.document_id = await post(`/knowledge-bases/${ids.knowledge_base_id}/documents`, {
      title: "Hours",
      content: "Open nine to five.",
    });
  }
  if (op.path === "/do-not-contact/{entry_id}") {
    ids.entry_id = await post("/do-not-contact", {
      type: "email",
      value: `fresh-${++freshCounter}@nowhere.example`,
    });
  }
  return ids;
}

let freshCounter = 0;

/** The lead writes back, as the engine records a reply (in the inbox: no campaign). */
async function replyFrom(leadId: string) {
  const db = t().db;
  const [lead] = await sqlRows<{ workspace_id: string }>(
    db,
    sql`select workspace_id from leads where id = ${leadId}`,
  );
  const at = (await databaseNow(db)).toISOString();
  const common = { workspace_id: lead!.workspace_id, lead_id: leadId, channel: "email" as const };
  await db.transaction(async (tx) => {
    await recordConversationActivity(tx, [
      {
        ...common,
        id: newId("conv"),
        at,
        preview: "Tell me more",
        direction: "inbound",
        unread: 1,
      },
    ]);
    await insertMessages(tx, [
      {
        ...common,
        id: newId("msg"),
        campaign_id: null,
        step_index: null,
        direction: "inbound",
        account_id: null,
        subject: null,
        body: "Tell me more",
        status: "received",
        sent_at: at,
        credits: 0,
      },
    ]);
  });
}

/**
 * A campaign in the state the write needs: a draft that could launch (a step, its account, an
 * enrolled lead), launched for pause and stop, paused for resume.
 */
async function freshCampaign(path: string, leadId: string) {
  const key = target.key;
  const call = async (method: string, sub: string, body?: unknown) => {
    const res = await t().request(method, `${PUBLIC}${sub}`, { key, body });
    expect(res.status, `set-up ${method} ${sub}`).toBeLessThan(300);
    return (await res.json()) as { id: string };
  };
  const { id } = await call("POST", "/campaigns", {
    name: `fresh ${++freshCounter}`,
    steps: [{ channel: "email", wait_days: 1 }],
  });
  await call("PUT", `/campaigns/${id}/channel-assignments`, {
    assignments: [{ channel: "email", account_id: target.pools.get("account_id")![0] }],
  });
  // The same lead joins each fresh campaign: included though it is in the others.
  await call("POST", `/campaigns/${id}/leads`, {
    lead_ids: [leadId],
    include_engaged_elsewhere: true,
  });
  const move = path.split("/").at(-1);
  if (move === "pause" || move === "stop" || move === "resume") {
    await call("POST", `/campaigns/${id}/launch`);
  }
  if (move === "resume") await call("POST", `/campaigns/${id}/pause`);
  return id;
}

/** Valid values the generators would seldom hit by chance: a time range around now. */
const fieldHints = (name: string) => {
  if (name === "since") return fc.constant("2000-01-01T00:00:00Z");
  if (name === "until") return fc.constant("2100-01-01T00:00:00Z");
  if (name === "event_type") return fc.constant("call.completed");
  return hints(target)(name, {});
};

let keyCounter = 0;
const newKey = () => `every-write-${++keyCounter}`;

type Sent = { status: number; text: string; replayed: string | null };
async function send(op: Operation, ids: Record<string, string>, body: unknown, key: string) {
  // Rate limits follow the test clock: a minute on, every bucket is fresh.
  t().clock.advance(61_000);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? "x");
  const res = await t().request(op.method, `${PUBLIC}${path}`, {
    key: target.key,
    body,
    headers: { "Idempotency-Key": key },
  });
  return {
    status: res.status,
    text: await res.text(),
    replayed: res.headers.get("idempotent-replayed"),
  } satisfies Sent;
}

/**
 * Bodies whose rules the document states only in words (exactly one of two members, a value
 * that fits its type), which the generators cannot know.
 */
const FIXED_BODIES: Record<string, (ids: Record<string, string>) => unknown> = {
  public_enroll_campaign_leads: (ids) => ({ lead_list_id: ids.list_id }),
  public_create_do_not_contact: () => ({
    type: "email",
    value: `suppressed-${++freshCounter}@example.com`,
  }),
  public_trigger_campaign: () => ({ email: `triggered-${++freshCounter}@example.com` }),
  public_send_message: () => ({ channel: "email", body: "Once only." }),
  public_book_meeting: () => ({ meeting_time: "2099-01-01T10:00:00Z" }),
  // A new address each time (an address connected already is a 409).
  public_connect_account: () => ({
    channel: "email",
    address: `box-${++freshCounter}@example.com`,
    display_name: "Fresh box",
    daily_limit: 50,
  }),
  // Not a pause: the fresh campaigns send from this account.
  public_update_connected_account: () => ({ daily_limit: 500 }),
  // prospect_ids or exclude_prospect_ids, never both, each an id of the preview's snapshot.
  public_import_prospect_search: (ids) => ({ preview_id: ids.preview_id }),
  ...ACCEPTED_IMPORT_BODIES,
};

/** A request the write accepts: generated from the document until one is accepted. */
async function acceptedRequest(op: Operation, ids: Record<string, string>) {
  const fixed = FIXED_BODIES[op.id];
  const bodies = fixed
    ? [fixed(ids)]
    : op.body
      ? fc.sample(validValue(target.doc, op.body, "", fieldHints), { numRuns: 40, seed: 42 })
      : [undefined];
  const refusals: string[] = [];
  for (const body of bodies) {
    const key = newKey();
    const first = await send(op, ids, body, key);
    if (first.status < 300) return { body, key, first };
    refusals.push(`${first.status} ${first.text.slice(0, 200)}`);
  }
  throw new Error(`no generated request was accepted by ${op.id}: ${refusals.join("\n")}`);
}

describe("Idempotency-Key on every write of the OpenAPI document", () => {
  it("documents the header on every write", () => {
    expect(writes.length).toBeGreaterThanOrEqual(15);
    for (const op of writes) {
      expect(
        op.params.some((p) => p.in === "header" && p.name === "Idempotency-Key"),
        op.id,
      ).toBe(true);
    }
  });

  it("in sequence: the repeat is the first response and changes nothing", async () => {
    for (const op of writes) {
      const ids = await freshIds(op);
      const before = await databaseState();
      const { body, key, first } = await acceptedRequest(op, ids);
      expect(first.replayed, op.id).toBeNull();
      const afterFirst = await databaseState();
      t().clock.advance(1_000);
      const again = await send(op, ids, body, key);
      expect(again, op.id).toEqual({ ...first, replayed: "true" });
      expect(await databaseState(), `${op.id}: the repeat changed the database`).toEqual(
        afterFirst,
      );
      // The same key with another request is refused on the header and does nothing.
      if (op.body) {
        const other = await send(op, ids, { ...(body as object), unexpected_field: 1 }, key);
        expect(other.status, op.id).toBe(422);
        expect(JSON.parse(other.text).detail[0].loc).toEqual(["header", "Idempotency-Key"]);
        expect(await databaseState(), op.id).toEqual(afterFirst);
      }
      // Nothing above moved the counts beyond what the first request did.
      expect(delta(before, await databaseState()), op.id).toEqual(delta(before, afterFirst));
    }
  }, 300_000);

  it("at the same moment: one runs, the other is a 409 or the replay, and one effect", async () => {
    for (const op of writes) {
      // What one run of this write adds, measured on a run of its own first.
      const ids = await freshIds(op);
      const before = await databaseState();
      const { body } = await acceptedRequest(op, ids);
      const once = delta(before, await databaseState());

      const again = await freshIds(op);
      // A fixed body is made anew: the first run's (a suppressed address) may not be made twice.
      const pairBody = FIXED_BODIES[op.id]?.(again) ?? body;
      const start = await databaseState();
      const key = newKey();
      t().clock.advance(61_000);
      const pair = await Promise.all([
        send(op, again, pairBody, key),
        send(op, again, pairBody, key),
      ]);
      const statuses = pair.map((p) => p.status).sort();
      const ran = pair.filter((p) => p.replayed === null && p.status < 300);
      expect(ran, `${op.id}: ${statuses}`).toHaveLength(1);
      const other = pair.find((p) => p !== ran[0])!;
      if (other.status === 409) {
        expect(JSON.parse(other.text).detail, op.id).toMatch(/still being processed/);
      } else {
        expect(other, op.id).toEqual({ ...ran[0], replayed: "true" });
      }
      // No table grew by more than one run makes it grow (less where that run's follow-ups,
      // e.g. events of leads it already enriched, have nothing left to do).
      const pairDelta = delta(start, await databaseState());
      for (const [table, added] of Object.entries(pairDelta)) {
        expect(added, `${op.id}: rows added to ${table} by the pair`).toBeLessThanOrEqual(
          Math.max(0, once[table] ?? 0),
        );
      }
      // Afterwards, the replay.
      expect(await send(op, again, pairBody, key), op.id).toEqual({
        ...ran[0]!,
        replayed: "true",
      });
    }
  }, 300_000);

  it("keys are per workspace: another tenant's same key and request runs on its own", async () => {
    const globex = await t().legacyKey("globex");
    const acmeKey = newKey();
    const body = { name: "same request" };
    const ask = (key: string) =>
      t().request("POST", `${PUBLIC}/lead-lists`, {
        key,
        body,
        headers: { "Idempotency-Key": acmeKey },
      });
    const first = await ask(target.key);
    const elsewhere = await ask(globex);
    expect([first.status, elsewhere.status]).toEqual([201, 201]);
    expect(elsewhere.headers.get("idempotent-replayed")).toBeNull();
    const [a, b] = [
      (await first.json()) as { id: string },
      (await elsewhere.json()) as { id: string },
    ];
    expect(b.id).not.toBe(a.id);
    // Globex cannot read acme's list through the kept response, nor acme globex's.
    expect((await t().request("GET", `${PUBLIC}/lead-lists/${a.id}`, { key: globex })).status).toBe(
      404,
    );
  });
});
