import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgTable } from "drizzle-orm/pg-core";

/** A text[] from one JSON parameter: one bind however many values (drizzle would list them). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** Records as one JSON parameter, for `jsonb_to_recordset(...) as r(...)`. */
export function recordset(values: readonly object[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb)`;
}

/**
 * A column by its bare name, where Postgres takes no table before it (an UPDATE's SET targets,
 * an INSERT's column list): named from the table object, so renaming the column fails
 * type-checking here as everywhere else.
 */
export function columnName(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(column.name)}`;
}

/** Columns by their bare names, comma-separated: an INSERT's column list. */
export function columnList(columns: readonly AnyPgColumn[]): SQL {
  return sql.join(columns.map(columnName), sql`, `);
}

/**
 * A table under a short name, for statements written by hand: the alias, whose columns render
 * as `name.column`, and `table name` for the FROM, JOIN or UPDATE that introduces it (the
 * alias alone renders as the bare name there).
 */
export function aliased<T extends PgTable, N extends string>(table: T, name: N) {
  return [alias(table, name), sql`${table} ${sql.identifier(name)}`] as const;
}
