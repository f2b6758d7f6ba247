import type { Context } from "hono";

/**
 * Server-sent events (text/event-stream) whose whole content is known before the first byte
 * goes out: the events are sent one at a time, `delayMs` apart, so that a client sees them
 * arrive as a stream. Because the content is fixed, the Idempotency-Key layer can keep it and
 * replay it byte for byte (see idempotency.ts) without reading the stream it answers with.
 */

export const EVENT_STREAM_TYPE = "text/event-stream";

/** One event: its name and a single `data:` line of JSON (JSON text holds no raw line break). */
export function renderEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The whole stream of each request that answered with one, for the Idempotency-Key layer. */
const kept = new WeakMap<Request, string>();

/** The stream this request answered with, if it answered with one. */
export function keptEventStream(c: Context): string | undefined {
  return kept.get(c.req.raw);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers 200 with `events` as a stream. Pull-based: nothing is produced before the client
 * reads, and a client that goes away stops it.
 */
export function eventStreamResponse(c: Context, events: string[], delayMs: number): Response {
  kept.set(c.req.raw, events.join(""));
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next >= events.length) {
        controller.close();
        return;
      }
      if (next > 0 && delayMs > 0) await sleep(delayMs);
      controller.enqueue(encoder.encode(events[next++]));
    },
  });
  return c.body(body, 200, eventStreamHeaders());
}

/** The kept stream again, at once: the replay of an Idempotency-Key. */
export function replayedEventStream(c: Context, stream: string, status: number): Response {
  return c.body(stream, status as 200, eventStreamHeaders());
}

function eventStreamHeaders() {
  return {
    "Content-Type": EVENT_STREAM_TYPE,
    "Cache-Control": "no-cache",
    // Proxies that buffer (nginx) pass each event on as it comes.
    "X-Accel-Buffering": "no",
  };
}

/**
 * How a kept stream is stored among the JSON bodies the Idempotency-Key layer keeps: a member
 * whose name no JSON answer of the API uses.
 */
const STORED_MEMBER = "$event_stream";

export function storedEventStream(stream: string): { [STORED_MEMBER]: string } {
  return { [STORED_MEMBER]: stream };
}

export function eventStreamOfStored(body: unknown): string | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[STORED_MEMBER];
  return typeof value === "string" ? value : undefined;
}
