import { type SQL, sql } from "drizzle-orm";
import { NO_OWNER, THREAD_MESSAGES_MAX } from "../../contract/inbox";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { settleMessageWriters } from "../leads";
import type { InboxFilters, InboxPosition } from "./inbox-cursor";
import { searchHits, searchQueryText } from "./inbox-search";

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
  owner_id: string | null;
  owner_name: string | null;
  /** The latest unread message from the lead, when there is one. */
  unread_body: string | null;
  unread_channel: string | null;
};

/** The campaigns of a conversation's messages, as one comma-separated string (ids hold none). */
const campaignIdsOf = (conversation: SQL) =>
  sql`(select string_agg(k.campaign_id, ',' order by k.campaign_id) from campaign_conversations k
    where k.conversation_id = ${conversation})`;

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
 * Filters: `lead_id`, `campaign_id` (a message of the campaign at or below the mark),
 * `channel` (a message on the channel at or below the mark) and `q` (the lead, or a message
 * at or below the mark, matches) are as of the snapshot; `unread` and `owner_id` are read at
 * each page, so a thread read or answered during a walk may drop out of its later pages
 * (never showing twice).
 *
 * A conversation's key is its `last_seq` (the seq of its latest message, kept by a trigger)
 * unless it has had messages since the mark; so a page is a range of one index in the walk's
 * order: the workspace's conversations by last_seq (all, unread, read, or one owner's: one
 * index each), the campaign's (campaign_conversations by last_seq) or the channel's
 * (conversation_channels by last_seq), stopping at the page's end, whatever the size of the
 * inbox or the share the filter keeps. Beside it, the few conversations written to since the
 * mark (an index range above it) are placed by a probe of their thread. A search instead
 * starts from its matches (GIN indexes, inbox-search.ts), so it costs what they cost.
 */
export async function conversationsPage(
  db: Db,
  workspaceId: string,
  filters: InboxFilters,
  position: InboxPosition,
  limit: number,
): Promise<{ rows: ConversationRow[]; next: InboxPosition | null }> {
  const { mark, below } = position;
  const { campaign_id: campaign, channel } = filters;
  const query = searchQueryText(filters.q);
  const conditions: SQL[] = [];
  if (filters.lead_id !== undefined) conditions.push(sql`and c.lead_id = ${filters.lead_id}`);
  if (filters.unread !== undefined) {
    conditions.push(
      filters.unread === "true" ? sql`and c.unread_count > 0` : sql`and c.unread_count = 0`,
    );
  }
  if (filters.owner_id !== undefined) {
    conditions.push(
      filters.owner_id === NO_OWNER
        ? sql`and c.owner_member_id is null`
        : sql`and c.owner_member_id = ${filters.owner_id}`,
    );
  }
  const ofCampaign =
    campaign === undefined
      ? sql``
      : sql`and exists (select 1 from campaign_conversations cc where cc.campaign_id = ${campaign}
          and cc.conversation_id = c.id and cc.since_seq <= ${mark})`;
  const onChannel =
    channel === undefined
      ? sql``
      : sql`and exists (select 1 from conversation_channels ch where ch.conversation_id = c.id
          and ch.channel = ${channel} and ch.since_seq <= ${mark})`;
  const where = sql.join(conditions, sql` `);
  // The key as of the mark: last_seq, or for a conversation written to since, a probe.
  const keyAtMark = sql`case when c.last_seq <= ${mark} then c.last_seq
    else (select max(n.seq) from messages n where n.conversation_id = c.id and n.seq <= ${mark}) end`;
  let candidates: SQL;
  if (query !== null) {
    candidates = sql`select id, key from (select c.id, ${keyAtMark} as key from conversations c
        where c.id in (${searchHits(workspaceId, query, mark)})
          and c.workspace_id = ${workspaceId} ${where} ${ofCampaign} ${onChannel}) s
      where key < ${below}`;
  } else {
    // Conversations whose latest message is at or below the mark: placed by last_seq, on the
    // index of the narrowest filter (the campaign's, the channel's, or the workspace's).
    const settled =
      campaign !== undefined
        ? sql`select c.id, cc.last_seq as key from campaign_conversations cc
          join conversations c on c.id = cc.conversation_id
          where cc.campaign_id = ${campaign} and cc.last_seq <= ${mark} and cc.last_seq < ${below}
            and cc.since_seq <= ${mark} and c.workspace_id = ${workspaceId} ${where} ${onChannel}
          order by cc.last_seq desc
          limit ${limit + 1}`
        : channel !== undefined
          ? sql`select c.id, ch.last_seq as key from conversation_channels ch
          join conversations c on c.id = ch.conversation_id
          where ch.workspace_id = ${workspaceId} and ch.channel = ${channel}
            and ch.last_seq <= ${mark} and ch.last_seq < ${below} and ch.since_seq <= ${mark}
            and c.workspace_id = ${workspaceId} ${where}
          order by ch.last_seq desc
          limit ${limit + 1}`
          : sql`select c.id, c.last_seq as key from conversations c
          where c.workspace_id = ${workspaceId} and c.last_seq <= ${mark}
            and c.last_seq < ${below} ${where}
          order by c.last_seq desc
          limit ${limit + 1}`;
    // Conversations written to since the mark: placed by their last message at or below it.
    const moved = sql`select c.id, ${keyAtMark} as key
      from conversations c
      where c.workspace_id = ${workspaceId} and c.last_seq > ${mark} ${where} ${ofCampaign}
        ${onChannel}`;
    candidates = sql`select id, key from (${settled}) a
        union all
        select id, key from (${moved}) b where key < ${below}`;
  }
  const found = await sqlRows<ConversationRow & { key: string | number }>(
    db,
    sql`with page as (
        select id, key from (${candidates}) k
        order by key desc
        limit ${limit + 1})
      select p.key, ${summaryColumns},
        m.sent_at as last_message_at, m.body as last_message_body, m.channel as last_channel,
        m.direction as last_direction
      from page p
      join conversations c on c.id = p.id
      join messages m on m.seq = p.key
      join leads l on l.id = c.lead_id
      left join members o on o.id = c.owner_member_id
      ${unreadPreview}
      order by p.key desc`,
  );
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    rows,
    next: found.length > limit && last ? { mark, below: Number(last.key) } : null,
  };
}

/** What every conversation row reads beside its last message: lead, counts, owner, campaigns. */
const summaryColumns = sql`c.id, c.lead_id, trim(l.first_name || ' ' || l.last_name) as lead_name,
  c.unread_count, ${campaignIdsOf(sql`c.id`)} as campaign_ids, o.id as owner_id,
  o.name as owner_name, u.body as unread_body, u.channel as unread_channel`;

/**
 * The latest unread message from the lead, for the preview: a person scanning the inbox needs
 * what the lead wrote, not our own older message. A probe down the thread's (conversation_id,
 * seq) index, only for conversations with unread messages.
 */
const unreadPreview = sql`left join lateral (select u.body, u.channel from messages u
    where u.conversation_id = c.id and c.unread_count > 0 and u.direction = 'inbound'
      and u.read_at is null
    order by u.seq desc limit 1) u on true`;

/** The conversation's current summary (its latest message by time), or undefined. */
export async function findConversation(
  db: Db,
  workspaceId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await sqlRows<ConversationRow>(
    db,
    sql`select ${summaryColumns}, c.last_message_at,
        c.last_message_preview as last_message_body, c.last_channel, c.last_direction
      from conversations c join leads l on l.id = c.lead_id
      left join members o on o.id = c.owner_member_id
      ${unreadPreview}
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

/**
 * Marks the conversation unread again, as a reminder to come back to it: its latest message
 * from the lead loses its `read_at` and the unread count becomes 1. A conversation that already
 * has unread messages is left as it is. "not_found" when the workspace has no such
 * conversation, "no_inbound" when the lead has never written (nothing to be unread).
 */
export async function markConversationUnread(
  db: Db,
  workspaceId: string,
  conversationId: string,
): Promise<"marked" | "not_found" | "no_inbound"> {
  return db.transaction(async (tx) => {
    // Locked, as every writer of its messages locks it, so a reply arriving now waits.
    const [found] = await sqlRows<{ unread_count: number }>(
      tx,
      sql`select unread_count from conversations
        where workspace_id = ${workspaceId} and id = ${conversationId} for update`,
    );
    if (!found) return "not_found";
    if (Number(found.unread_count) > 0) return "marked";
    const [latest] = await sqlRows<{ seq: string | number }>(
      tx,
      sql`select seq from messages where conversation_id = ${conversationId}
        and direction = 'inbound' order by seq desc limit 1`,
    );
    if (!latest) return "no_inbound";
    await tx.execute(sql`update messages set read_at = null where seq = ${latest.seq}`);
    await tx.execute(sql`update conversations set unread_count = 1 where id = ${conversationId}`);
    return "marked";
  });
}

/**
 * How many of the workspace's conversations have unread messages: a count over the partial
 * index of unread conversations, so it costs what the unread ones cost, never the inbox's size.
 */
export async function unreadConversationCount(db: Db, workspaceId: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from conversations
      where workspace_id = ${workspaceId} and unread_count > 0`,
  );
  return Number(row?.n ?? 0);
}
