import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CopilotLink } from "../../contract/copilot";
import { members, workspaces } from "../auth/tables";

/**
 * The Copilot's conversations: a thread per conversation, its messages in `seq` order. The
 * columns past role and content (the topic an answer was about, what it cost) are the
 * platform's own bookkeeping and never leave it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const copilotThreads = pgTable(
  "copilot_threads",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    // The member who started it, through a key of theirs (the console's session key included):
    // only they list, read or continue it. Null when a key without a recorded creator started
    // it; such workspace-level keys share those threads, and no member sees them.
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  // Each owner's history: most recently used first, with a stable tie-breaker for pages.
  (t) => [index("copilot_threads_owner_idx").on(t.workspaceId, t.memberId, t.updatedAt, t.id)],
);

export const copilotMessages = pgTable(
  "copilot_messages",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    id: text("id").notNull().unique(),
    threadId: text("thread_id")
      .notNull()
      .references(() => copilotThreads.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    // The campaigns, lead lists and leads an answer names, as the API shows them (its `links`);
    // [] for the user's messages.
    links: jsonb("links").$type<CopilotLink[]>().notNull().default([]),
    // Which answers the router chose (e.g. "credits,campaigns"); empty for the user's messages.
    topics: text("topics").notNull().default(""),
    // What the answer cost (the rate table's AI step); 0 for the user's messages.
    credits: integer("credits").notNull().default(0),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("copilot_messages_thread_idx").on(t.threadId, t.seq)],
);
