import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { dollarQuoted, int } from "../../db/sql-script";

/**
 * The delivery queue as the worker sees it (claims are in webhooks-claim.ts): record attempts,
 * release claims, plan the next wake-up. Plain SQL, the same on PGlite and Postgres.
 */

/**
 * Milliseconds until the next pending delivery that is not due yet becomes due; null when none
 * is. (Due deliveries left waiting for a free slot of their endpoint are claimed when an attempt
 * finishes or at the next poll; a dead worker's lapsed claims at the next poll.)
 */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await sqlRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
      from webhook_deliveries where status = 'pending' and next_attempt_at > now()`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}

export type AttemptRecord = {
  id: string;
  endpoint_id: string;
  token: string;
  number: number;
  attempted_at: string;
  url: string;
  request_headers: Record<string, string>;
  succeeded: boolean;
  status_code: number | null;
  duration_ms: number;
  error_message: string | null;
  response_excerpt: string | null;
};

/**
 * The record as one statement of a script (the simple protocol: the outcomes go into the
 * text as a dollar-quoted JSON constant), returning the ids recorded.
 */
export function recordStatement(records: AttemptRecord[], retryDelaysSeconds: number[]): string {
  for (const d of retryDelaysSeconds) {
    if (!Number.isFinite(d)) throw new Error(`not a number of seconds: ${d}`);
  }
  const delays = `'{${retryDelaysSeconds.join(",")}}'`;
  const retries = int(retryDelaysSeconds.length);
  return `with r as (
        select * from jsonb_to_recordset(${dollarQuoted(JSON.stringify(records))}::jsonb) as r(
          id text, endpoint_id text, token text, number int, attempted_at timestamptz, url text,
          request_headers jsonb, succeeded boolean, status_code int, duration_ms int,
          error_message text, response_excerpt text)
      ), done as (
        update webhook_deliveries d set
          attempt_count = r.number,
          status = case when r.succeeded then 'succeeded'
            when r.number > ${retries}::int then 'failed' else 'pending' end,
          next_attempt_at = case when r.succeeded or r.number > ${retries}::int then null
            else now() + make_interval(secs => (${delays}::float8[])[r.number]) end,
          completed_at = case when r.succeeded or r.number > ${retries}::int then now() end,
          locked_until = null,
          lock_token = null,
          attempt_deadline = null,
          last_status_code = r.status_code,
          last_duration_ms = r.duration_ms,
          last_error = r.error_message,
          last_attempt_at = r.attempted_at
        from r
        where d.id = r.id and d.lock_token = r.token and d.status = 'pending'
        returning d.id
      ), recorded as (
        select r.* from r join done on done.id = r.id
      ), last_ok as (
        select endpoint_id, max(attempted_at) as at from recorded where succeeded
        group by endpoint_id
      ), health as (
        select p.endpoint_id, ok.at as last_ok,
          min(p.attempted_at) filter (
            where not p.succeeded and (ok.at is null or p.attempted_at > ok.at)
          ) as first_fail
        from recorded p left join last_ok ok on ok.endpoint_id = p.endpoint_id
        group by p.endpoint_id, ok.at
      ), failing as (
        update webhook_endpoints e set failing_since = case when h.last_ok is not null
            then h.first_fail else coalesce(e.failing_since, h.first_fail) end
        from health h
        where e.id = h.endpoint_id and e.failing_since is distinct from (case
            when h.last_ok is not null then h.first_fail
            else coalesce(e.failing_since, h.first_fail) end)
      )
      insert into webhook_attempts (delivery_id, number, attempted_at, url, request_headers,
        succeeded, status_code, duration_ms, error_message, response_excerpt)
      select r.id, r.number, r.attempted_at, r.url, r.request_headers, r.succeeded,
        r.status_code, r.duration_ms, r.error_message, r.response_excerpt
      from recorded r
      on conflict do nothing
      returning delivery_id as id`;
}

/** Gives back claims whose attempts were stopped, so any worker can make them again now. */
export async function releaseClaims(db: Db, claims: { id: string; token: string }[]) {
  if (claims.length === 0) return;
  await db.execute(
    sql`update webhook_deliveries d set locked_until = null, lock_token = null,
        attempt_deadline = null
      from jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) as r(id text, token text)
      where d.id = r.id and d.lock_token = r.token`,
  );
}

/** Refreshes the planner's statistics of the queue table. */
export async function analyzeQueue(db: Db): Promise<void> {
  await db.execute(sql`analyze webhook_deliveries`);
}
