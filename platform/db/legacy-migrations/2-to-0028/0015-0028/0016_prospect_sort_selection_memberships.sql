ALTER TABLE "prospect_imports" ADD COLUMN "seqs" integer[];--> statement-breakpoint
ALTER TABLE "prospect_search_previews" ADD COLUMN "sort" text;--> statement-breakpoint
CREATE INDEX "leads_ws_prospect_idx" ON "leads" USING btree ("workspace_id","prospect_id") WHERE "leads"."prospect_id" is not null;