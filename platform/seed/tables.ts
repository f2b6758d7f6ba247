import { pgTable, text } from "drizzle-orm/pg-core";

/** Bookkeeping for the demo seed, so a restart never seeds twice. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
