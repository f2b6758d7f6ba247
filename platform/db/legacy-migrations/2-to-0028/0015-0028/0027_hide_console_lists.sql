ALTER TABLE "lead_lists" ADD COLUMN "kept_by_console" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (not drizzle-kit's): the search lists made before this column existed are
-- the ones findOrCreateSearchList matched by this exact name and description (contract
-- SEARCH_LIST_NAME and SEARCH_LIST_DESCRIPTION, unchanged since they were introduced).
UPDATE "lead_lists" SET "kept_by_console" = true
WHERE "name" = 'Prospecting searches'
  AND "description" = 'Kept by the console: searches run on the Prospecting page belong to this list, and each import adds its results to the list chosen for it. Deleting it is harmless; the next search makes it again.';
