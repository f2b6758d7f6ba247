ALTER TABLE "api_keys" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_session_id_console_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."console_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_session_idx" ON "api_keys" USING btree ("session_id");
