CREATE TABLE "campaign_skips" (
	"campaign_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"step_index" integer,
	"reason" text NOT NULL,
	"other_campaign_id" text,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD COLUMN "seen_lead_status" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "network_url" text;--> statement-breakpoint
ALTER TABLE "campaign_skips" ADD CONSTRAINT "campaign_skips_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_skips" ADD CONSTRAINT "campaign_skips_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_skips" ADD CONSTRAINT "campaign_skips_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_skips_step_idx" ON "campaign_skips" USING btree ("campaign_id","lead_id",coalesce("step_index", -1));--> statement-breakpoint
CREATE INDEX "campaign_skips_reason_idx" ON "campaign_skips" USING btree ("campaign_id","reason");--> statement-breakpoint
CREATE INDEX "campaign_skips_lead_idx" ON "campaign_skips" USING btree ("lead_id");--> statement-breakpoint
-- Written by hand (safe sequencing): leads imported before this migration get the phone and
-- network profile of their prospect, as imports copy them from now on, so steps on those
-- channels keep reaching them.
UPDATE "leads" l SET "phone" = nullif(p."phone", ''), "network_url" = nullif(p."network_url", '')
FROM "prospects" p WHERE p."id" = l."prospect_id";--> statement-breakpoint
-- Written by hand (safe sequencing): the enrollments still running remember the lead's status
-- as it is now, so a change from here on ends their sequence; ended ones need no value.
UPDATE "campaign_enrollments" e SET "seen_lead_status" = l."status"
FROM "leads" l WHERE l."id" = e."lead_id" AND e."state" = 'active';
