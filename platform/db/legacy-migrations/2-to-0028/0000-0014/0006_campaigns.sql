CREATE TABLE "campaign_channel_assignments" (
	"campaign_id" text NOT NULL,
	"channel" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_channel_assignments_campaign_id_channel_account_id_pk" PRIMARY KEY("campaign_id","channel","account_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_enrollments" (
	"campaign_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"last_step_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lock_token" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_enrollments_campaign_id_lead_id_pk" PRIMARY KEY("campaign_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"folder_id" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"steps" jsonb NOT NULL,
	"paused_reason" text,
	"trigger_lead_list_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launched_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"daily_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_contact" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_channel_assignments" ADD CONSTRAINT "campaign_channel_assignments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_channel_assignments" ADD CONSTRAINT "campaign_channel_assignments_account_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD CONSTRAINT "campaign_enrollments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD CONSTRAINT "campaign_enrollments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD CONSTRAINT "campaign_enrollments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_folders" ADD CONSTRAINT "campaign_folders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_folder_id_campaign_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."campaign_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_trigger_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("trigger_lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_enrollments_due_idx" ON "campaign_enrollments" USING btree ("next_step_at") WHERE "campaign_enrollments"."state" = 'active';--> statement-breakpoint
CREATE INDEX "campaign_enrollments_campaign_idx" ON "campaign_enrollments" USING btree ("campaign_id","enrolled_at","lead_id");--> statement-breakpoint
CREATE INDEX "campaign_enrollments_state_idx" ON "campaign_enrollments" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "campaign_enrollments_lead_idx" ON "campaign_enrollments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "campaign_folders_ws_idx" ON "campaign_folders" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_ws_idx" ON "campaigns" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_folder_idx" ON "campaigns" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("status") WHERE "campaigns"."status" = 'active';--> statement-breakpoint
CREATE INDEX "connected_accounts_ws_idx" ON "connected_accounts" USING btree ("workspace_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_contact_ws_value_idx" ON "do_not_contact" USING btree ("workspace_id","type","value");--> statement-breakpoint
CREATE INDEX "do_not_contact_ws_idx" ON "do_not_contact" USING btree ("workspace_id","created_at","id");