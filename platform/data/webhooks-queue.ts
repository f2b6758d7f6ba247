import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * The delivery queue as the worker sees it: claim due deliveries, record attempts, release
 * claims. Plain SQL, the same on PGlite and Postgres.
 */

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type ClaimedDelivery = {
  id: string;
  event_type: string;
  body: string;
  attempt_count: number;
  url: string;
  secret: string;
  /** The replaced secret while a rotation's overlap lasts; deliveries carry both signatures. */
  previous_secret: string | null;
};

/**
 * Claims up to `limit` due deliveries for `leaseMs`. SKIP LOCKED lets several workers claim
 * side by side without waiting on or taking each other's rows; the lease (`locked_until`) keeps
 * a claimed row from being claimed again until it ends, and ends on its own when the claiming
 * worker dies, so the delivery is attempted again. `token` fences the claim: only its holder
 * can record the outcome.
 */
export async function claimDueDeliveries(
  db: Db,
  claim: { limit: number; leaseMs: number; token: string; timeoutMs?: number },
): Promise<ClaimedDelivery[]> {
  const timeoutMs = claim.timeoutMs ?? claim.leaseMs;
  return rows<ClaimedDelivery>(
    db,
    sql`update webhook_deliveries d
      set locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000}::float8),
        attempt_deadline = now() + make_interval(secs => ${timeoutMs / 1000}::float8),
        lock_token = ${claim.token}
      from (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        limit ${claim.limit}::int
        for update skip locked
      ) due, webhook_endpoints e
      where d.id = due.id and e.id = d.endpoint_id
      returning d.id, d.event_type, d.body, d.attempt_count, e.url, e.secret,
        case when e.previous_secret_expires_at > now() then e.previous_secret end
          as previous_secret`,
  );
}

/** Milliseconds until the next pending delivery is due and unclaimed; null when none is. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await rows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (
        min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()
      )) * 1000 as ms
      from webhook_deliveries where status = 'pending'`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}

export type AttemptRecord = {
  id: string;
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
 * Records finished attempts in one statement: each delivery moves to succeeded, to failed
 * (its last attempt), or back to pending with the next retry `retryDelaysSeconds[n-1]` after
 * now; the attempt row is written beside it. A record whose claim was taken over (token no
 * longer matches) changes nothing. Returns the ids that were recorded.
 */
export async function recordAttempts(
  db: Db,
  records: AttemptRecord[],
  retryDelaysSeconds: number[],
): Promise<string[]> {
  if (records.length === 0) return [];
  const delays = `{${retryDelaysSeconds.join(",")}}`;
  const retries = retryDelaysSeconds.length;
  const recorded = await rows<{ id: string }>(
    db,
    sql`with r as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
          id text, token text, number int, attempted_at timestamptz, url text,
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
      )
      insert into webhook_attempts (delivery_id, number, attempted_at, url, request_headers,
        succeeded, status_code, duration_ms, error_message, response_excerpt)
      select r.id, r.number, r.attempted_at, r.url, r.request_headers, r.succeeded,
        r.status_code, r.duration_ms, r.error_message, r.response_excerpt
      from r join done on done.id = r.id
      on conflict do nothing
      returning delivery_id as id`,
  );
  return recorded.map((r) => r.id);
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
