import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The accounts a workspace sends from: mailboxes (`email`), phone numbers (`phone`: texts and
 * calls), professional-network (`network`) and messaging-app (`messaging`) accounts.
 */
export const connectedAccounts = pgTable(
  "connected_accounts",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    channel: text("channel", { enum: ["email", "phone", "network", "messaging"] }).notNull(),
    // What the account sends as: an address, a number, a profile name.
    address: text("address").notNull(),
    displayName: text("display_name").notNull(),
    // paused: an admin stopped its sends for now; the engine sends nothing from it.
    status: text("status", { enum: ["connected", "paused", "disconnected"] })
      .notNull()
      .default("connected"),
    dailyLimit: integer("daily_limit").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("connected_accounts_ws_idx").on(t.workspaceId, t.channel, t.createdAt)],
);

/**
 * The account a workspace sends each step channel from when a campaign has no account of its own
 * for that channel: one per channel, set by an admin.
 */
export const workspaceSendingDefaults = pgTable(
  "workspace_sending_defaults",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    channel: text("channel", { enum: ["email", "sms", "network", "call"] }).notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: "cascade" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.channel] }),
    index("workspace_sending_defaults_account_idx").on(t.accountId),
  ],
);

/**
 * What each account sent on each day (UTC, by the database's clock): the engine reads and adds
 * to it in the transaction that sends, so a daily limit holds without counting the day's
 * messages, whatever their number.
 */
export const accountDailySends = pgTable(
  "account_daily_sends",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sends: integer("sends").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
