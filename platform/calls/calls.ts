import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Call, CallOutcome, CallStatus } from "../../contract/calls";
import { withoutProviderKeys } from "../auth/provider-credentials";
import { campaigns } from "../campaigns";
import type { Db } from "../db/client";
import { iso } from "../http/time";
import { leads } from "../leads";
import { voiceAgents } from "../voice-agents";
import { callCounts, calls } from "./tables";

type CallRow = typeof calls.$inferSelect;

/** The columns the API shows (never the transcript's text or the simulated due time). */
const { transcript: _transcript, dueAt: _dueAt, ...shown } = getTableColumns(calls);
/** Who and what a call was for, by name, so a listing reads without a lookup per row. */
const names = {
  leadName: sql<string>`trim(${leads.firstName} || ' ' || ${leads.lastName})`,
  campaignName: campaigns.name,
  agentName: voiceAgents.name,
};
type Names = { leadName: string; campaignName: string | null; agentName: string | null };
export type ShownCallRow = Omit<CallRow, "transcript" | "dueAt"> & Names;

export type CallFilters = {
  leadId?: string;
  campaignId?: string;
  agentId?: string;
  outcome?: CallOutcome;
  status?: CallStatus;
};

/**
 * The workspace's calls, newest first; each filter narrows through an index of its own. The
 * total is read from call_counts (a sum over the workspace's few keys that match), or for one
 * lead counted on its calls, so the page costs the same however many calls there are.
 */
export async function listCalls(
  db: Db,
  workspaceId: string,
  opts: CallFilters & { page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(calls.workspaceId, workspaceId)];
  if (opts.leadId) conditions.push(eq(calls.leadId, opts.leadId));
  if (opts.campaignId) conditions.push(eq(calls.campaignId, opts.campaignId));
  if (opts.agentId) conditions.push(eq(calls.agentId, opts.agentId));
  if (opts.outcome) conditions.push(eq(calls.outcome, opts.outcome));
  if (opts.status) conditions.push(eq(calls.status, opts.status));
  const where = and(...conditions);
  const rows = await db
    .select({ ...shown, ...names })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .leftJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .leftJoin(voiceAgents, eq(voiceAgents.id, calls.agentId))
    .where(where)
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const total = opts.leadId
    ? await db.$count(calls, where)
    : await keptTotal(db, workspaceId, opts);
  return { rows, total };
}

/** The calls matching the filters (all but lead_id), summed from call_counts. */
async function keptTotal(db: Db, workspaceId: string, filters: CallFilters): Promise<number> {
  const conditions: SQL[] = [eq(callCounts.workspaceId, workspaceId)];
  if (filters.campaignId) conditions.push(eq(callCounts.campaignId, filters.campaignId));
  if (filters.agentId) conditions.push(eq(callCounts.agentId, filters.agentId));
  if (filters.outcome) conditions.push(eq(callCounts.outcome, filters.outcome));
  if (filters.status) conditions.push(eq(callCounts.status, filters.status));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${callCounts.n}), 0)`.mapWith(Number) })
    .from(callCounts)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export async function findCall(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(calls), ...names })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .leftJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .leftJoin(voiceAgents, eq(voiceAgents.id, calls.agentId))
    .where(and(eq(calls.workspaceId, workspaceId), eq(calls.id, id)));
  return row;
}

/**
 * A call as the API shows it. Its transcript_url, once it has ended, is built from where API
 * clients reach the platform (PUBLIC_API_URL) as it is served, so a changed address changes
 * every link and no row holds one.
 */
export function toCall(row: ShownCallRow, publicApiUrl: string): Call {
  return {
    id: row.id,
    lead_id: row.leadId,
    // A lead's own words, shown without a provider key (spec rule 8).
    lead_name: withoutProviderKeys(row.leadName),
    agent_id: row.agentId,
    agent_name: row.agentName,
    campaign_id: row.campaignId,
    campaign_name: row.campaignName,
    account_id: row.accountId,
    direction: row.direction,
    status: row.status,
    outcome: row.outcome,
    duration_seconds: row.durationSeconds,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    transcript_url:
      row.status === "completed" ? `${publicApiUrl}/api/v1/public/calls/${row.id}/recording` : null,
    credits: row.credits,
    simulated: row.simulated,
  };
}

/** Whether the workspace has the lead (the calls listing's lead_id filter). */
export async function hasLead(db: Db, workspaceId: string, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), eq(leads.id, leadId)));
  return row !== undefined;
}
