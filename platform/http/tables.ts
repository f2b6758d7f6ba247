import { index, integer, json, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

/**
 * Idempotency-Key records: the first successful response to a key, per workspace, kept
 * until `expires_at`. `running` marks a request still in flight (a duplicate gets 409).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["running", "completed"] }).notNull(),
    // Fences a takeover of an abandoned claim: only the current holder may complete it.
    claimToken: text("claim_token").notNull(),
    responseStatus: integer("response_status"),
    // json, not jsonb: it keeps the body's text as sent, so a replay is byte for byte the same.
    responseBody: json("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);
