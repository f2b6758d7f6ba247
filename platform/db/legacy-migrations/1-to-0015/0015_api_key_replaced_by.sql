ALTER TABLE "api_keys" ADD COLUMN "replaced_by" text;
--> statement-breakpoint
-- Keys rolled before the column existed: their latest roll is in the audit log.
UPDATE "api_keys" SET "replaced_by" = "rolls"."replacement_id"
FROM (
  SELECT DISTINCT ON ("target_id") "target_id", "details"->>'replacement_id' AS "replacement_id"
  FROM "audit_events"
  WHERE "action" = 'api_key.rolled'
  ORDER BY "target_id", "created_at" DESC
) AS "rolls"
WHERE "api_keys"."id" = "rolls"."target_id";
