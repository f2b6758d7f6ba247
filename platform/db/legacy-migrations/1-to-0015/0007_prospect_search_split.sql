CREATE TABLE "prospect_search_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospect_search_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
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
	"network_growth_rate" real NOT NULL,
	"monthly_web_traffic" integer NOT NULL,
	CONSTRAINT "prospect_search_companies_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "prospect_search_people" (
	"seq" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"job_level" text NOT NULL,
	"job_function" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"is_network_url_claimed" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "psc_company_name_idx" ON "prospect_search_companies" USING btree ("company_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psc_domain_idx" ON "prospect_search_companies" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "psp_company_idx" ON "prospect_search_people" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "psp_job_title_idx" ON "prospect_search_people" USING btree ("job_title","seq");--> statement-breakpoint
CREATE INDEX "psp_job_level_idx" ON "prospect_search_people" USING btree ("job_level","seq");--> statement-breakpoint
CREATE INDEX "psp_job_function_idx" ON "prospect_search_people" USING btree ("job_function","seq");--> statement-breakpoint
CREATE INDEX "psp_city_idx" ON "prospect_search_people" USING btree ("city","seq");--> statement-breakpoint
CREATE INDEX "psp_state_idx" ON "prospect_search_people" USING btree ("state","seq");--> statement-breakpoint
CREATE INDEX "psp_country_idx" ON "prospect_search_people" USING btree ("country","seq");