CREATE TABLE "credit_balances" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_not_negative" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"position" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"preview_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"workspace_id" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"claim_token" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_workspace_id_key_pk" PRIMARY KEY("workspace_id","key")
);
--> statement-breakpoint
CREATE TABLE "prospect_imports" (
	"job_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"lead_list_id" text NOT NULL,
	"preview_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_search_keys" (
	"seq" integer PRIMARY KEY NOT NULL,
	"job_title" text NOT NULL,
	"job_level" text NOT NULL,
	"job_function" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"company_name" text NOT NULL,
	"domain" text NOT NULL,
	"industry" text NOT NULL,
	"network_industry" text NOT NULL,
	"employee_count" integer NOT NULL,
	"founded_on" integer NOT NULL,
	"revenue" real NOT NULL,
	"revenue_bucket" text NOT NULL,
	"funding_amount" real NOT NULL,
	"funding_type" text NOT NULL,
	"funded_at" text NOT NULL,
	"headquarters_city" text NOT NULL,
	"headquarters_state" text NOT NULL,
	"headquarters_country" text NOT NULL,
	"analytics_tech" text[] NOT NULL,
	"crm_tech" text[] NOT NULL,
	"development_tech" text[] NOT NULL,
	"erp_tech" text[] NOT NULL,
	"marketing_automation_tech" text[] NOT NULL,
	"sales_automation_tech" text[] NOT NULL,
	"hiring_departments" text[] NOT NULL,
	"team_size_departments" text[] NOT NULL,
	"has_cio" boolean NOT NULL,
	"has_ciso" boolean NOT NULL,
	"has_mobile_app" boolean NOT NULL,
	"has_web_app" boolean NOT NULL,
	"is_network_url_claimed" boolean NOT NULL,
	"network_growth_rate" real NOT NULL,
	"monthly_web_traffic" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_search_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"lead_list_id" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text NOT NULL,
	"matched_seqs" integer[] NOT NULL,
	"enriched_from" integer DEFAULT 0 NOT NULL,
	"enriched_to" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_preview_id_prospect_search_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."prospect_search_previews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_search_previews" ADD CONSTRAINT "prospect_search_previews_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_search_previews" ADD CONSTRAINT "prospect_search_previews_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_ws_idx" ON "credit_ledger" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "psk_job_title_idx" ON "prospect_search_keys" USING btree ("job_title");--> statement-breakpoint
CREATE INDEX "psk_job_level_idx" ON "prospect_search_keys" USING btree ("job_level");--> statement-breakpoint
CREATE INDEX "psk_job_function_idx" ON "prospect_search_keys" USING btree ("job_function");--> statement-breakpoint
CREATE INDEX "psk_city_idx" ON "prospect_search_keys" USING btree ("city");--> statement-breakpoint
CREATE INDEX "psk_state_idx" ON "prospect_search_keys" USING btree ("state");--> statement-breakpoint
CREATE INDEX "psk_country_idx" ON "prospect_search_keys" USING btree ("country");--> statement-breakpoint
CREATE INDEX "psk_company_name_idx" ON "prospect_search_keys" USING btree ("company_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psk_domain_idx" ON "prospect_search_keys" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "psk_industry_idx" ON "prospect_search_keys" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "psk_network_industry_idx" ON "prospect_search_keys" USING btree ("network_industry");--> statement-breakpoint
CREATE INDEX "psk_employee_count_idx" ON "prospect_search_keys" USING btree ("employee_count");--> statement-breakpoint
CREATE INDEX "psk_founded_on_idx" ON "prospect_search_keys" USING btree ("founded_on");--> statement-breakpoint
CREATE INDEX "psk_revenue_idx" ON "prospect_search_keys" USING btree ("revenue");--> statement-breakpoint
CREATE INDEX "psk_revenue_bucket_idx" ON "prospect_search_keys" USING btree ("revenue_bucket");--> statement-breakpoint
CREATE INDEX "psk_funding_amount_idx" ON "prospect_search_keys" USING btree ("funding_amount");--> statement-breakpoint
CREATE INDEX "psk_funding_type_idx" ON "prospect_search_keys" USING btree ("funding_type");--> statement-breakpoint
CREATE INDEX "psk_funded_at_idx" ON "prospect_search_keys" USING btree ("funded_at");--> statement-breakpoint
CREATE INDEX "psk_headquarters_city_idx" ON "prospect_search_keys" USING btree ("headquarters_city");--> statement-breakpoint
CREATE INDEX "psk_headquarters_state_idx" ON "prospect_search_keys" USING btree ("headquarters_state");--> statement-breakpoint
CREATE INDEX "psk_headquarters_country_idx" ON "prospect_search_keys" USING btree ("headquarters_country");--> statement-breakpoint
CREATE INDEX "psk_analytics_tech_idx" ON "prospect_search_keys" USING gin ("analytics_tech");--> statement-breakpoint
CREATE INDEX "psk_crm_tech_idx" ON "prospect_search_keys" USING gin ("crm_tech");--> statement-breakpoint
CREATE INDEX "psk_development_tech_idx" ON "prospect_search_keys" USING gin ("development_tech");--> statement-breakpoint
CREATE INDEX "psk_erp_tech_idx" ON "prospect_search_keys" USING gin ("erp_tech");--> statement-breakpoint
CREATE INDEX "psk_marketing_automation_tech_idx" ON "prospect_search_keys" USING gin ("marketing_automation_tech");--> statement-breakpoint
CREATE INDEX "psk_sales_automation_tech_idx" ON "prospect_search_keys" USING gin ("sales_automation_tech");--> statement-breakpoint
CREATE INDEX "psk_hiring_departments_idx" ON "prospect_search_keys" USING gin ("hiring_departments");--> statement-breakpoint
CREATE INDEX "psk_team_size_departments_idx" ON "prospect_search_keys" USING gin ("team_size_departments");--> statement-breakpoint
CREATE INDEX "psk_network_growth_rate_idx" ON "prospect_search_keys" USING btree ("network_growth_rate");--> statement-breakpoint
CREATE INDEX "psk_monthly_web_traffic_idx" ON "prospect_search_keys" USING btree ("monthly_web_traffic");--> statement-breakpoint
CREATE INDEX "prospect_search_previews_list_idx" ON "prospect_search_previews" USING btree ("lead_list_id","created_at");