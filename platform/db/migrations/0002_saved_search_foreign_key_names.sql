-- Databases created before the 1.0 baseline got saved_searches' foreign keys written inline, so
-- Postgres named them (*_fkey); the schema, and so the baseline, use Drizzle's names (*_fk).
-- Renamed only where the old names are found: a database made from the baseline has the new ones.
DO $$
DECLARE
  names text[][] := ARRAY[
    ['saved_searches_workspace_id_fkey', 'saved_searches_workspace_id_workspaces_id_fk'],
    ['saved_searches_lead_list_id_fkey', 'saved_searches_lead_list_id_lead_lists_id_fk'],
    ['saved_searches_created_by_fkey', 'saved_searches_created_by_members_id_fk']
  ];
  i int;
BEGIN
  FOR i IN 1 .. array_length(names, 1) LOOP
    IF EXISTS (
      SELECT 1 FROM pg_constraint
      WHERE conrelid = 'saved_searches'::regclass AND conname = names[i][1]
    ) THEN
      EXECUTE format('ALTER TABLE saved_searches RENAME CONSTRAINT %I TO %I', names[i][1], names[i][2]);
    END IF;
  END LOOP;
END
$$;
