import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The tables every other schema file hangs its rows on. They live apart from `schema.ts` so
 * that the split-out schema files can reference them without importing the file that
 * re-exports them.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  planApiAccess: boolean("plan_api_access").notNull().default(true),
  billingStatus: text("billing_status", { enum: ["active", "suspended"] })
    .notNull()
    .default("active"),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "admin", "manager", "member"] }).notNull(),
    status: text("status", { enum: ["active", "suspended", "removed"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("members_email_idx").on(t.email), index("members_ws_idx").on(t.workspaceId)],
);

export const leadLists = pgTable(
  "lead_lists",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    // Kept by triggers on leads (the hand-written end of the baseline migration), so listings
    // never count leads.
    leadCount: integer("lead_count").notNull().default(0),
    // A list the console keeps for itself (the one prospecting searches run on): readable by
    // id like any list, left out of the listing, so no person is offered it.
    keptByConsole: boolean("kept_by_console").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("lead_lists_ws_idx").on(t.workspaceId, t.createdAt, t.id)],
);
