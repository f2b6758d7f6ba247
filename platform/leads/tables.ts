import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

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
    // The prospect's seq beside its id: a preview's result set is an array of seqs, so "which
    // results are already in this list" is an index probe here, not a look-up in prospects
    // (10 million rows) for every result first.
    prospectSeq: integer("prospect_seq"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    // Where else the lead is reached, from its prospect at import: a step on a channel the lead
    // has no address for (texts and calls: phone; network: profile) is skipped, not sent.
    phone: text("phone"),
    networkUrl: text("network_url"),
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
    index("leads_list_prospect_seq_idx")
      .on(t.leadListId, t.prospectSeq)
      .where(sql`${t.prospectSeq} is not null`),
    // Whoever names a prospect names its seq too.
    check("leads_prospect_seq_named", sql`(${t.prospectId} is null) = (${t.prospectSeq} is null)`),
    // Where a prospect is in the workspace (any list, and through its leads any campaign):
    // the marks on a preview's results and the person panel read one prospect at a time.
    index("leads_ws_prospect_idx")
      .on(t.workspaceId, t.prospectId)
      .where(sql`${t.prospectId} is not null`),
    // A lead by its address, as the campaign trigger and an email do-not-contact entry name
    // it: equality on the normalised address (the same expression the predicate writes), then
    // newest first, so the trigger's "newest lead with this address" is the range's first row.
    index("leads_ws_email_idx").on(t.workspaceId, sql`lower(trim(${t.email}))`, t.createdAt, t.id),
    // The inbox's search over who the lead is: name, email (split at @ and dots, so "acme"
    // finds ada@acme.com) and company; platform/inbox/inbox-search.ts writes the same expression.
    index("leads_search_idx").using(
      "gin",
      sql`to_tsvector('simple', ${t.firstName} || ' ' || ${t.lastName} || ' ' || translate(coalesce(${t.email}, ''), '@.', '  ') || ' ' || ${t.companyName})`,
    ),
  ],
);

/**
 * Each lead's email domain and every parent domain of it (sub.example.com: sub.example.com
 * and example.com; never a bare top-level domain), lower-case, one row each, kept by
 * triggers on leads (the baseline migration). A domain do-not-contact entry
 * finds its leads here by equality, in lead id order, however deep their subdomains; the
 * other way, whether a lead is suppressed, compares the same lineage (email_domain_lineage(),
 * computed from the lead's email) with the entries' unique index. No foreign key: the trigger
 * that deletes a lead's rows finds them by this primary key, where a cascade would need an
 * index on lead_id.
 */
export const leadEmailDomains = pgTable(
  "lead_email_domains",
  {
    workspaceId: text("workspace_id").notNull(),
    domain: text("domain").notNull(),
    leadId: text("lead_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.domain, t.leadId] })],
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
