CREATE TABLE "conversation_channels" (
	"conversation_id" text NOT NULL,
	"channel" text NOT NULL,
	"workspace_id" text NOT NULL,
	"since_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "conversation_channels_conversation_id_channel_pk" PRIMARY KEY("conversation_id","channel")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_member_id" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "conversation_channels" ADD CONSTRAINT "conversation_channels_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_channels_walk_idx" ON "conversation_channels" USING btree ("workspace_id","channel","last_seq");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name" || ' ' || translate(coalesce("email", ''), '@.', '  ') || ' ' || "company_name"));--> statement-breakpoint
CREATE INDEX "conversations_ws_owner_seq_idx" ON "conversations" USING btree ("workspace_id","owner_member_id","last_seq");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('simple', coalesce("subject", '') || ' ' || "body"));--> statement-breakpoint
