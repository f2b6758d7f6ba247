import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A workspace's spendable credits; the ledger below explains every change. */
export const creditBalances = pgTable(
  "credit_balances",
  {
    workspaceId: text("workspace_id")
      .primaryKey()
      .references(() => workspaces.id),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_balances_not_negative", sql`${t.balance} >= 0`)],
);

/**
 * Credits set aside for work about to run (a batch of campaign steps): taken from the balance
 * in a short transaction of their own, so the work's longer transaction never holds the
 * balance row. The work settles its part (writing the ledger entry) in its own transaction;
 * what is left is given back once it ends, or, if its instance died, after `expires_at`.
 */
export const creditReservations = pgTable(
  "credit_reservations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    // Still held: reserved, less what the work has settled.
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("credit_reservations_expiry_idx").on(t.expiresAt)],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    // Increasing, so "newest first" and cursors need no tie-breaker.
    position: integer("position").primaryKey().generatedAlwaysAsIdentity(),
    id: text("id").notNull().unique(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason", {
      enum: [
        "initial_grant",
        "grant",
        "prospect_enrichment",
        "bulk_enrichment",
        "campaign_outreach",
        "voice_call",
        "inbox_message",
        "copilot_answer",
      ],
    }).notNull(),
    previewId: text("preview_id"),
    jobId: text("job_id"),
    leadListId: text("lead_list_id"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_ws_idx").on(t.workspaceId, t.position)],
);
