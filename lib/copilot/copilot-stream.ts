import { EventSourceParserStream } from "eventsource-parser/stream";
import { CopilotDeltaEvent, CopilotDoneEvent, CopilotThreadEvent } from "@/contract/copilot";
import { ApiRequestError, errorFromResponse } from "@/lib/api-client";

export type AskCopilot = {
  message: string;
  threadId?: string;
  idempotencyKey: string;
  signal?: AbortSignal;
  /** First: the thread the answer belongs to (a new one when none was given). */
  onThread?: (event: CopilotThreadEvent) => void;
  /** Each part of the answer as it arrives, in order. */
  onDelta?: (text: string) => void;
  fetchImpl?: typeof fetch;
};

/**
 * Asks the workspace assistant through the console's proxy and reads its answer as it is
 * streamed (server-sent events: thread, delta…, done). A refusal before the stream starts
 * (402, 404, 422) is an ApiRequestError like any other call's; a stream that ends without
 * its `done` event is one too, so the person can ask again.
 */
export async function askCopilot(ask: AskCopilot): Promise<CopilotDoneEvent> {
  const fetchImpl = ask.fetchImpl ?? fetch;
  const res = await fetchImpl("/api/public/copilot/messages", {
    method: "POST",
    headers: {
      accept: "text/event-stream",
      "content-type": "application/json",
      "idempotency-key": ask.idempotencyKey,
    },
    body: JSON.stringify({
      message: ask.message,
      ...(ask.threadId ? { thread_id: ask.threadId } : {}),
    }),
    signal: ask.signal,
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!res.ok) throw await errorFromResponse(res, "POST");
  if (!res.body) throw cutShort();
  const events = res.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  for (;;) {
    const { value: event, done: ended } = await reader.read();
    if (ended) break;
    const data: unknown = JSON.parse(event.data);
    if (event.event === "thread") ask.onThread?.(CopilotThreadEvent.parse(data));
    else if (event.event === "delta") ask.onDelta?.(CopilotDeltaEvent.parse(data).text);
    else if (event.event === "done") {
      await reader.cancel();
      return CopilotDoneEvent.parse(data);
    }
  }
  throw cutShort();
}

function cutShort() {
  return new ApiRequestError({
    status: 502,
    detail: "The answer stopped before it was complete; ask again (nothing is charged twice).",
    method: "POST",
  });
}
