-- Search filters that combine a person value with others (a level at a set of companies, a
-- title in a country) are answered from one index alone: each (value, seq) index also carries
-- the person's company and the values filters most often add (INCLUDE), so a scan in result
-- order checks them without visiting the table. Before, Postgres either fetched a table row per
-- index entry or ANDed two large bitmaps; at 10 million prospects both took 0.4 to 2 seconds.
-- Filters on companies alone walk people in result order and check each one's company: the
-- last index answers that from the index too, where the primary key would visit the table.
-- Drizzle's schema cannot state INCLUDE, so these definitions live here only.
DROP INDEX "psp_company_idx";--> statement-breakpoint
DROP INDEX "psp_job_title_idx";--> statement-breakpoint
DROP INDEX "psp_job_level_idx";--> statement-breakpoint
DROP INDEX "psp_job_function_idx";--> statement-breakpoint
DROP INDEX "psp_city_idx";--> statement-breakpoint
DROP INDEX "psp_state_idx";--> statement-breakpoint
DROP INDEX "psp_country_idx";--> statement-breakpoint
CREATE INDEX "psp_company_idx" ON "prospect_search_people" USING btree ("company_id","seq") INCLUDE ("job_level","job_function","country");--> statement-breakpoint
CREATE INDEX "psp_job_title_idx" ON "prospect_search_people" USING btree ("job_title","seq") INCLUDE ("company_id","job_level","job_function","country");--> statement-breakpoint
CREATE INDEX "psp_job_level_idx" ON "prospect_search_people" USING btree ("job_level","seq") INCLUDE ("company_id","job_function","country");--> statement-breakpoint
CREATE INDEX "psp_job_function_idx" ON "prospect_search_people" USING btree ("job_function","seq") INCLUDE ("company_id","job_level","country");--> statement-breakpoint
CREATE INDEX "psp_city_idx" ON "prospect_search_people" USING btree ("city","seq") INCLUDE ("company_id","job_level","job_function","country");--> statement-breakpoint
CREATE INDEX "psp_state_idx" ON "prospect_search_people" USING btree ("state","seq") INCLUDE ("company_id","job_level","job_function","country");--> statement-breakpoint
CREATE INDEX "psp_country_idx" ON "prospect_search_people" USING btree ("country","seq") INCLUDE ("company_id","job_level","job_function");--> statement-breakpoint
CREATE INDEX "psp_seq_company_idx" ON "prospect_search_people" USING btree ("seq") INCLUDE ("company_id");
