import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members, workspaces } from "../auth/tables";
import { calls } from "../calls/tables";
import { campaigns } from "../campaigns/tables";
import { connectedAccounts } from "../connected-accounts/tables";
import { leads } from "../leads/tables";

/**
 * What outreach leaves behind: conversations with their messages, calls, voice agents and
 * meetings. The campaign engine writes them (simulated sends, marked so); the inbox, the calls
 * listing and operators read and add to them. Times are the database's clock: SIMULATION_SPEED
 * compresses the waits between what happens, never when it is stamped.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One thread per lead, across every channel (as a unified inbox shows it). `last_message_at`
 * and its preview say what happened last; `last_seq` is the seq of its latest message (kept by
 * a trigger on messages, migration dnc_by_index_listing_costs) and orders the inbox's walks;
 * `unread_count` counts inbound messages nobody has read.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    lastMessageAt: at("last_message_at").notNull(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    lastChannel: text("last_channel").notNull(),
    lastDirection: text("last_direction", { enum: ["inbound", "outbound"] }).notNull(),
    unreadCount: integer("unread_count").notNull().default(0),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    // Who handles it: the member who last answered it from the inbox (kept by the trigger on
    // messages, migration inbox_basics); null until someone has. "My conversations" reads it.
    ownerMemberId: text("owner_member_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    // A lead belongs to one workspace: one conversation per lead.
    uniqueIndex("conversations_lead_idx").on(t.leadId),
    // The inbox's walks, latest activity first: all, unread, read. A page is a range of one.
    index("conversations_ws_seq_idx").on(t.workspaceId, t.lastSeq),
    index("conversations_ws_unread_seq_idx")
      .on(t.workspaceId, t.lastSeq)
      .where(sql`${t.unreadCount} > 0`),
    index("conversations_ws_read_seq_idx")
      .on(t.workspaceId, t.lastSeq)
      .where(sql`${t.unreadCount} = 0`),
    // The owner filter's walk: one member's conversations by last_seq.
    index("conversations_ws_owner_seq_idx").on(t.workspaceId, t.ownerMemberId, t.lastSeq),
  ],
);

/**
 * The channels each conversation has a message on, like campaign_conversations: `since_seq` is
 * the seq of its first message on the channel, `last_seq` mirrors the conversation's. Kept by
 * the trigger on messages (the baseline migration), so the inbox's channel filter reads a range
 * of (workspace_id, channel, last_seq) in the walk's order.
 */
export const conversationChannels = pgTable(
  "conversation_channels",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    workspaceId: text("workspace_id").notNull(),
    sinceSeq: bigint("since_seq", { mode: "number" }).notNull(),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.channel] }),
    index("conversation_channels_walk_idx").on(t.workspaceId, t.channel, t.lastSeq),
  ],
);

/**
 * The conversations that hold a message of each campaign: `since_seq` is the seq of the first
 * such message (a walk whose mark is below it does not count the conversation in yet), and
 * `last_seq` mirrors the conversation's. Kept by the trigger on messages (the baseline
 * migration), so the inbox's campaign filter reads a range of (campaign_id,
 * last_seq) in the walk's order.
 */
export const campaignConversations = pgTable(
  "campaign_conversations",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sinceSeq: bigint("since_seq", { mode: "number" }).notNull(),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.conversationId] }),
    index("campaign_conversations_walk_idx").on(t.campaignId, t.lastSeq),
    // A conversation's memberships, moved along with its last_seq.
    index("campaign_conversations_conversation_idx").on(t.conversationId),
  ],
);

/**
 * A message in a conversation. `seq` is the stable order (and cursor) of a thread and of the
 * workspace's messages. A campaign's step writes at most one message per direction for each
 * lead (the unique index), so a step run twice could never send twice.
 */
export const messages = pgTable(
  "messages",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    id: text("id").notNull().unique(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    // The campaign step that sent it, or whose message the lead answered.
    stepIndex: integer("step_index"),
    // Which version of the step's words it sent or answered (A, B, C, D); null for operator
    // sends and for campaign messages written before steps had variants (they sent A).
    variant: text("variant"),
    channel: text("channel", { enum: ["email", "sms", "network", "messaging"] }).notNull(),
    direction: text("direction", { enum: ["inbound", "outbound"] }).notNull(),
    // The connected account it went out from (or came in to); null when none was connected.
    accountId: text("account_id").references(() => connectedAccounts.id, {
      onDelete: "set null",
    }),
    // Who sent it by hand from the inbox; null for the engine's and the lead's messages.
    sentByMemberId: text("sent_by_member_id").references(() => members.id, {
      onDelete: "set null",
    }),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: ["sent", "delivered", "bounced", "received"] }).notNull(),
    sentAt: at("sent_at").notNull(),
    readAt: at("read_at"),
    // Written by the simulated outreach world, not by a real carrier or mailbox.
    simulated: boolean("simulated").notNull().default(true),
    // What sending it cost (from the rate table); 0 for inbound messages.
    credits: integer("credits").notNull().default(0),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_ws_idx").on(t.workspaceId, t.seq),
    index("messages_campaign_idx").on(t.campaignId, t.direction),
    // A campaign's activity feed, newest first, one page at a time.
    index("messages_campaign_sent_idx").on(t.campaignId, t.sentAt, t.id),
    // The inbox's search over message text: words and word prefixes (data/inbox-search.ts
    // writes the same expression, so the planner uses this index).
    index("messages_search_idx").using(
      "gin",
      sql`to_tsvector('simple', coalesce(${t.subject}, '') || ' ' || ${t.body})`,
    ),
    uniqueIndex("messages_campaign_step_idx")
      .on(t.campaignId, t.leadId, t.stepIndex, t.direction)
      .where(sql`${t.campaignId} is not null and ${t.stepIndex} is not null`),
  ],
);

/** A meeting a lead booked: with the voice agent during a call, or with an operator. */
export const meetings = pgTable(
  "meetings",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    callId: text("call_id").references(() => calls.id, { onDelete: "set null" }),
    conversationId: text("conversation_id").references(() => conversations.id, {
      onDelete: "set null",
    }),
    meetingTime: at("meeting_time").notNull(),
    bookedVia: text("booked_via", { enum: ["voice_agent", "operator"] }).notNull(),
    bookedAt: at("booked_at").notNull(),
    // How long it lasts, in minutes, and where it happens (an https link); null when the
    // booking did not say (the AI agent's bookings).
    durationMinutes: integer("duration_minutes"),
    meetingUrl: text("meeting_url"),
    simulated: boolean("simulated").notNull().default(true),
  },
  (t) => [
    index("meetings_ws_idx").on(t.workspaceId, t.meetingTime, t.id),
    index("meetings_lead_idx").on(t.leadId),
    // One booking per lead and campaign.
    uniqueIndex("meetings_campaign_lead_idx")
      .on(t.campaignId, t.leadId)
      .where(sql`${t.campaignId} is not null`),
  ],
);
