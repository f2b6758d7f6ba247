CREATE TABLE "prospect_reveals" (
	"workspace_id" text NOT NULL REFERENCES "workspaces"("id"),
	"prospect_id" text NOT NULL,
	"prospect_seq" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_reveals_workspace_id_prospect_id_pk" PRIMARY KEY("workspace_id","prospect_id")
);
--> statement-breakpoint
CREATE INDEX "prospect_reveals_seq_idx" ON "prospect_reveals" USING btree ("workspace_id","prospect_seq");
--> statement-breakpoint
-- What workspaces paid for before reveals were recorded: the enriched window of each preview,
-- and every lead that already carries its prospect's email.
INSERT INTO "prospect_reveals" ("workspace_id", "prospect_id", "prospect_seq", "revealed_at")
SELECT "pv"."workspace_id", "p"."id", "p"."seq", "pv"."created_at"
FROM "prospect_search_previews" "pv",
	unnest("pv"."matched_seqs"["pv"."enriched_from" + 1:"pv"."enriched_to"]) AS "s"("seq")
	JOIN "prospects" "p" ON "p"."seq" = "s"."seq"
WHERE "pv"."enriched_to" > "pv"."enriched_from"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "prospect_reveals" ("workspace_id", "prospect_id", "prospect_seq", "revealed_at")
SELECT "l"."workspace_id", "p"."id", "p"."seq", "l"."created_at"
FROM "leads" "l" JOIN "prospects" "p" ON "p"."id" = "l"."prospect_id"
WHERE "l"."email" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "prospect_search_previews" DROP COLUMN "enriched_from";
--> statement-breakpoint
ALTER TABLE "prospect_search_previews" DROP COLUMN "enriched_to";
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "job_id" text;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "lead_list_id" text;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "credit_ledger" SET "description" = CASE "reason"
	WHEN 'initial_grant' THEN 'Initial credits'
	WHEN 'grant' THEN 'Credits added'
	ELSE 'Enrichment in a preview' END;
--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD COLUMN "enrich" boolean DEFAULT false NOT NULL;
