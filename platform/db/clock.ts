import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { sqlRows } from "./sql-rows";

/**
 * The database's time now: the one clock every instance shares. What an operator does to a
 * campaign, a conversation or a call is stamped with it, as the engine stamps what it does,
 * so every listing orders as things happened and nothing is dated ahead of the moment it is
 * read, whatever an app server's own clock says. In a transaction it is the transaction's
 * start, like every now() in it.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await sqlRows<{ now: string | Date }>(db, sql`select now() as now`);
  return new Date(row!.now);
}
