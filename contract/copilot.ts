import { z } from "zod";
import { CREDIT_RATES, creditsText } from "./credit-rates";
import { OffsetQuery, Timestamp } from "./envelopes";
import { text } from "./inputs";

/**
 * The Copilot, the workspace assistant: a message in, the answer streamed back as server-sent
 * events, and the conversation (a thread) readable afterwards. Only conversation fields go out:
 * never the workspace, a provider, a model, token counts or ledger ids (spec: "returns
 * conversation fields only").
 */

export const COPILOT_MESSAGE_MAX = 4000;

/** What one answer costs: an AI step of the rate table. */
export const COPILOT_ANSWER_CREDITS = CREDIT_RATES.ai_step;

/** How the stream and the session name the answering assistant. */
export const COPILOT_ASSISTANT_LABEL = "built-in assistant (simulated AI)";

/** `thr_` and 16 base62 characters: the id the stream's first event carries. */
const THREAD_ID_PATTERN = "^thr_[0-9A-Za-z]{16}$";

const ThreadIdInput = z
  .string()
  .regex(
    new RegExp(THREAD_ID_PATTERN),
    "Send a thread_id as the reply stream sent it, such as thr_8kT3pW6zQ1mX5cV2.",
  )
  .meta({
    description:
      "Continues this thread: the thread_id of an earlier reply stream's first event. A thread belongs to the member whose key started it: another member's (an owner's included), another workspace's or an unknown thread is a 404. Leave it out to start a new thread.",
    example: "thr_8kT3pW6zQ1mX5cV2",
  });

export const CopilotMessageBody = z
  .object({
    message: text()
      .min(1, "Write a message for the assistant.")
      .max(
        COPILOT_MESSAGE_MAX,
        `Keep the message to ${COPILOT_MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`,
      )
      .meta({
        description:
          "What to ask the assistant, e.g. “How many credits are left?”. Never paste a key here: text that looks like an AI-provider key is not kept and never repeated.",
        example: "How are my campaigns doing?",
      }),
    thread_id: ThreadIdInput.optional(),
  })
  .strict()
  .meta({ id: "CopilotMessageRequest" });
export type CopilotMessageBody = z.infer<typeof CopilotMessageBody>;

const COPILOT_ROLES = ["user", "assistant"] as const;

const COPILOT_LINK_KINDS = ["campaign", "lead_list", "lead"] as const;
/** A record an answer names, so that a client can link to it. */
export const CopilotLink = z
  .object({
    kind: z.enum(COPILOT_LINK_KINDS).meta({
      description:
        "What the answer names: a campaign (GET /campaigns/{id}), a lead list (GET /lead-lists/{id}) or a lead (GET /leads/{id}).",
    }),
    id: z.string().meta({
      description: "The record's id, as the campaign, lead-list and lead operations take it.",
      example: "cmp_4fT8kQ2mW9xZ1pL3",
    }),
    label: z.string().meta({
      description: "How the answer names it: the campaign's or list's name, the lead's name.",
      example: "Q3 VP outreach",
    }),
    lead_list_id: z.string().optional().meta({
      description: "For a lead only: the lead list that holds it.",
      example: "ll_8kT3pW6zQ1mX5cV2",
    }),
  })
  .strict()
  .meta({ id: "CopilotLink" });
export type CopilotLink = z.infer<typeof CopilotLink>;

export const CopilotMessage = z
  .object({
    id: z.string(),
    role: z.enum(COPILOT_ROLES),
    content: z.string(),
    links: z.array(CopilotLink).meta({
      description:
        "The campaigns, lead lists and leads the answer names, in the order it first names them, each once; [] for the user's messages and for answers that name none. The records as they were when the answer was written: one deleted since is a 404 when followed.",
    }),
    created_at: Timestamp,
  })
  .strict()
  .meta({ id: "CopilotMessage" });
export type CopilotMessage = z.infer<typeof CopilotMessage>;

export const CopilotSession = z
  .object({
    thread_id: z.string(),
    title: z.string().meta({ description: "The thread's first question, shortened." }),
    assistant: z.literal(COPILOT_ASSISTANT_LABEL),
    created_at: Timestamp,
    updated_at: Timestamp.meta({ description: "When the last message was added." }),
    messages: z.array(CopilotMessage).meta({ description: "Every message, oldest first." }),
  })
  .strict()
  .meta({ id: "CopilotSession" });
export type CopilotSession = z.infer<typeof CopilotSession>;

export const CopilotSessionSummary = z
  .object({
    thread_id: z.string(),
    title: z.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
    message_count: z.number().int(),
  })
  .strict()
  .meta({ id: "CopilotSessionSummary" });
export type CopilotSessionSummary = z.infer<typeof CopilotSessionSummary>;

export const CopilotSessionsQuery = OffsetQuery;

/** The events of the reply stream, in order: thread, delta (one or more), done. */
export const CopilotThreadEvent = z
  .object({ thread_id: z.string(), message_id: z.string(), assistant: z.string() })
  .strict();
export const CopilotDeltaEvent = z.object({ text: z.string() }).strict();
export const CopilotDoneEvent = z
  .object({
    thread_id: z.string(),
    message: CopilotMessage,
    credits_charged: z.number().int(),
  })
  .strict();
export type CopilotThreadEvent = z.infer<typeof CopilotThreadEvent>;
export type CopilotDeltaEvent = z.infer<typeof CopilotDeltaEvent>;
export type CopilotDoneEvent = z.infer<typeof CopilotDoneEvent>;

export const COPILOT_STREAM_DESCRIPTION = `Server-sent events (text/event-stream), each a \`event:\` line and a \`data:\` line of JSON:
1. \`thread\`, first: \`{"thread_id", "message_id", "assistant"}\`; pass thread_id back to continue the thread or to GET /copilot/sessions/{thread_id};
2. \`delta\`, one or more: \`{"text"}\`, the answer a word at a time (with its spaces), in order: joined, they are the answer;
3. \`done\`, last: \`{"thread_id", "message": {id, role, content, links, created_at}, "credits_charged"}\`, the whole answer, the campaigns, lead lists and leads it names (\`links\`: \`{kind, id, label}\`, a lead with its \`lead_list_id\`), and what it cost (${creditsText(COPILOT_ANSWER_CREDITS)}).`;

export const COPILOT_STREAM_EXAMPLE = [
  'event: thread\ndata: {"thread_id":"thr_8kT3pW6zQ1mX5cV2","message_id":"cmsg_3Jd9sK2mQ8wE1rT5","assistant":"built-in assistant (simulated AI)"}\n\n',
  'event: delta\ndata: {"text":"4,900 "}\n\n',
  'event: delta\ndata: {"text":"credits "}\n\n',
  'event: delta\ndata: {"text":"left."}\n\n',
  'event: done\ndata: {"thread_id":"thr_8kT3pW6zQ1mX5cV2","message":{"id":"cmsg_3Jd9sK2mQ8wE1rT5","role":"assistant","content":"4,900 credits left.","links":[],"created_at":"2026-11-22T14:00:00Z"},"credits_charged":2}\n\n',
].join("");
