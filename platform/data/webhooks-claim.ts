import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Claiming due deliveries fairly. Each endpoint has at most `perEndpoint` attempts in flight,
 * counted over every instance (its claimed deliveries whose lease runs), so one receiver's
 * backlog or slowness takes a bounded share of any worker. Within one claim, workspaces take
 * turns (each one's first delivery, then each one's second, ...), and within a workspace its
 * endpoints take turns, oldest due first: a flood in one workspace never queues another's
 * events behind it.
 */

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The advisory-lock space of endpoint claims (the second key is the endpoint id's hash). */
const ENDPOINT_CLAIM_LOCKS = 0x5eb0;

export type ClaimedDelivery = {
  id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  attempt_count: number;
  url: string;
  secret: string;
  /** The replaced secret while a rotation's overlap lasts; deliveries carry both signatures. */
  previous_secret: string | null;
};

export type Claim = {
  claimed: ClaimedDelivery[];
  /**
   * Due deliveries were left because their endpoint had no free slot (or the batch was full):
   * worth claiming again as soon as an attempt finishes.
   */
  waiting: boolean;
};

/**
 * Claims up to `limit` due deliveries for `leaseMs`, in one transaction of two statements.
 *
 * The first takes a transaction-scoped advisory lock on each endpoint with due deliveries,
 * skipping endpoints another worker is claiming from right now. The second, with a snapshot
 * taken after those locks (READ COMMITTED), counts each endpoint's attempts in flight exactly,
 * since any other claim of the same endpoint has committed before the lock came free; then it
 * picks in turns and sets the lease (`locked_until`) and the fencing `token`: only the token's
 * holder can record the outcome, and a dead worker's claims are taken over once the lease ends.
 * Rows are still taken FOR UPDATE SKIP LOCKED, so a worker that claims without the endpoint
 * locks (an older version during a rolling deploy) never takes the same row.
 */
export async function claimDueDeliveries(
  db: Db,
  claim: { limit: number; leaseMs: number; token: string; timeoutMs?: number; perEndpoint: number },
): Promise<Claim> {
  const timeoutMs = claim.timeoutMs ?? claim.leaseMs;
  // An endpoint whose every attempt fails gets an eighth of the slots until one succeeds:
  // enough to notice it is back, too few to hold many slots for a full time-out.
  const failingCap = Math.max(1, Math.floor(claim.perEndpoint / 8));
  return db.transaction(async (tx) => {
    const locked = await rows<{ id: string }>(
      tx,
      sql`with due as materialized (
          select e.id from webhook_endpoints e
          cross join lateral (
            select 1 from webhook_deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= now()
              and (d.locked_until is null or d.locked_until <= now())
            limit 1
          ) has_due
        )
        select id from due
        where pg_try_advisory_xact_lock(${ENDPOINT_CLAIM_LOCKS}::int, hashtext(id))`,
    );
    if (locked.length === 0) return { claimed: [], waiting: false };
    const ids = `{${locked.map((e) => `"${e.id}"`).join(",")}}`;
    const claimed = await rows<ClaimedDelivery & { room: number }>(
      tx,
      sql`with busy as (
          select d.endpoint_id, count(*)::int as n from webhook_deliveries d
          where d.endpoint_id = any(${ids}::text[]) and d.status = 'pending'
            and d.lock_token is not null and d.locked_until > now()
          group by d.endpoint_id
        ), room as (
          select e.id, e.workspace_id, least(${claim.limit}::int, greatest(0,
              (case when e.failing_since is null then ${claim.perEndpoint}::int
                else ${failingCap}::int end) - coalesce(busy.n, 0))) as room
          from webhook_endpoints e left join busy on busy.endpoint_id = e.id
          where e.id = any(${ids}::text[])
        ), candidates as (
          select c.id, c.next_attempt_at, r.workspace_id, r.room,
            row_number() over (partition by r.id order by c.next_attempt_at, c.seq) as turn
          from room r cross join lateral (
            select d.id, d.next_attempt_at, d.seq from webhook_deliveries d
            where d.endpoint_id = r.id and d.status = 'pending' and d.next_attempt_at <= now()
              and (d.locked_until is null or d.locked_until <= now())
            order by d.next_attempt_at
            limit r.room
            for update skip locked
          ) c
        ), picked as (
          select id, room from (
            select id, room, next_attempt_at,
              row_number() over (partition by workspace_id order by turn, next_attempt_at)
                as workspace_turn
            from candidates
          ) ranked
          order by workspace_turn, next_attempt_at
          limit ${claim.limit}::int
        )
        update webhook_deliveries d
        set locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000}::float8),
          attempt_deadline = now() + make_interval(secs => ${timeoutMs / 1000}::float8),
          lock_token = ${claim.token}
        from picked, webhook_endpoints e
        where d.id = picked.id and e.id = d.endpoint_id
          and d.status = 'pending' and (d.locked_until is null or d.locked_until <= now())
        returning d.id, d.endpoint_id, picked.room, d.event_type, d.body, d.attempt_count,
          e.url, e.secret,
          case when e.previous_secret_expires_at > now() then e.previous_secret end
            as previous_secret`,
    );
    // An endpoint that got as many as it had room for (none, when it was full) may have more.
    const taken = new Map<string, { n: number; room: number }>();
    for (const c of claimed) {
      const t = taken.get(c.endpoint_id) ?? { n: 0, room: Number(c.room) };
      t.n += 1;
      taken.set(c.endpoint_id, t);
    }
    const waiting =
      claimed.length >= claim.limit ||
      locked.some((e) => {
        const t = taken.get(e.id);
        return !t || t.n >= t.room;
      });
    return {
      claimed: claimed.map(({ room: _room, ...delivery }) => delivery),
      waiting,
    };
  });
}
