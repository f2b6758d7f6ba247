/** Runs one read-only catalog query and returns its rows. */
export type CatalogQuery = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Everything in the `public` schema that migrations create, read from `information_schema` and
 * `pg_catalog` in a form two databases can be compared by: relations, columns (type, default,
 * nullability, identity), constraints, indexes, triggers and functions by their definitions,
 * sequences, enum types and extensions. Each part is a sorted list of lines, so a test's diff
 * names the object that differs.
 *
 * Columns are compared by name, not position: a column added by ALTER TABLE comes last, while
 * the same column in a CREATE TABLE may sit elsewhere, and nothing here reads columns by position.
 */
export async function schemaCatalog(query: CatalogQuery): Promise<SchemaCatalog> {
  const catalog = {} as SchemaCatalog;
  for (const [part, text] of Object.entries(catalogQueries) as [CatalogPart, string][]) {
    const rows = await query(text);
    catalog[part] = rows.map((row) => String(row.line)).sort();
  }
  return catalog;
}

const catalogQueries = {
  relations: `
    select c.relkind::text || ' ' || c.relname as line
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  columns: `
    select concat_ws(' | ', table_name || '.' || column_name, udt_name, data_type,
      'null=' || is_nullable, 'default=' || coalesce(column_default, '-'),
      'identity=' || coalesce(identity_generation, '-'), 'generated=' || is_generated,
      coalesce(generation_expression, '-'), coalesce(collation_name, '-'),
      'length=' || coalesce(character_maximum_length::text, '-')) as line
    from information_schema.columns
    where table_schema = 'public'`,
  constraints: `
    select conrelid::regclass::text || ' ' || conname || ' ' || contype::text || ' '
      || pg_get_constraintdef(oid) as line
    from pg_constraint
    where connamespace = 'public'::regnamespace`,
  indexes: `
    select indexdef as line from pg_indexes where schemaname = 'public'`,
  triggers: `
    select pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as line
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`,
  functions: `
    select pg_get_functiondef(p.oid) as line
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace`,
  sequences: `
    select concat_ws(' ', sequencename, data_type::text, start_value, min_value, max_value,
      increment_by, cycle, cache_size) as line
    from pg_sequences
    where schemaname = 'public'`,
  types: `
    select t.typname || ' ' || t.typtype::text || ' '
      || coalesce((select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                   from pg_enum e where e.enumtypid = t.oid), '') as line
    from pg_type t
    where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'c')
      and not exists (select 1 from pg_class c where c.reltype = t.oid)`,
  extensions: `
    select extname as line from pg_extension`,
};

type CatalogPart = keyof typeof catalogQueries;
export type SchemaCatalog = Record<CatalogPart, string[]>;
