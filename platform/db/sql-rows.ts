import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/** The rows of a raw statement from either driver (postgres.js answers an array, PGlite {rows}). */
export async function sqlRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
