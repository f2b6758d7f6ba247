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
-- ---------------------------------------------------------------------------------------
-- Written by hand (what the schema cannot state). On a renumbering, copy everything from
-- here down: the trigger on messages (made in dnc_by_index_listing_costs) now also keeps
-- conversation_channels (the inbox's channel filter) and conversations.owner_member_id (the
-- member who last answered from the inbox: the owner filter), then the backfill of both.
-- The function is replaced, the trigger that calls it stays.
-- ---------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION messages_follow_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE conversations c SET last_seq = m.seq
  FROM (SELECT conversation_id, max(seq) AS seq FROM inserted_messages GROUP BY conversation_id) m
  WHERE c.id = m.conversation_id AND c.last_seq < m.seq;
  -- The owner: whoever sent the latest message written by hand from the inbox.
  UPDATE conversations c SET owner_member_id = m.sent_by_member_id
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, sent_by_member_id
    FROM inserted_messages WHERE sent_by_member_id IS NOT NULL
    ORDER BY conversation_id, seq DESC) m
  WHERE c.id = m.conversation_id AND c.owner_member_id IS DISTINCT FROM m.sent_by_member_id;
  INSERT INTO campaign_conversations (campaign_id, conversation_id, since_seq, last_seq)
  SELECT campaign_id, conversation_id, min(seq), 0 FROM inserted_messages
  WHERE campaign_id IS NOT NULL
  GROUP BY campaign_id, conversation_id ORDER BY campaign_id, conversation_id
  ON CONFLICT (campaign_id, conversation_id) DO NOTHING;
  UPDATE campaign_conversations cc SET last_seq = c.last_seq
  FROM conversations c
  WHERE c.id IN (SELECT conversation_id FROM inserted_messages)
    AND cc.conversation_id = c.id AND cc.last_seq <> c.last_seq;
  INSERT INTO conversation_channels (conversation_id, channel, workspace_id, since_seq, last_seq)
  SELECT conversation_id, channel, min(workspace_id), min(seq), 0 FROM inserted_messages
  GROUP BY conversation_id, channel ORDER BY conversation_id, channel
  ON CONFLICT (conversation_id, channel) DO NOTHING;
  UPDATE conversation_channels ch SET last_seq = c.last_seq
  FROM conversations c
  WHERE c.id IN (SELECT conversation_id FROM inserted_messages)
    AND ch.conversation_id = c.id AND ch.last_seq <> c.last_seq;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The rows already there.
INSERT INTO conversation_channels (conversation_id, channel, workspace_id, since_seq, last_seq)
SELECT m.conversation_id, m.channel, min(m.workspace_id), min(m.seq), min(c.last_seq)
FROM messages m JOIN conversations c ON c.id = m.conversation_id
GROUP BY m.conversation_id, m.channel;
--> statement-breakpoint
UPDATE conversations c SET owner_member_id = m.sent_by_member_id
FROM (SELECT DISTINCT ON (conversation_id) conversation_id, sent_by_member_id
  FROM messages WHERE sent_by_member_id IS NOT NULL
  ORDER BY conversation_id, seq DESC) m
WHERE c.id = m.conversation_id;
