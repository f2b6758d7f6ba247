import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { leadLists, workspaces } from "./tenant-schema";

/**
 * Leads, in a file of their own: the campaign and outreach tables refer to them, and schema.ts
 * exports all of them, so they cannot import it.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    leadListId: text("lead_list_id")
      .notNull()
      .references(() => leadLists.id),
    prospectId: text("prospect_id"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    jobTitle: text("job_title").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    status: text("status", {
      enum: ["new", "contacted", "replied", "dnc", "unsubscribed", "bounced"],
    })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_ws_idx").on(t.workspaceId, t.createdAt, t.id),
    index("leads_list_idx").on(t.leadListId, t.createdAt, t.id),
    uniqueIndex("leads_list_prospect_idx")
      .on(t.leadListId, t.prospectId)
      .where(sql`${t.prospectId} is not null`),
    // Where a prospect is in the workspace (any list, and through its leads any campaign):
    // the marks on a preview's results and the person panel read one prospect at a time.
    index("leads_ws_prospect_idx")
      .on(t.workspaceId, t.prospectId)
      .where(sql`${t.prospectId} is not null`),
  ],
);
