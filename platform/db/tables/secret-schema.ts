import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the platform keeps for itself, shared by every instance on the database: e.g. the
 * key that signs the inbox's cursors, so a cursor made by one instance is honoured by another
 * and a forged one is refused. Made on first need; never returned by any operation.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
