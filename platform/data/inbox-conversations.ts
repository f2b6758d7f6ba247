import { type SQL, sql } from "drizzle-orm";
import { THREAD_MESSAGES_MAX } from "../../contract/inbox";
import type { Db } from "../db/client";
import type { InboxFilters, InboxPosition } from "./inbox-cursor";
import { settleMessageWriters } from "./outreach-records";
import { sqlRows } from "./sql-rows";

/** A conversation as the inbox lists it, before serialization. */
export type ConversationRow = {
  id: string;
  lead_id: string;
  lead_name: string;
  last_message_at: Date | string;
  last_message_body: string;
  last_channel: string;
  last_direction: "inbound" | "outbound";
  unread_count: number;
  campaign_ids: string | null;
};

/** The campaigns of a conversation's messages, as one comma-separated string (ids hold none). */
const campaignIdsOf = (conversation: SQL) =>
  sql`(select string_agg(distinct k.campaign_id, ',' order by k.campaign_id) from messages k
    where k.conversation_id = ${conversation} and k.campaign_id is not null)`;

/**
 * The workspace's highest message seq once every transaction writing its messages has ended:
 * no message below it can appear later, so it is a snapshot a walk can rest on.
 */
export async function inboxHighWaterMark(db: Db, workspaceId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await settleMessageWriters(tx, workspaceId);
    const [row] = await sqlRows<{ mark: string | number | null }>(
      tx,
      sql`select max(seq) as mark from messages where workspace_id = ${workspaceId}`,
    );
    return Number(row?.mark ?? 0);
  });
}

/**
 * One page of a walk of the inbox, latest activity first, as of the walk's mark: each
 * conversation is placed by its last message with a seq at or below the mark, and pages go
 * down that key. The key of a conversation never changes during the walk (messages that
 * arrive later have higher seqs and are not looked at; none can arrive below the mark), so
 * a walk shows each conversation of its snapshot once, and skips none. Conversations begun
 * after the mark are not in it; a new walk shows them.
 *
 * Filters: `lead_id` and `campaign_id` (a message of the campaign at or below the mark) are
 * as of the snapshot; `unread` is read at each page, so a thread read during a walk drops out
 * of an `unread=true` walk's later pages (never showing twice). The page reads messages
 * newest first through the workspace's (workspace_id, seq) index, each checked with one probe
 * of its conversation's (conversation_id, seq) index.
 */
export async function conversationsPage(
  db: Db,
  workspaceId: string,
  filters: InboxFilters,
  position: InboxPosition,
  limit: number,
): Promise<{ rows: ConversationRow[]; next: InboxPosition | null }> {
  const { mark, below } = position;
  const conditions: SQL[] = [];
  if (filters.lead_id !== undefined) {
    conditions.push(sql`and m.conversation_id = (select id from conversations
      where workspace_id = ${workspaceId} and lead_id = ${filters.lead_id})`);
  }
  if (filters.campaign_id !== undefined) {
    conditions.push(sql`and m.conversation_id in (select k.conversation_id from messages k
      where k.campaign_id = ${filters.campaign_id} and k.workspace_id = ${workspaceId}
        and k.seq <= ${mark})`);
  }
  if (filters.unread !== undefined) {
    const unread = filters.unread === "true" ? sql`u.unread_count > 0` : sql`u.unread_count = 0`;
    conditions.push(
      sql`and exists (select 1 from conversations u where u.id = m.conversation_id and ${unread})`,
    );
  }
  const found = await sqlRows<ConversationRow & { key: string | number }>(
    db,
    sql`with page as (
        select m.seq, m.conversation_id, m.sent_at, m.body, m.channel, m.direction
        from messages m
        where m.workspace_id = ${workspaceId} and m.seq <= ${mark} and m.seq < ${below}
          and not exists (select 1 from messages n where n.conversation_id = m.conversation_id
            and n.seq > m.seq and n.seq <= ${mark})
          ${sql.join(conditions, sql` `)}
        order by m.seq desc
        limit ${limit + 1})
      select p.seq as key, c.id, c.lead_id, trim(l.first_name || ' ' || l.last_name) as lead_name,
        p.sent_at as last_message_at, p.body as last_message_body, p.channel as last_channel,
        p.direction as last_direction, c.unread_count, ${campaignIdsOf(sql`c.id`)} as campaign_ids
      from page p
      join conversations c on c.id = p.conversation_id
      join leads l on l.id = c.lead_id
      order by p.seq desc`,
  );
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    rows,
    next: found.length > limit && last ? { mark, below: Number(last.key) } : null,
  };
}

/** The conversation's current summary (its latest message by time), or undefined. */
export async function findConversation(
  db: Db,
  workspaceId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await sqlRows<ConversationRow>(
    db,
    sql`select c.id, c.lead_id, trim(l.first_name || ' ' || l.last_name) as lead_name,
        c.last_message_at, c.last_message_preview as last_message_body, c.last_channel,
        c.last_direction, c.unread_count, ${campaignIdsOf(sql`c.id`)} as campaign_ids
      from conversations c join leads l on l.id = c.lead_id
      where c.workspace_id = ${workspaceId} and c.id = ${conversationId}`,
  );
  return row;
}

export type MessageRow = {
  id: string;
  conversation_id: string;
  lead_id: string;
  campaign_id: string | null;
  channel: string;
  direction: "inbound" | "outbound";
  account_id: string | null;
  subject: string | null;
  body: string;
  status: string;
  sent_at: Date | string;
  read_at: Date | string | null;
  simulated: boolean;
  credits: number;
  sent_by_id: string | null;
  sent_by_name: string | null;
};

const messageColumns = sql`m.id, m.conversation_id, m.lead_id, m.campaign_id, m.channel,
  m.direction, m.account_id, m.subject, m.body, m.status, m.sent_at, m.read_at, m.simulated,
  m.credits, mb.id as sent_by_id, mb.name as sent_by_name`;

/** A thread's latest messages, oldest first, and whether earlier ones were left out. */
export async function threadMessages(
  db: Db,
  conversationId: string,
): Promise<{ messages: MessageRow[]; earlier: boolean }> {
  const found = await sqlRows<MessageRow & { seq: string | number }>(
    db,
    sql`select m.seq, ${messageColumns}
      from messages m left join members mb on mb.id = m.sent_by_member_id
      where m.conversation_id = ${conversationId}
      order by m.seq desc
      limit ${THREAD_MESSAGES_MAX + 1}`,
  );
  return {
    messages: found.slice(0, THREAD_MESSAGES_MAX).reverse(),
    earlier: found.length > THREAD_MESSAGES_MAX,
  };
}

/** One message by id (the one just sent). */
export async function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await sqlRows<MessageRow>(
    db,
    sql`select ${messageColumns}
      from messages m left join members mb on mb.id = m.sent_by_member_id
      where m.id = ${messageId}`,
  );
  return row;
}

/**
 * Marks every unread inbound message of the conversation read at `at` and its unread count
 * 0; false when the workspace has no such conversation. Reading again changes nothing.
 */
export async function markConversationRead(
  db: Db,
  workspaceId: string,
  conversationId: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await sqlRows<{ id: string }>(
      tx,
      sql`update conversations set unread_count = 0
        where workspace_id = ${workspaceId} and id = ${conversationId}
        returning id`,
    );
    if (!found) return false;
    await tx.execute(sql`update messages set read_at = ${at.toISOString()}::timestamptz
      where conversation_id = ${conversationId} and direction = 'inbound' and read_at is null`);
    return true;
  });
}
