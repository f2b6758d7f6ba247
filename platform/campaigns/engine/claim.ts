import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { onDoNotContactSql } from "../../do-not-contact";
import { conversations, meetings, messages } from "../../inbox/tables";
import { leads } from "../../leads";
import { campaignEnrollments, campaigns } from "../tables";
import type { Step } from "./outcome";
import { aliased, columnName, recordset } from "./sql";

/** An enrollment the engine holds, with what its visit needs to know. */
export type ClaimedEnrollment = {
  campaign_id: string;
  lead_id: string;
  workspace_id: string;
  current_step: number;
  next_step_at: string | Date | null;
  /** Failed tries of the step due. */
  attempts: number;
  /** The database's time as the enrollment was read: the visit's stamp. */
  now: string | Date;
  steps: Step[];
  lead_list_id: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
  email: string | null;
  lead_status: string;
  /** Do-not-contact forbids the lead (the one predicate enrolling and adding an entry use). */
  suppressed: boolean;
  /**
   * A meeting settled the lead's sequence: one for this campaign, or any booked since the lead
   * was enrolled (by an operator in the inbox, or in another campaign).
   */
  has_meeting: boolean;
  /** The lead answered since it was enrolled, other than to this campaign's steps. */
  replied_elsewhere: boolean;
  /** The lead's status as the sequence last left it (a change since ends it); null: unknown. */
  seen_lead_status: string | null;
  /** The addresses the lead has: a step on a channel it lacks is skipped. */
  has_email: boolean;
  has_phone: boolean;
  has_profile: boolean;
};

export type EnrollmentKey = { campaign_id: string; lead_id: string };

/**
 * Leases up to `limit` due enrollments of active campaigns to `token` until `leaseMs` from now,
 * in one statement of its own: other instances skip them (SKIP LOCKED while it runs, the lease
 * after), and if this instance dies they are free again when the lease ends. Returns them as
 * they were leased, with what planning their visits needs; nothing else is locked, not even
 * the campaigns, so a batch holds back no one.
 *
 * Due means scheduled at or before `now` (the database's clock), or not scheduled yet (null:
 * just enrolled or launched). Each campaign is read through its (campaign_id, next_step_at)
 * index, so a paused campaign's backlog and the waiting enrollments cost nothing.
 *
 * The batch is shared first between the workspaces with something due, an equal part each,
 * then within a workspace between its campaigns: a tenant with a hundred thousand leads never
 * holds back one with fifty, nor a big campaign a small one. A lead in two campaigns is taken
 * in one of them per batch, since its rows are written once per batch.
 */
export async function leaseDueEnrollments(
  db: Db,
  opts: { limit: number; token: string; leaseMs: number; now: SQL },
): Promise<ClaimedEnrollment[]> {
  const { now } = opts;
  const free = sql`(${e.claimedUntil} is null or ${e.claimedUntil} < ${now})`;
  // Each pick sits in a sub-select of its own: row locks are not allowed on a UNION's arms.
  // `c` there is the shares below (a campaign's id and its share of the batch).
  const pick = (where: SQL, order: SQL) => sql`select * from (
    select ${e.campaignId}, ${e.leadId} from ${E}
    where ${e.campaignId} = c.id and ${e.state} = 'active' and ${where} and ${free}
    ${order}
    limit c.share
    for no key update of e skip locked) p`;
  const leased = await sqlRows<ClaimedEnrollment>(
    db,
    sql`with due as (
        select ${c.id}, ${c.workspaceId} from ${C}
        where ${c.status} = 'active' and exists (
          select 1 from ${E} where ${e.campaignId} = ${c.id} and ${e.state} = 'active'
            and (${e.nextStepAt} <= ${now} or ${e.nextStepAt} is null) and ${free})
      ),
      shares as (
        select id, workspace_id,
          ceil(ceil(${opts.limit}::numeric / (select count(distinct workspace_id) from due))
            / count(*) over (partition by workspace_id))::int as share
        from due
      ),
      picked as (
        select x.campaign_id, x.lead_id from shares c
        cross join lateral (
          select * from (
            ${pick(sql`${e.nextStepAt} <= ${now}`, sql`order by ${e.nextStepAt}`)}
            union all
            ${pick(sql`${e.nextStepAt} is null`, sql``)}
          ) both_picks
          limit c.share
        ) x
      ),
      one_per_lead as (
        select distinct on (lead_id) campaign_id, lead_id from picked order by lead_id
        limit ${opts.limit}
      )
      update ${E}
        set ${columnName(e.claimedBy)} = ${opts.token},
          ${columnName(e.claimedUntil)} = ${now} + ${opts.leaseMs}::float8 * interval '1 millisecond'
      from one_per_lead o
      join ${L} on ${l.id} = o.lead_id
      join ${C} on ${c.id} = o.campaign_id
      where ${e.campaignId} = o.campaign_id and ${e.leadId} = o.lead_id
      returning ${visitColumns(now)}`,
  );
  return leased.map(withNumbers);
}

/**
 * The statements' tables under the short names they are written with (`for ... of e` locks by
 * that name): the enrollment `e`, its lead `l`, its campaign `c`.
 */
const [e, E] = aliased(campaignEnrollments, "e");
const [l, L] = aliased(leads, "l");
const [c, C] = aliased(campaigns, "c");
const [mt, MT] = aliased(meetings, "mt");
const [cv, CV] = aliased(conversations, "cv");
const [m, M] = aliased(messages, "m");

/** What a visit is planned from: the enrollment `e`, its lead `l` and its campaign `c`. */
const visitColumns = (now: SQL) => sql`${e.campaignId}, ${e.leadId}, ${e.workspaceId},
  ${e.currentStep}, ${e.nextStepAt}, ${e.attempts}, ${now} as now, ${c.steps},
  ${l.leadListId}, ${l.firstName}, ${l.lastName}, ${l.jobTitle}, ${l.companyName}, ${l.email},
  ${l.status} as lead_status,
  ${onDoNotContactSql()} as suppressed,
  exists (select 1 from ${MT} where ${mt.leadId} = ${e.leadId}
    and (${mt.campaignId} = ${e.campaignId} or ${mt.bookedAt} >= ${e.enrolledAt})) as has_meeting,
  exists (select 1 from ${CV} join ${M} on ${m.conversationId} = ${cv.id}
    where ${cv.leadId} = ${e.leadId} and ${m.direction} = 'inbound' and ${m.sentAt} >= ${e.enrolledAt}
      and ${m.campaignId} is distinct from ${e.campaignId}) as replied_elsewhere,
  ${e.seenLeadStatus},
  coalesce(trim(${l.email}), '') <> '' as has_email,
  coalesce(trim(${l.phone}), '') <> '' as has_phone,
  coalesce(trim(${l.networkUrl}), '') <> '' as has_profile`;

const withNumbers = (e: ClaimedEnrollment): ClaimedEnrollment => ({
  ...e,
  attempts: Number(e.attempts),
});

/**
 * For the transaction that runs their steps: the enrollments of `keys` still leased to `token`
 * and still active in an active campaign, as they are now, each enrollment and lead locked
 * (FOR NO KEY UPDATE) and its campaign held FOR KEY SHARE, so a stop or a pause waits for the
 * steps in hand, and they for it.
 */
export async function lockLeased(
  tx: DbOrTx,
  opts: { keys: readonly EnrollmentKey[]; token: string; now: SQL },
): Promise<ClaimedEnrollment[]> {
  if (opts.keys.length === 0) return [];
  const found = await sqlRows<ClaimedEnrollment>(
    tx,
    sql`select ${visitColumns(opts.now)}
      from ${recordset(opts.keys)} as k(campaign_id text, lead_id text)
      join ${E} on ${e.campaignId} = k.campaign_id and ${e.leadId} = k.lead_id
      join ${L} on ${l.id} = ${e.leadId}
      join ${C} on ${c.id} = ${e.campaignId}
      where ${e.claimedBy} = ${opts.token} and ${e.state} = 'active' and ${c.status} = 'active'
      order by ${e.campaignId}, ${e.leadId}
      for no key update of e, l for key share of c`,
  );
  return found.map(withNumbers);
}

/** Gives back the leases of `keys` (work not done: another batch may take them at once). */
export async function releaseLeases(
  db: DbOrTx,
  keys: readonly EnrollmentKey[],
  token: string,
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`update ${E} set ${columnName(e.claimedBy)} = null,
      ${columnName(e.claimedUntil)} = null
    from ${recordset(keys)} as k(campaign_id text, lead_id text)
    where ${e.campaignId} = k.campaign_id and ${e.leadId} = k.lead_id and ${e.claimedBy} = ${token}`);
}
