import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests per key, per hour, per status class ("2xx", "3xx", "4xx", "429", "5xx"). Each
 * instance counts in memory and adds its counts here in batches (an upsert that adds), so any
 * number of instances sum correctly and no request waits for a write.
 */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    // No foreign key: a flush must never fail (or lock api_keys) because a key was deleted.
    keyId: text("key_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    statusClass: text("status_class", { enum: ["2xx", "3xx", "4xx", "429", "5xx"] }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hour, t.statusClass] })],
);
