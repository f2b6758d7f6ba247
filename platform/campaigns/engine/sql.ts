import { type SQL, sql } from "drizzle-orm";

/** A text[] from one JSON parameter: one bind however many values (drizzle would list them). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** Records as one JSON parameter, for `jsonb_to_recordset(...) as r(...)`. */
export function recordset(values: readonly object[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb)`;
}
