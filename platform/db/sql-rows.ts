import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * The rows of a raw statement from either driver (postgres.js answers an array, PGlite
 * `{ rows }`): the one place that knows, for every raw statement in the platform.
 */
export async function sqlRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
