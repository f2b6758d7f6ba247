import {
  COPILOT_ASSISTANT_LABEL,
  type CopilotDeltaEvent,
  type CopilotDoneEvent,
  type CopilotMessage,
  type CopilotThreadEvent,
} from "../../contract/copilot";
import { renderEvent } from "../http/event-stream";
import { iso } from "../http/time";
import type { CopilotMessageRow, Exchange } from "./copilot";

/** The production pause between two streamed words: faster than anyone reads. */
export const COPILOT_CHUNK_DELAY_MS = 20;

/** Words per streamed piece. */
const WORDS_PER_CHUNK = 1;

/**
 * The answer in pieces of a word each, every piece keeping the space around its word, so that
 * the pieces joined are exactly the answer.
 */
export function chunksOf(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) {
    chunks.push(words.slice(i, i + WORDS_PER_CHUNK).join(""));
  }
  return chunks.length > 0 ? chunks : [""];
}

/** A message as the API shows it: conversation fields only. */
export function toCopilotMessage(row: CopilotMessageRow): CopilotMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    links: row.links,
    created_at: iso(row.createdAt),
  };
}

/** The reply stream of a recorded exchange: thread first, then the answer's pieces, then done. */
export function replyEvents(exchange: Exchange): string[] {
  const thread: CopilotThreadEvent = {
    thread_id: exchange.thread.id,
    message_id: exchange.answer.id,
    assistant: COPILOT_ASSISTANT_LABEL,
  };
  const done: CopilotDoneEvent = {
    thread_id: exchange.thread.id,
    message: toCopilotMessage(exchange.answer),
    credits_charged: exchange.charged,
  };
  return [
    renderEvent("thread", thread),
    ...chunksOf(exchange.answer.content).map((text) =>
      renderEvent("delta", { text } satisfies CopilotDeltaEvent),
    ),
    renderEvent("done", done),
  ];
}
