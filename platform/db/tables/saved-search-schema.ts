import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { leadLists, members, workspaces } from "./tenant-schema";

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A prospect search saved by name, shared with the whole workspace: the filters as the
 * preview request takes them, the page size, enrichment, and the list it was built for.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    leadListId: text("lead_list_id").references(() => leadLists.id, { onDelete: "set null" }),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    pageSize: integer("page_size").notNull(),
    autoEnrich: boolean("auto_enrich").notNull(),
    createdBy: text("created_by").references(() => members.id),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [uniqueIndex("saved_searches_ws_name_idx").on(t.workspaceId, sql`lower(${t.name})`)],
);
