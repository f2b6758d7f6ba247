import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    type: text("type").notNull(),
    status: text("status", { enum: ["queued", "running", "completed", "failed"] })
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>().notNull().default({}),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The claim of the instance running the job: a lease its heartbeat renews, and the token
    // that fences its writes. attempts counts claims.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockToken: text("lock_token"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("jobs_ws_idx").on(t.workspaceId, t.createdAt, t.id),
    index("jobs_unfinished_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
