import { sql } from "drizzle-orm";
import type { CampaignAnalytics } from "../../contract/campaign-analytics";
import type { CreditReason } from "../../contract/prospect-search";
import { campaignAnalytics } from "../analytics";
import { listCampaigns } from "../campaigns";
import { creditBalance, listCreditLedger } from "../credits/credits";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { listLeadLists } from "../leads";

/**
 * What the Copilot answers from: the workspace's own records, read with the queries the API's
 * listings use where there is one. Every read is one page or one aggregate, whatever the
 * workspace's size.
 */

/** How many items an answer lists at most; the counts are always whole. */
const FACTS_PAGE = 5;

export type CreditFacts = {
  balance: number;
  recent: { amount: number; reason: CreditReason; description: string; at: Date }[];
  spentLast30Days: number;
};

export async function creditFacts(db: Db, workspaceId: string, now: Date): Promise<CreditFacts> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const [balance, ledger, [spent]] = await Promise.all([
    creditBalance(db, workspaceId),
    listCreditLedger(db, workspaceId, { limit: FACTS_PAGE }),
    sqlRows<{ spent: number }>(
      db,
      sql`select coalesce(-sum(amount), 0)::int as spent from credit_ledger
        where workspace_id = ${workspaceId} and amount < 0 and created_at >= ${since}::timestamptz`,
    ),
  ]);
  return {
    balance,
    recent: ledger.rows.map((r) => ({
      amount: r.amount,
      reason: r.reason,
      description: r.description,
      at: r.createdAt,
    })),
    spentLast30Days: spent?.spent ?? 0,
  };
}

export type LeadListFacts = {
  total: number;
  totalLeads: number;
  lists: { id: string; name: string; leads: number }[];
};

export async function leadListFacts(db: Db, workspaceId: string): Promise<LeadListFacts> {
  const [{ rows, total }, [sum]] = await Promise.all([
    listLeadLists(db, workspaceId, 1, FACTS_PAGE),
    sqlRows<{ leads: number }>(
      db,
      sql`select coalesce(sum(lead_count), 0)::int as leads from lead_lists
        where workspace_id = ${workspaceId}`,
    ),
  ]);
  return {
    total,
    totalLeads: sum?.leads ?? 0,
    lists: rows.map((r) => ({ id: r.list.id, name: r.list.name, leads: r.leadCount })),
  };
}

export type CampaignFacts = {
  total: number;
  byStatus: Record<string, number>;
  campaigns: {
    id: string;
    name: string;
    status: string;
    sent: number;
    figures: CampaignAnalytics;
  }[];
};

/** The newest campaigns with their figures (the analytics operation's own query). */
export async function campaignFacts(db: Db, workspaceId: string): Promise<CampaignFacts> {
  const [{ rows, total }, statuses] = await Promise.all([
    listCampaigns(db, workspaceId, { page: 1, perPage: FACTS_PAGE }),
    sqlRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from campaigns
        where workspace_id = ${workspaceId} group by status order by status`,
    ),
  ]);
  const campaigns = await Promise.all(
    rows.map(async (row) => {
      const [figures, [sent]] = await Promise.all([
        campaignAnalytics(db, row.id),
        sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from messages
            where campaign_id = ${row.id} and direction = 'outbound'`,
        ),
      ]);
      return { id: row.id, name: row.name, status: row.status, sent: sent?.n ?? 0, figures };
    }),
  );
  return {
    total,
    byStatus: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    campaigns,
  };
}

/** A lead an answer names: its id and list, so the answer can link to it. */
export type LeadRef = { leadId: string; leadListId: string; lead: string };

export type ReplyFacts = {
  total: number;
  unread: number;
  recent: (LeadRef & {
    company: string;
    channel: string;
    body: string;
    campaign: { id: string; name: string } | null;
    at: Date;
  })[];
};

/** The leads' replies: inbound messages, newest first. */
export async function replyFacts(db: Db, workspaceId: string): Promise<ReplyFacts> {
  const [recent, [counts]] = await Promise.all([
    sqlRows<{
      lead_id: string;
      lead_list_id: string;
      first_name: string;
      last_name: string;
      company_name: string;
      channel: string;
      body: string;
      campaign_id: string | null;
      campaign: string | null;
      sent_at: string | Date;
    }>(
      db,
      sql`select l.id as lead_id, l.lead_list_id, l.first_name, l.last_name, l.company_name,
          m.channel, m.body, c.id as campaign_id, c.name as campaign, m.sent_at
        from messages m
        join leads l on l.id = m.lead_id
        left join campaigns c on c.id = m.campaign_id
        where m.workspace_id = ${workspaceId} and m.direction = 'inbound'
        order by m.seq desc
        limit ${FACTS_PAGE}`,
    ),
    sqlRows<{ total: number; unread: number }>(
      db,
      sql`select
          (select count(*) from messages
            where workspace_id = ${workspaceId} and direction = 'inbound')::int as total,
          (select coalesce(sum(unread_count), 0) from conversations
            where workspace_id = ${workspaceId})::int as unread`,
    ),
  ]);
  return {
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    recent: recent.map((r) => ({
      ...leadRef(r),
      company: r.company_name,
      channel: r.channel,
      body: r.body,
      campaign: r.campaign_id ? { id: r.campaign_id, name: r.campaign ?? "" } : null,
      at: new Date(r.sent_at),
    })),
  };
}

export type CallFacts = {
  total: number;
  minutes: number;
  byOutcome: Record<string, number>;
  recent: (LeadRef & { outcome: string; seconds: number; at: Date })[];
};

export async function callFacts(db: Db, workspaceId: string): Promise<CallFacts> {
  const [outcomes, recent] = await Promise.all([
    sqlRows<{ outcome: string; n: number; seconds: number }>(
      db,
      sql`select outcome, count(*)::int as n, coalesce(sum(duration_seconds), 0)::int as seconds
        from calls where workspace_id = ${workspaceId} group by outcome order by outcome`,
    ),
    sqlRows<{
      lead_id: string;
      lead_list_id: string;
      first_name: string;
      last_name: string;
      outcome: string;
      duration_seconds: number;
      started_at: string | Date;
    }>(
      db,
      sql`select l.id as lead_id, l.lead_list_id, l.first_name, l.last_name, k.outcome,
          k.duration_seconds, k.started_at
        from calls k join leads l on l.id = k.lead_id
        where k.workspace_id = ${workspaceId}
        order by k.started_at desc, k.id desc
        limit ${FACTS_PAGE}`,
    ),
  ]);
  const seconds = outcomes.reduce((s, o) => s + o.seconds, 0);
  return {
    total: outcomes.reduce((s, o) => s + o.n, 0),
    minutes: Math.round(seconds / 60),
    byOutcome: Object.fromEntries(outcomes.map((o) => [o.outcome, o.n])),
    recent: recent.map((r) => ({
      ...leadRef(r),
      outcome: r.outcome,
      seconds: r.duration_seconds,
      at: new Date(r.started_at),
    })),
  };
}

export type MeetingFacts = {
  total: number;
  recent: (LeadRef & { via: string; at: Date })[];
};

export async function meetingFacts(db: Db, workspaceId: string): Promise<MeetingFacts> {
  const [recent, [count]] = await Promise.all([
    sqlRows<{
      lead_id: string;
      lead_list_id: string;
      first_name: string;
      last_name: string;
      booked_via: string;
      meeting_time: string | Date;
    }>(
      db,
      sql`select l.id as lead_id, l.lead_list_id, l.first_name, l.last_name, m.booked_via,
          m.meeting_time
        from meetings m join leads l on l.id = m.lead_id
        where m.workspace_id = ${workspaceId}
        order by m.meeting_time desc, m.id desc
        limit ${FACTS_PAGE}`,
    ),
    sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from meetings where workspace_id = ${workspaceId}`,
    ),
  ]);
  return {
    total: count?.n ?? 0,
    recent: recent.map((r) => ({
      ...leadRef(r),
      via: r.booked_via,
      at: new Date(r.meeting_time),
    })),
  };
}

function leadRef(row: {
  lead_id: string;
  lead_list_id: string;
  first_name: string;
  last_name: string;
}): LeadRef {
  return {
    leadId: row.lead_id,
    leadListId: row.lead_list_id,
    lead: `${row.first_name} ${row.last_name}`.trim(),
  };
}
