-- The console's own key belongs to the workspace: rolls that recorded the rolling admin as its
-- creator tied the console to that admin's role and membership.
UPDATE "api_keys" SET "creator_member_id" = NULL, "creator_role" = NULL WHERE "purpose" = 'console';
