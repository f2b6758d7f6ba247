ALTER TABLE "leads" ADD COLUMN "prospect_seq" integer;--> statement-breakpoint
-- Prospect ids encode their seq one to one (platform/seed/prospects.ts), so the seq found by id
-- is the one the lead was imported from.
UPDATE "leads" l SET "prospect_seq" = p."seq" FROM "prospects" p
  WHERE l."prospect_id" IS NOT NULL AND p."id" = l."prospect_id";--> statement-breakpoint
CREATE INDEX "leads_list_prospect_seq_idx" ON "leads" USING btree ("lead_list_id","prospect_seq") WHERE "leads"."prospect_seq" is not null;--> statement-breakpoint
-- Every row written from now is checked. A lead whose prospect has left the corpus (rebuilt
-- smaller) keeps its id and has no seq; it can be in no result set, so the counts lose nothing,
-- and only then does the check stay NOT VALID for the rows already there.
ALTER TABLE "leads" ADD CONSTRAINT "leads_prospect_seq_named" CHECK (("leads"."prospect_id" is null) = ("leads"."prospect_seq" is null)) NOT VALID;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "leads" WHERE "prospect_id" IS NOT NULL AND "prospect_seq" IS NULL) THEN
    ALTER TABLE "leads" VALIDATE CONSTRAINT "leads_prospect_seq_named";
  END IF;
END
$$;
