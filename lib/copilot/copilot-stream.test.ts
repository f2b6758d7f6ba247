import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { askCopilot } from "./copilot-stream";

const THREAD = "thr_8kT3pW6zQ1mX5cV2";
const events = [
  `event: thread\ndata: {"thread_id":"${THREAD}","message_id":"cmsg_1","assistant":"built-in assistant (simulated AI)"}\n\n`,
  'event: delta\ndata: {"text":"4,900 "}\n\n',
  'event: delta\ndata: {"text":"credits left."}\n\n',
  `event: done\ndata: {"thread_id":"${THREAD}","message":{"id":"cmsg_1","role":"assistant","content":"4,900 credits left.","links":[],"created_at":"2026-11-22T14:00:00Z"},"credits_charged":2}\n\n`,
].join("");

/** A fetch whose answer arrives in pieces of `size` bytes, cut anywhere. */
function streamingFetch(text: string, size: number, sent: RequestInit[] = []): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    sent.push(init);
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  }) as typeof fetch;
}

describe("askCopilot", () => {
  it("reads the thread, each part and the whole answer, however the bytes are cut", async () => {
    for (const size of [1, 7, 64, 10_000]) {
      const parts: string[] = [];
      let thread = "";
      const sent: RequestInit[] = [];
      const done = await askCopilot({
        message: "How many credits are left?",
        threadId: THREAD,
        idempotencyKey: "k1",
        onThread: (e) => {
          thread = e.thread_id;
        },
        onDelta: (text) => parts.push(text),
        fetchImpl: streamingFetch(events, size, sent),
      });
      expect(thread).toBe(THREAD);
      expect(parts.join("")).toBe("4,900 credits left.");
      expect(done.message.content).toBe("4,900 credits left.");
      expect(done.credits_charged).toBe(2);
      expect(JSON.parse(String(sent[0]!.body))).toEqual({
        message: "How many credits are left?",
        thread_id: THREAD,
      });
      expect(new Headers(sent[0]!.headers).get("idempotency-key")).toBe("k1");
    }
  });

  it("says so when the stream ends before its last event", async () => {
    const cut = events.slice(0, events.indexOf("event: done"));
    const asked = askCopilot({
      message: "Hi",
      idempotencyKey: "k2",
      fetchImpl: streamingFetch(cut, 16),
    });
    await expect(asked).rejects.toBeInstanceOf(ApiRequestError);
    await expect(asked).rejects.toMatchObject({ status: 502 });
  });

  it("turns a refusal before the stream into the platform's error", async () => {
    const refused = (async () =>
      Response.json(
        { detail: "The workspace does not have enough credits for the assistant's answer." },
        { status: 402 },
      )) as unknown as typeof fetch;
    await expect(
      askCopilot({ message: "Hi", idempotencyKey: "k3", fetchImpl: refused }),
    ).rejects.toMatchObject({ status: 402 });
  });
});
