import { request } from "node:http";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COPILOT_ANSWER_CREDITS } from "../../../contract/copilot";
import { CREDIT_RATES } from "../../../contract/credit-rates";
import { PROVIDER_CREDENTIAL_SENTENCE } from "../../auth/provider-credentials";
import {
  activeCampaignWithLeads,
  runCampaignToEnd,
  testEngine,
} from "../../campaigns/engine/scenarios/test-support";
import { creditBalances, creditLedger } from "../../credits/tables";
import { sqlRows } from "../../db/sql-rows";
import { parseEventStream } from "../../testing/fuzz/event-stream";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { servePlatform } from "../../testing/served-platform";
import { copilotMessages, copilotThreads } from "../tables";
import { type StreamedAnswer, streamRequest } from "./test-support";

/**
 * The Copilot over real HTTP: the reply stream read by node:http as it arrives, the thread it
 * starts and continues, the conversation read back, answers drawn from the workspace's own
 * records, what each answer costs, and every way a request is refused before a byte streams.
 */

const PATH = "/api/v1/public/copilot/messages";
const SESSIONS = "/api/v1/public/copilot/sessions";
const CHUNK_DELAY_MS = 5;

let t: TestPlatform;
let served: Awaited<ReturnType<typeof servePlatform>>;
let acme: string;
let globex: string;
const keys = {} as Record<"acme" | "globex" | "readOnly" | "writeOnly", string>;

beforeAll(async () => {
  t = await createTestPlatform({
    jobRunner: false,
    limitsByTestClock: true,
    deps: { copilotChunkDelayMs: CHUNK_DELAY_MS },
  });
  served = await servePlatform(t.deps);
  acme = await t.workspaceId("acme");
  globex = await t.workspaceId("globex");
  keys.acme = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  keys.globex = (await t.createKey("owner@globex.test", { scopes: ["*"] })).key;
  keys.readOnly = (await t.createKey("manager@acme.test", { scopes: ["read"] })).key;
  keys.writeOnly = (await t.createKey("manager@acme.test", { scopes: ["write"] })).key;
}, 60_000);
afterAll(async () => {
  await served?.close();
  await t?.close();
});
// Every test gets fresh rate-limit windows.
beforeEach(() => t.clock.advance(61_000));

const ask = (message: string, more: { thread_id?: string } = {}, key = keys.acme) =>
  streamRequest(served.base, PATH, { key, body: { message, ...more } });

async function getJson(path: string, key = keys.acme) {
  const res = await t.request("GET", path, { key });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function balanceOf(workspaceId: string) {
  const [row] = await t.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.workspaceId, workspaceId));
  return row!.balance;
}

async function books(workspaceId: string) {
  const [threads] = await t.db
    .select({ n: count() })
    .from(copilotThreads)
    .where(eq(copilotThreads.workspaceId, workspaceId));
  const [messages] = await t.db
    .select({ n: count() })
    .from(copilotMessages)
    .where(eq(copilotMessages.workspaceId, workspaceId));
  const [ledger] = await t.db
    .select({ n: count() })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceId, workspaceId));
  return {
    balance: await balanceOf(workspaceId),
    threads: threads!.n,
    messages: messages!.n,
    ledger: ledger!.n,
  };
}

type Done = {
  thread_id: string;
  message: {
    id: string;
    role: string;
    content: string;
    links: { kind: string; id: string; label: string; lead_list_id?: string }[];
    created_at: string;
  };
  credits_charged: number;
};

/** The stream's parts: its first event's data, the deltas' texts, and done's data. */
function partsOf(answer: StreamedAnswer) {
  const first = answer.data[0]!;
  const last = answer.data.at(-1)!;
  return {
    first: first.json as { thread_id: string; message_id: string; assistant: string },
    firstEvent: first.event,
    deltas: answer.data
      .filter((d) => d.event === "delta")
      .map((d) => (d.json as { text: string }).text),
    lastEvent: last.event,
    done: last.json as Done,
  };
}

const answerOf = (answer: StreamedAnswer) => partsOf(answer).done.message.content;

describe("the reply stream", () => {
  it("streams thread, then the answer word by word, then done, to a plain HTTP client", async () => {
    const answer = await ask("How many credits are left?");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/event-stream");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["x-ratelimit-limit"]).toBeDefined();
    // The first bytes on the wire are the thread event, with the thread_id.
    expect(answer.pieces[0]!.text).toMatch(/^event: thread\ndata: \{"thread_id":"thr_/);
    const { first, firstEvent, deltas, lastEvent, done } = partsOf(answer);
    expect(firstEvent).toBe("thread");
    expect(first.thread_id).toMatch(/^thr_[0-9A-Za-z]{16}$/);
    expect(first.assistant).toBe("built-in assistant (simulated AI)");
    expect(Object.keys(first).sort()).toEqual(["assistant", "message_id", "thread_id"]);
    expect(answer.data.map((d) => d.event)).toEqual([
      "thread",
      ...deltas.map(() => "delta"),
      "done",
    ]);
    expect(lastEvent).toBe("done");
    // Word by word, and the words are the whole answer.
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join("")).toBe(done.message.content);
    expect(done).toEqual({
      thread_id: first.thread_id,
      message: {
        id: first.message_id,
        role: "assistant",
        content: expect.any(String),
        // A credits answer names no campaign, list or lead.
        links: [],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
      credits_charged: COPILOT_ANSWER_CREDITS,
    });
    // It arrived as a stream: in many pieces, spread over time by the pause between them.
    expect(answer.pieces.length).toBeGreaterThan(5);
    expect(answer.pieces.at(-1)!.ms - answer.pieces[0]!.ms).toBeGreaterThanOrEqual(
      (deltas.length - 1) * CHUNK_DELAY_MS * 0.5,
    );
  });

  it("continues a thread when its thread_id is sent back, and the session holds both turns", async () => {
    const opening = partsOf(await ask("Which lead lists do I have?"));
    const next = await ask("And my campaigns?", { thread_id: opening.first.thread_id });
    expect(next.status).toBe(200);
    const second = partsOf(next);
    expect(second.first.thread_id).toBe(opening.first.thread_id);
    expect(second.done.thread_id).toBe(opening.first.thread_id);

    const session = await getJson(`${SESSIONS}/${opening.first.thread_id}`);
    expect(session.status).toBe(200);
    expect(Object.keys(session.body).sort()).toEqual([
      "assistant",
      "created_at",
      "messages",
      "thread_id",
      "title",
      "updated_at",
    ]);
    expect(session.body.thread_id).toBe(opening.first.thread_id);
    expect(session.body.title).toBe("Which lead lists do I have?");
    const messages = session.body.messages as Record<string, unknown>[];
    for (const m of messages) {
      expect(Object.keys(m).sort()).toEqual(["content", "created_at", "id", "links", "role"]);
    }
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Which lead lists do I have?"],
      ["assistant", opening.done.message.content],
      ["user", "And my campaigns?"],
      ["assistant", second.done.message.content],
    ]);
    expect(messages[1]!.id).toBe(opening.first.message_id);
    // The session keeps the links the stream sent: each list named, none for a question.
    expect(messages[0]!.links).toEqual([]);
    expect(messages[1]!.links).toEqual(opening.done.message.links);
    expect(opening.done.message.links.length).toBeGreaterThan(0);
    expect(messages[3]).toEqual(second.done.message);
    // No bookkeeping anywhere in it: not even the workspace's id in some value.
    expect(JSON.stringify(session.body)).not.toContain(acme);
  });

  it("keeps the answer a client stopped reading: it was stored and paid before the stream began", async () => {
    const before = await books(acme);
    const firstPiece = await new Promise<string>((resolve, reject) => {
      const payload = JSON.stringify({ message: "What can you do?" });
      const req = request(`${served.base}${PATH}`, {
        method: "POST",
        headers: { "x-api-key": keys.acme, "content-type": "application/json" },
      });
      req.on("response", (res) => {
        res.setEncoding("utf8");
        res.once("data", (text: string) => {
          // Gone after the first event, as a closed browser tab is.
          res.destroy();
          resolve(text);
        });
      });
      req.on("error", reject);
      req.end(payload);
    });
    const threadId = (JSON.parse(parseEventStream(firstPiece)[0]!.data) as { thread_id: string })
      .thread_id;
    const session = await getJson(`${SESSIONS}/${threadId}`);
    const messages = session.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[1]!.content).toMatch(/^I am the platform's built-in assistant/);
    expect(await books(acme)).toMatchObject({
      balance: before.balance - COPILOT_ANSWER_CREDITS,
      threads: before.threads + 1,
    });
    // The platform carries on.
    expect((await ask("Hello")).status).toBe(200);
  });

  it("lists the workspace's conversations, most recently used first", async () => {
    const older = partsOf(await ask("Hello")).first.thread_id;
    t.clock.advance(1_000);
    const newer = partsOf(await ask("What can you do?")).first.thread_id;
    const page = await getJson(`${SESSIONS}?per_page=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, per_page: 2 });
    const items = page.body.items as Record<string, unknown>[];
    expect(items.map((i) => i.thread_id)).toEqual([newer, older]);
    expect(items[0]).toEqual({
      thread_id: newer,
      title: "What can you do?",
      created_at: expect.any(String),
      updated_at: expect.any(String),
      message_count: 2,
    });
    const [threads] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from copilot_threads where workspace_id = ${acme}`,
    );
    expect(page.body.total).toBe(threads!.n);
  });
});

describe("answers from the workspace's own data", () => {
  it("gives the balance GET /analytics/credits gives, and charges exactly one AI step", async () => {
    const before = (await getJson("/api/v1/public/analytics/credits")).body.balance as number;
    const answer = answerOf(await ask("How many credits are left, and what did I spend?"));
    expect(answer).toContain(`The workspace has ${before.toLocaleString("en-US")} credits left.`);
    const after = await getJson("/api/v1/public/analytics/credits");
    expect(after.body.balance).toBe(before - CREDIT_RATES.ai_step);
    const [entry] = after.body.ledger as { amount: number; reason: string; description: string }[];
    expect(entry).toMatchObject({ amount: -CREDIT_RATES.ai_step, reason: "copilot_answer" });
    expect(entry!.description).toMatch(
      /^Copilot answer in thread thr_[0-9A-Za-z]{16} \(2 credits\)$/,
    );
    // The next answer lists that charge among the latest entries.
    expect(answerOf(await ask("Show my credit balance"))).toContain("Copilot answer in thread");
  });

  it("names the lead lists with their sizes, as GET /lead-lists has them", async () => {
    const lists = (await getJson("/api/v1/public/lead-lists?per_page=100")).body as {
      items: { id: string; name: string; lead_count: number }[];
      total: number;
    };
    const asked = partsOf(await ask("How big are my lead lists?")).done.message;
    const answer = asked.content;
    expect(answer).toContain(`The workspace has ${lists.total} lead lists`);
    for (const list of lists.items.slice(0, 3)) {
      expect(answer).toContain(`- ${list.name}: ${list.lead_count.toLocaleString("en-US")} lead`);
    }
    // Each list named is a link, by the id GET /lead-lists/{id} takes, in the answer's order.
    const named = lists.items.slice(0, 5);
    expect(asked.links).toEqual(
      named.map((list) => ({ kind: "lead_list", id: list.id, label: list.name })),
    );
    for (const link of asked.links) {
      expect((await getJson(`/api/v1/public/lead-lists/${link.id}`)).status).toBe(200);
    }
  });

  it("reports campaigns with their status and figures, replies, calls and meetings from what the engine did", async () => {
    const created = await t.request("POST", "/api/v1/public/campaigns", {
      key: keys.acme,
      body: { name: "Copilot spring push", steps: [{ channel: "email", wait_days: 0 }] },
    });
    expect(created.status).toBe(201);
    expect(answerOf(await ask("How are my campaigns doing?"))).toContain(
      "- Copilot spring push (draft): 0 leads enrolled, 0 messages sent, 0 calls, 0 replies, 0 meetings booked, 0 credits spent",
    );

    // A real run of the engine: its messages, replies, calls and meetings.
    const launchedAt = t.clock.now();
    const { campaignId } = await activeCampaignWithLeads(t.db, {
      workspaceId: acme,
      size: 40,
      launchedAt,
    });
    await runCampaignToEnd(t.db, testEngine(t.db), campaignId);
    const figures = (await getJson(`/api/v1/public/analytics/campaigns/${campaignId}`)).body as {
      replies: number;
      calls: number;
      meetings: number;
    };
    const [facts] = await sqlRows<{
      replies: number;
      calls: number;
      meetings: number;
      name: string;
    }>(
      t.db,
      sql`select (select count(*) from messages where workspace_id = ${acme} and direction = 'inbound')::int as replies,
        (select count(*) from calls where workspace_id = ${acme})::int as calls,
        (select count(*) from meetings where workspace_id = ${acme})::int as meetings,
        (select name from campaigns where id = ${campaignId}) as name`,
    );
    expect(facts!.replies).toBeGreaterThan(0);
    expect(facts!.calls).toBeGreaterThan(0);

    const campaignsAnswer = partsOf(await ask("campaign stats please")).done.message;
    const campaigns = campaignsAnswer.content;
    // The campaign is a link to GET /campaigns/{id}, named as the answer names it.
    expect(campaignsAnswer.links).toContainEqual({
      kind: "campaign",
      id: campaignId,
      label: facts!.name,
    });
    expect(campaignsAnswer.links.every((l) => l.kind === "campaign")).toBe(true);
    expect(campaigns).toMatch(
      new RegExp(
        `- ${facts!.name} \\(\\w+\\): 40 leads enrolled, .*, ${figures.calls} calls?, ${figures.replies} repl(y|ies), ${figures.meetings} meetings? booked`,
      ),
    );
    const repliesAnswer = partsOf(await ask("Any new replies?")).done.message;
    const replies = repliesAnswer.content;
    // Each lead who replied is a link (with the list holding it), and so is their campaign.
    const leadLinks = repliesAnswer.links.filter((l) => l.kind === "lead");
    expect(leadLinks.length).toBeGreaterThan(0);
    for (const link of leadLinks) {
      expect(replies).toContain(link.label);
      const lead = await getJson(`/api/v1/public/leads/${link.id}`);
      expect(lead.status).toBe(200);
      expect(lead.body.lead_list_id).toBe(link.lead_list_id);
    }
    expect(repliesAnswer.links).toContainEqual({
      kind: "campaign",
      id: campaignId,
      label: facts!.name,
    });
    // Each record once, however often the answer names it.
    const keysOf = repliesAnswer.links.map((l) => `${l.kind}:${l.id}`);
    expect(new Set(keysOf).size).toBe(keysOf.length);
    expect(replies).toContain(`Leads have sent ${facts!.replies.toLocaleString("en-US")} repl`);
    const [latest] = await sqlRows<{ body: string }>(
      t.db,
      sql`select body from messages where workspace_id = ${acme} and direction = 'inbound'
        order by seq desc limit 1`,
    );
    expect(replies).toContain(latest!.body.replace(/\s+/g, " ").trim().slice(0, 40));
    expect(answerOf(await ask("How many calls were made?"))).toContain(
      `${facts!.calls.toLocaleString("en-US")} call`,
    );
    const meetings = answerOf(await ask("meetings booked?"));
    expect(meetings).toContain(
      facts!.meetings === 0 ? "No meetings have been booked yet." : `${facts!.meetings} meeting`,
    );
  }, 60_000);

  it("answers how-to questions, and says plainly what it cannot do", async () => {
    expect(answerOf(await ask("How do I create an API key?"))).toContain(
      "open API keys, choose Create key",
    );
    const unknown = answerOf(await ask("What's the weather in Paris tomorrow?"));
    expect(unknown).toMatch(
      /^I cannot answer that: I am the platform's built-in assistant \(simulated AI\)/,
    );
    expect(unknown).toContain("- the latest replies from leads");
  });

  it("never repeats or keeps a provider key pasted into a message", async () => {
    const secret = "sk-ant-api03-Zx9Qw7Er5Ty3Ui1Op";
    const answer = await ask(
      `Here is my key ${secret} and sk-proj-abc123def456, how many credits?`,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("sk-ant");
    expect(answer.text).not.toContain("sk-proj");
    expect(answer.text).not.toContain("Zx9Qw7Er5Ty3Ui1Op");
    expect(answerOf(answer)).toMatch(/^Your message contained what looks like an AI-provider key/);
    const session = await getJson(`${SESSIONS}/${partsOf(answer).first.thread_id}`);
    const stored = JSON.stringify(session.body);
    expect(stored).not.toContain("sk-ant");
    expect(stored).not.toContain("abc123def456");
    expect((session.body.messages as { content: string }[])[0]!.content).toBe(
      "Here is my key [key removed] and [key removed], how many credits?",
    );
  });
});

describe("refusals before the stream: JSON, nothing stored, nothing charged", () => {
  it("402 when the balance cannot pay for the answer", async () => {
    const saved = await balanceOf(acme);
    await t.db
      .update(creditBalances)
      .set({ balance: COPILOT_ANSWER_CREDITS - 1 })
      .where(eq(creditBalances.workspaceId, acme));
    try {
      const before = await books(acme);
      const res = await ask("How many credits are left?");
      expect(res.status).toBe(402);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({
        detail:
          "The workspace does not have enough credits for the assistant's answer; add credits and ask again.",
      });
      expect(await books(acme)).toEqual(before);
    } finally {
      await t.db
        .update(creditBalances)
        .set({ balance: saved })
        .where(eq(creditBalances.workspaceId, acme));
    }
  });

  it("404 for an unknown thread and for another workspace's, 422 for a malformed thread_id", async () => {
    const theirs = partsOf(await ask("Hello", {}, keys.globex)).first.thread_id;
    const before = await books(acme);
    for (const threadId of [theirs, "thr_0000000000000000"]) {
      const res = await ask("And my campaigns?", { thread_id: threadId });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ detail: "The Copilot conversation does not exist." });
      const read = await getJson(`${SESSIONS}/${threadId}`);
      expect(read).toEqual({
        status: 404,
        body: { detail: "The Copilot conversation does not exist." },
      });
    }
    const malformed = await ask("And my campaigns?", { thread_id: "conv_123" });
    expect(malformed.status).toBe(422);
    expect(JSON.parse(malformed.text).detail).toEqual([
      {
        loc: ["body", "thread_id"],
        msg: "Send a thread_id as the reply stream sent it, such as thr_8kT3pW6zQ1mX5cV2.",
        type: "invalid_format",
      },
    ]);
    expect(await books(acme)).toEqual(before);
    // Their thread is still theirs alone.
    expect((await getJson(`${SESSIONS}/${theirs}`, keys.globex)).status).toBe(200);
  });

  it("422 at the body member that carries a provider key or a model setting", async () => {
    const before = await books(acme);
    for (const field of ["api_key", "openai_api_key", "anthropic_api_key", "model", "provider"]) {
      const res = await streamRequest(served.base, PATH, {
        key: keys.acme,
        body: { message: "How many credits are left?", [field]: "sk-proj-0123456789abcdef" },
      });
      expect(res.status, field).toBe(422);
      const body = JSON.parse(res.text) as { detail: { loc: string[]; msg: string }[] };
      expect(body.detail).toEqual([
        {
          loc: ["body", field],
          msg: `Remove ${JSON.stringify(field)}. ${PROVIDER_CREDENTIAL_SENTENCE}`,
          type: "credential_forbidden",
        },
      ]);
      // The key it carried is not returned.
      expect(res.text).not.toContain("sk-proj");
    }
    expect(await books(acme)).toEqual(before);
  });

  it("422 at a header that carries a provider key, Authorization included", async () => {
    const before = await books(acme);
    const cases: [Record<string, string>, string][] = [
      [{ "X-OpenAI-Key": "sk-0123456789abcdefghij" }, "x-openai-key"],
      [{ "X-Anthropic-Api-Key": "anything" }, "x-anthropic-api-key"],
      [{ "OpenAI-Api-Key": "anything" }, "openai-api-key"],
      [{ "X-Model-Api-Key": "anything" }, "x-model-api-key"],
      [{ Authorization: "Bearer sk-proj-0123456789abcdef" }, "authorization"],
    ];
    for (const [headers, name] of cases) {
      const res = await streamRequest(served.base, PATH, {
        key: keys.acme,
        headers,
        body: { message: "How many credits are left?" },
      });
      expect(res.status, name).toBe(422);
      expect(JSON.parse(res.text)).toEqual({
        detail: [
          {
            loc: ["header", name],
            msg: PROVIDER_CREDENTIAL_SENTENCE,
            type: "credential_forbidden",
          },
        ],
      });
      expect(res.text).not.toContain("sk-");
      // Reads are refused the same way: the rule is the API's, not one operation's.
      const read = await t.request("GET", SESSIONS, { key: keys.acme, headers });
      expect(read.status, `GET with ${name}`).toBe(422);
    }
    // A provider key as the only credential is refused the same way, not looked up as a key.
    const alone = await streamRequest(served.base, PATH, {
      headers: { Authorization: "Bearer sk-ant-api03-0123456789" },
      body: { message: "Hello" },
    });
    expect(alone.status).toBe(422);
    expect(await books(acme)).toEqual(before);
    // The service's own key as a bearer token is still accepted.
    const own = await streamRequest(served.base, PATH, {
      headers: { Authorization: `Bearer ${keys.acme}` },
      body: { message: "Hello" },
    });
    expect(own.status).toBe(200);
  });

  it("needs the write scope to ask, and the read scope to read", async () => {
    const ask403 = await ask("Hello", {}, keys.readOnly);
    expect(ask403.status).toBe(403);
    expect(JSON.parse(ask403.text)).toEqual({
      detail: "The API key lacks the write scope this request needs.",
    });
    expect((await getJson(SESSIONS, keys.writeOnly)).status).toBe(403);
    expect((await getJson(SESSIONS, keys.readOnly)).status).toBe(200);
  });

  it("refuses a key whose creator is no longer a manager or above", async () => {
    // A key whose creator is now a member: the creator check refuses every operation.
    const { key } = await t.createKey("admin@acme.test", { scopes: ["*"] });
    const owner = await t.signIn("owner@acme.test");
    const admin = await t.memberByEmail("admin@acme.test");
    await t.request("PATCH", `/api/v1/console/members/${admin.id}`, {
      session: owner,
      body: { role: "member" },
    });
    try {
      const res = await ask("Hello", {}, key);
      expect(res.status).toBe(403);
    } finally {
      await t.request("PATCH", `/api/v1/console/members/${admin.id}`, {
        session: owner,
        body: { role: "admin" },
      });
    }
  });
});

describe("Idempotency-Key", () => {
  it("replays the same stream, marked, without answering or charging again", async () => {
    const before = await books(acme);
    const send = () =>
      streamRequest(served.base, PATH, {
        key: keys.acme,
        headers: { "Idempotency-Key": "copilot-retry-1" },
        body: { message: "How many credits are left?" },
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toBe("text/event-stream");
    expect(again.text).toBe(first.text);
    expect(await books(acme)).toEqual({
      balance: before.balance - COPILOT_ANSWER_CREDITS,
      threads: before.threads + 1,
      messages: before.messages + 2,
      ledger: before.ledger + 1,
    });
    // The same key with another message is refused, and charges nothing either.
    const other = await streamRequest(served.base, PATH, {
      key: keys.acme,
      headers: { "Idempotency-Key": "copilot-retry-1" },
      body: { message: "Something else" },
    });
    expect(other.status).toBe(422);
    expect(await balanceOf(acme)).toBe(before.balance - COPILOT_ANSWER_CREDITS);
  });

  it("keeps nothing for a refused request: the retry runs afresh", async () => {
    const saved = await balanceOf(globex);
    await t.db
      .update(creditBalances)
      .set({ balance: 0 })
      .where(eq(creditBalances.workspaceId, globex));
    const send = () =>
      streamRequest(served.base, PATH, {
        key: keys.globex,
        headers: { "Idempotency-Key": "copilot-after-402" },
        body: { message: "Hello" },
      });
    expect((await send()).status).toBe(402);
    await t.db
      .update(creditBalances)
      .set({ balance: saved })
      .where(eq(creditBalances.workspaceId, globex));
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect(await balanceOf(globex)).toBe(saved - COPILOT_ANSWER_CREDITS);
  });
});
