import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CARRIER_IDS, OUTBOUND_PROFILES, PHONE_NUMBER_SOURCES } from "../../contract/phone-numbers";
import { workspaces } from "../auth/tables";
import { connectedAccounts } from "../connected-accounts/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The workspace's phone numbers: each is also a `phone` connected account (texts and calls
 * send from that), made in the same transaction. A carrier's auth token is never stored:
 * it is used for the one request that brought the numbers and dropped.
 */
export const phoneNumbers = pgTable(
  "phone_numbers",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    connectedAccountId: text("connected_account_id")
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: "cascade" }),
    // E.164.
    number: text("number").notNull(),
    country: text("country").notNull(),
    voice: boolean("voice").notNull(),
    sms: boolean("sms").notNull(),
    // CNAM; null when none was set.
    callerName: text("caller_name"),
    outboundProfile: text("outbound_profile", { enum: OUTBOUND_PROFILES })
      .notNull()
      .default("default"),
    source: text("source", { enum: PHONE_NUMBER_SOURCES }).notNull(),
    // Where an imported number came from (the SID names the account; it is no secret).
    carrier: text("carrier", { enum: CARRIER_IDS }),
    carrierAccountSid: text("carrier_account_sid"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // A number is in a workspace once: a second import of it is skipped.
    uniqueIndex("phone_numbers_ws_number_idx").on(t.workspaceId, t.number),
    uniqueIndex("phone_numbers_account_idx").on(t.connectedAccountId),
    index("phone_numbers_ws_idx").on(t.workspaceId, t.createdAt, t.id),
  ],
);
