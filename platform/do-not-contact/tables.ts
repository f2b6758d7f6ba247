import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";
import { jobs } from "../jobs/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a do-not-contact job walks: the leads its entry matches, in lead id order, from
 * `after_lead_id` (the last lead a committed batch handled; null before the first). Removing
 * the entry removes this row, and the job stops.
 */
export const doNotContactJobs = pgTable("do_not_contact_jobs", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id),
  entryId: text("entry_id")
    .notNull()
    .references(() => doNotContact.id, { onDelete: "cascade" }),
  afterLeadId: text("after_lead_id"),
});

/**
 * Workspace-wide suppressions: an email address, a phone number (digits only) or a domain.
 * A matching lead is never enrolled, sent to or called.
 */
export const doNotContact = pgTable(
  "do_not_contact",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    type: text("type", { enum: ["email", "phone", "domain"] }).notNull(),
    // Normalised: emails and domains lower-cased, phone numbers reduced to their digits.
    value: text("value").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("do_not_contact_ws_value_idx").on(t.workspaceId, t.type, t.value),
    index("do_not_contact_ws_idx").on(t.workspaceId, t.createdAt, t.id),
  ],
);
