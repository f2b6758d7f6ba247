import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Rows of a raw statement, for the few that Drizzle's builders can't express. The two
 * drivers shape `execute()` differently: PGlite answers `{ rows }`, postgres-js an array.
 */
export async function executeRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
