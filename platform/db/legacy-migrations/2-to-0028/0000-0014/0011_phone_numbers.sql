CREATE TABLE "phone_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"connected_account_id" text NOT NULL,
	"number" text NOT NULL,
	"country" text NOT NULL,
	"voice" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"caller_name" text,
	"outbound_profile" text DEFAULT 'default' NOT NULL,
	"source" text NOT NULL,
	"carrier" text,
	"carrier_account_sid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_connected_account_id_connected_accounts_id_fk" FOREIGN KEY ("connected_account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_ws_number_idx" ON "phone_numbers" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_account_idx" ON "phone_numbers" USING btree ("connected_account_id");--> statement-breakpoint
CREATE INDEX "phone_numbers_ws_idx" ON "phone_numbers" USING btree ("workspace_id","created_at","id");