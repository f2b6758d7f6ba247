import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The database's time now: the one clock every instance shares. What an operator does to a
 * campaign, a conversation or a call is stamped with it, as the engine stamps what it does,
 * so every listing orders as things happened and nothing is dated ahead of the moment it is
 * read, whatever an app server's own clock says. In a transaction it is the transaction's
 * start, like every now() in it.
 */
export async function databaseNow(db: Pick<Db, "execute">): Promise<Date> {
  const result: unknown = await db.execute(sql`select now() as now`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    now: string | Date;
  }[];
  return new Date(rows[0]!.now);
}
