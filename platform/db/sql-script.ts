import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Runs statements as one implicit transaction in one round trip (the simple query protocol),
 * and returns each one's rows. Postgres runs a multi-statement query string atomically, and
 * under READ COMMITTED each statement still takes its own snapshot and sees the earlier
 * statements' writes. The simple protocol takes no parameters: values go into the text
 * through `int` and `dollarQuoted`.
 */
export async function script(db: Db, statements: string[]): Promise<unknown[][]> {
  const text = statements.join(";\n");
  // PGlite's own client runs several statements at once; drizzle's path for it runs one.
  const client = (db as unknown as { $client?: { exec?: (q: string) => Promise<unknown> } })
    .$client;
  if (typeof client?.exec === "function") {
    const results = (await client.exec(text)) as { rows: unknown[] }[];
    return results.map((r) => r.rows);
  }
  const result = (await db.execute(sql.raw(text))) as unknown as unknown[];
  // postgres.js answers one statement with its rows, several with a list of row lists.
  return statements.length === 1 ? [result] : (result as unknown[][]);
}

/** A whole number for SQL text, refusing anything else. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
}

/** A string constant in dollar quotes whose tag the text does not contain: no escaping at all. */
export function dollarQuoted(text: string): string {
  let tag = "v";
  while (text.includes(`$${tag}$`)) tag += "v";
  return `$${tag}$${text}$${tag}$`;
}
