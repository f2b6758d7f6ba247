CREATE TABLE "account_daily_sends" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_daily_sends_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "workspace_sending_defaults" (
	"workspace_id" text NOT NULL,
	"channel" text NOT NULL,
	"account_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_sending_defaults_workspace_id_channel_pk" PRIMARY KEY("workspace_id","channel")
);
--> statement-breakpoint
ALTER TABLE "account_daily_sends" ADD CONSTRAINT "account_daily_sends_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_sending_defaults" ADD CONSTRAINT "workspace_sending_defaults_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_sending_defaults" ADD CONSTRAINT "workspace_sending_defaults_account_id_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_sending_defaults_account_idx" ON "workspace_sending_defaults" USING btree ("account_id");--> statement-breakpoint
-- Hand-written: every existing workspace gets, for each step channel, its first connected
-- account able to send it as its default sending account (the account the engine fell back to
-- before defaults existed), so campaigns without their own assignments keep sending.
INSERT INTO "workspace_sending_defaults" ("workspace_id", "channel", "account_id")
SELECT DISTINCT ON (a."workspace_id", ch."channel") a."workspace_id", ch."channel", a."id"
FROM "connected_accounts" a
JOIN (VALUES ('email', 'email'), ('sms', 'phone'), ('call', 'phone'), ('network', 'network'))
  AS ch("channel", "kind") ON ch."kind" = a."channel"
LEFT JOIN "phone_numbers" p ON p."connected_account_id" = a."id"
WHERE a."status" = 'connected'
  AND NOT (ch."channel" = 'sms' AND p."sms" IS FALSE)
  AND NOT (ch."channel" = 'call' AND p."voice" IS FALSE)
ORDER BY a."workspace_id", ch."channel", a."created_at", a."id";
