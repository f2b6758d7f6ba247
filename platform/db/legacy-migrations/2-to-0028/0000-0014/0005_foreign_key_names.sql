-- Two migrations wrote foreign keys inline (saved_searches before the 1.0 baseline, and
-- prospect_reveals in 0004), so Postgres named them *_fkey where the schema, and so the
-- baseline, use Drizzle's names (*_fk). Renamed only where an old name is found: a database made
-- from the baseline has the new saved_searches names already.
DO $$
DECLARE
  names text[][] := ARRAY[
    ['saved_searches', 'saved_searches_workspace_id_fkey', 'saved_searches_workspace_id_workspaces_id_fk'],
    ['saved_searches', 'saved_searches_lead_list_id_fkey', 'saved_searches_lead_list_id_lead_lists_id_fk'],
    ['saved_searches', 'saved_searches_created_by_fkey', 'saved_searches_created_by_members_id_fk'],
    ['prospect_reveals', 'prospect_reveals_workspace_id_fkey', 'prospect_reveals_workspace_id_workspaces_id_fk']
  ];
  i int;
BEGIN
  FOR i IN 1 .. array_length(names, 1) LOOP
    IF EXISTS (
      SELECT 1 FROM pg_constraint
      WHERE conrelid = names[i][1]::regclass AND conname = names[i][2]
    ) THEN
      EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', names[i][1], names[i][2], names[i][3]);
    END IF;
  END LOOP;
END
$$;
