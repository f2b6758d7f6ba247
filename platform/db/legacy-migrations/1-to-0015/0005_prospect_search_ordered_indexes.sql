DROP INDEX "psk_job_title_idx";--> statement-breakpoint
DROP INDEX "psk_job_level_idx";--> statement-breakpoint
DROP INDEX "psk_job_function_idx";--> statement-breakpoint
DROP INDEX "psk_city_idx";--> statement-breakpoint
DROP INDEX "psk_state_idx";--> statement-breakpoint
DROP INDEX "psk_country_idx";--> statement-breakpoint
DROP INDEX "psk_domain_idx";--> statement-breakpoint
DROP INDEX "psk_industry_idx";--> statement-breakpoint
DROP INDEX "psk_network_industry_idx";--> statement-breakpoint
DROP INDEX "psk_revenue_bucket_idx";--> statement-breakpoint
DROP INDEX "psk_funding_type_idx";--> statement-breakpoint
DROP INDEX "psk_headquarters_city_idx";--> statement-breakpoint
DROP INDEX "psk_headquarters_state_idx";--> statement-breakpoint
DROP INDEX "psk_headquarters_country_idx";--> statement-breakpoint
CREATE INDEX "psk_job_title_idx" ON "prospect_search_keys" USING btree ("job_title","seq");--> statement-breakpoint
CREATE INDEX "psk_job_level_idx" ON "prospect_search_keys" USING btree ("job_level","seq");--> statement-breakpoint
CREATE INDEX "psk_job_function_idx" ON "prospect_search_keys" USING btree ("job_function","seq");--> statement-breakpoint
CREATE INDEX "psk_city_idx" ON "prospect_search_keys" USING btree ("city","seq");--> statement-breakpoint
CREATE INDEX "psk_state_idx" ON "prospect_search_keys" USING btree ("state","seq");--> statement-breakpoint
CREATE INDEX "psk_country_idx" ON "prospect_search_keys" USING btree ("country","seq");--> statement-breakpoint
CREATE INDEX "psk_domain_idx" ON "prospect_search_keys" USING btree ("domain","seq");--> statement-breakpoint
CREATE INDEX "psk_industry_idx" ON "prospect_search_keys" USING btree ("industry","seq");--> statement-breakpoint
CREATE INDEX "psk_network_industry_idx" ON "prospect_search_keys" USING btree ("network_industry","seq");--> statement-breakpoint
CREATE INDEX "psk_revenue_bucket_idx" ON "prospect_search_keys" USING btree ("revenue_bucket","seq");--> statement-breakpoint
CREATE INDEX "psk_funding_type_idx" ON "prospect_search_keys" USING btree ("funding_type","seq");--> statement-breakpoint
CREATE INDEX "psk_headquarters_city_idx" ON "prospect_search_keys" USING btree ("headquarters_city","seq");--> statement-breakpoint
CREATE INDEX "psk_headquarters_state_idx" ON "prospect_search_keys" USING btree ("headquarters_state","seq");--> statement-breakpoint
CREATE INDEX "psk_headquarters_country_idx" ON "prospect_search_keys" USING btree ("headquarters_country","seq");