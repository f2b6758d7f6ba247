import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The AI agents that place a workspace's calls; seeded for every demo workspace. */
export const voiceAgents = pgTable(
  "voice_agents",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    voice: text("voice").notNull(),
    language: text("language").notNull().default("en-US"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("voice_agents_ws_idx").on(t.workspaceId, t.createdAt, t.id)],
);
