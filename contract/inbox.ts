import { z } from "zod";
import { creditsText, messageCredits } from "./credit-rates";
import { CursorQuery, Timestamp } from "./envelopes";
import { DateTimeInput, ResourceId, text } from "./inputs";

/**
 * The inbox: one conversation per lead across every channel, its messages, and what an
 * operator does from it (send a message, book a meeting, mark a thread read).
 */

/** Channels a message travels on; `messaging` arrives from messaging apps. */
export const MESSAGE_CHANNELS = ["email", "sms", "network", "messaging"] as const;
/** Channels an operator sends on: the message channels the engine uses, each with a rate. */
export const SEND_CHANNELS = ["email", "sms", "network"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** The kind of connected account that sends each channel. */
export const ACCOUNT_CHANNEL_FOR_MESSAGE = {
  email: "email",
  sms: "phone",
  network: "network",
} as const satisfies Record<SendChannel, string>;

export const MESSAGE_BODY_MAX = 10_000;
export const MESSAGE_SUBJECT_MAX = 300;

const Direction = z.enum(["inbound", "outbound"]);

/** Longest search text: a few words of a name, an address or a message. */
const INBOX_SEARCH_MAX = 200;
/** `owner_id` value for conversations nobody has answered from the inbox yet. */
export const NO_OWNER = "none";

export const ConversationsQuery = CursorQuery.extend({
  lead_id: ResourceId.optional().meta({ description: "Only the conversation of this lead." }),
  campaign_id: ResourceId.optional().meta({
    description: "Only conversations that have a message of this campaign.",
  }),
  unread: z
    .enum(["true", "false"], {
      error: () => "unread must be true or false.",
    })
    .optional()
    .meta({
      description:
        "true: only conversations with unread inbound messages; false: only those without.",
    }),
  q: text()
    .trim()
    .max(INBOX_SEARCH_MAX, `Keep the search to ${INBOX_SEARCH_MAX} characters or fewer.`)
    .optional()
    .meta({
      description:
        "Search: conversations whose lead's name, email or company, or one of whose messages (subject or text), holds every word given; a word matches the start of a word (`pric` finds pricing). Case-insensitive; punctuation separates words. Empty is no search.",
      example: "pricing",
    }),
  channel: z
    .enum(MESSAGE_CHANNELS, {
      error: () => `channel must be one of ${MESSAGE_CHANNELS.join(", ")}.`,
    })
    .optional()
    .meta({
      description: "Only conversations with a message on this channel, in either direction.",
    }),
  owner_id: ResourceId.optional().meta({
    description: `Only the conversations this member handles: the member who last answered from the inbox (a member id, as \`sent_by.id\` shows it); \`${NO_OWNER}\` for those nobody has answered yet.`,
    example: NO_OWNER,
  }),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuery>;

export const Conversation = z
  .object({
    id: z.string(),
    lead_id: z.string(),
    lead_name: z.string(),
    last_message_at: Timestamp,
    last_message_preview: z.string().meta({
      description:
        "The start of the latest unread message from the lead when there is one, else of the last message.",
    }),
    last_channel: z.enum(MESSAGE_CHANNELS),
    last_direction: Direction,
    preview_channel: z.enum(MESSAGE_CHANNELS).meta({
      description: "The channel of the message the preview shows.",
    }),
    preview_direction: Direction.meta({
      description:
        "Who wrote the previewed message: with unread messages, the latest unread one from the lead (inbound); otherwise the last message.",
    }),
    owner: z.object({ id: z.string(), name: z.string() }).nullable().meta({
      description:
        "The member who handles it: the one who last answered from the inbox; null until someone has.",
    }),
    unread_count: z.number().int().meta({ description: "Inbound messages nobody has read." }),
    campaign_ids: z
      .array(z.string())
      .meta({ description: "The campaigns whose messages the conversation holds." }),
  })
  .meta({ id: "Conversation" });
export type Conversation = z.infer<typeof Conversation>;

export const Message = z
  .object({
    id: z.string(),
    conversation_id: z.string(),
    lead_id: z.string(),
    campaign_id: z.string().nullable(),
    channel: z.enum(MESSAGE_CHANNELS),
    direction: Direction,
    account_id: z.string().nullable().meta({
      description: "The connected account it went out from or came in to.",
    }),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.enum(["sent", "delivered", "bounced", "received"]),
    sent_at: Timestamp,
    read_at: Timestamp.nullable(),
    simulated: z.boolean().meta({
      description: "Carried by the platform's simulated carriers and mailboxes.",
    }),
    credits: z.number().int().meta({ description: "What sending it cost; 0 for inbound." }),
    sent_by: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The member who sent it from the inbox; null for others." }),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof Message>;

/** A thread shows at most this many of its latest messages. */
export const THREAD_MESSAGES_MAX = 500;

export const ConversationDetail = Conversation.extend({
  messages: z.array(Message).meta({
    description: `The thread, oldest first: its latest ${THREAD_MESSAGES_MAX} messages.`,
  }),
  has_earlier_messages: z.boolean(),
}).meta({ id: "ConversationDetail" });
export type ConversationDetail = z.infer<typeof ConversationDetail>;

const rates = SEND_CHANNELS.map((c) => `${c} ${creditsText(messageCredits(c))}`).join(", ");

export const SendMessageBody = z
  .object({
    channel: z.enum(SEND_CHANNELS, {
      error: () => `channel must be one of ${SEND_CHANNELS.join(", ")}.`,
    }),
    body: text()
      .trim()
      .min(1, "Write the message.")
      .max(MESSAGE_BODY_MAX, `Keep the message to ${MESSAGE_BODY_MAX} characters or fewer.`),
    subject: text()
      .trim()
      .min(1, "Write a subject, or leave it out.")
      .max(MESSAGE_SUBJECT_MAX, `Keep the subject to ${MESSAGE_SUBJECT_MAX} characters or fewer.`)
      .optional()
      .meta({ description: "Email only: a subject on another channel is a 422." }),
    account_id: ResourceId.optional().meta({
      description:
        "A connected account of the workspace for the channel (GET /connected-accounts); the workspace's first connected one when omitted.",
    }),
    connection_id: ResourceId.optional().meta({
      deprecated: true,
      description: "Deprecated and ignored: it does not choose the sending account.",
    }),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.subject !== undefined && b.channel !== "email") {
      ctx.addIssue({
        code: "custom",
        path: ["subject"],
        message: "Only an email has a subject; leave it out for this channel.",
      });
    }
  })
  .meta({
    id: "SendMessageRequest",
    description: `Costs, per message: ${rates}.`,
    example: { channel: "email", subject: "Following up", body: "Hi Ada, any thoughts?" },
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** The lengths a meeting can be booked for, in minutes. */
export const MEETING_LENGTHS = [15, 30, 45, 60] as const;
export const DEFAULT_MEETING_LENGTH = 30;
const MEETING_URL_MAX = 2_000;

/**
 * Where a meeting happens: an absolute https address with a host (a video call or a room
 * booking page). A plain-http link would send the lead to an unencrypted page.
 */
export const MeetingUrl = text()
  .trim()
  .max(MEETING_URL_MAX, `Keep the meeting link to ${MEETING_URL_MAX} characters or fewer.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
    } catch {
      return false;
    }
  }, "The meeting link must be a full https address, such as https://meet.example.com/abc-defg.");

export const BookMeetingBody = z
  .object({
    meeting_time: DateTimeInput.meta({ description: "When it starts; in the future." }),
    duration_minutes: z
      .union(
        MEETING_LENGTHS.map((n) => z.literal(n)),
        { error: () => `duration_minutes must be one of ${MEETING_LENGTHS.join(", ")}.` },
      )
      .default(DEFAULT_MEETING_LENGTH)
      .meta({
        description: `How long it lasts, in minutes; ${DEFAULT_MEETING_LENGTH} when left out.`,
      }),
    meeting_url: MeetingUrl.optional().meta({
      description: "Where it happens: a video-call or meeting-room link (https).",
      example: "https://meet.example.com/abc-defg-hij",
    }),
    campaign_id: ResourceId.optional().meta({
      description: "The workspace's campaign the meeting came from.",
    }),
  })
  .strict()
  .meta({
    id: "BookMeetingRequest",
    example: {
      meeting_time: "2026-12-01T15:00:00Z",
      duration_minutes: 30,
      meeting_url: "https://meet.example.com/abc-defg-hij",
    },
  });
export type BookMeetingBody = z.infer<typeof BookMeetingBody>;

export const Meeting = z
  .object({
    id: z.string(),
    lead_id: z.string(),
    campaign_id: z.string().nullable(),
    conversation_id: z.string().nullable(),
    meeting_time: Timestamp,
    duration_minutes: z.number().int().nullable().meta({
      description: "How long it lasts, in minutes; null when the booking did not say.",
    }),
    meeting_url: z
      .string()
      .nullable()
      .meta({ description: "Where it happens (https); null when none was given." }),
    booked_via: z.enum(["voice_agent", "operator"]),
    booked_at: Timestamp,
  })
  .meta({ id: "Meeting" });

/** What the navigation's badge shows: cheap to read, so the console reads it often. */
export const InboxSummary = z
  .object({
    unread_conversations: z.number().int().meta({
      description: "Conversations with at least one message from the lead nobody has read.",
    }),
  })
  .meta({ id: "InboxSummary" });
export type InboxSummary = z.infer<typeof InboxSummary>;
export type Meeting = z.infer<typeof Meeting>;
