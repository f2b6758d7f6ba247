import { type SQL, sql } from "drizzle-orm";
import type { EventType } from "../../../contract/webhooks";
import type { DbOrTx } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { newDeliveryId } from "../../events/events";
import { randomBase62 } from "../../ids";

/**
 * Recover: resend every failed delivery of an endpoint in a time range in one action. A failed
 * delivery counts as recoverable until one of its resends is pending or has succeeded, so a
 * second recover over the same range sends nothing twice.
 */

const newRecoveryId = () => `whr_${randomBase62(16)}`;

export type RecoverRange = {
  endpointId: string;
  since: Date;
  until: Date;
  eventType?: EventType;
};

function recoverable(range: RecoverRange): SQL {
  return sql`d.endpoint_id = ${range.endpointId} and d.status = 'failed'
    and d.created_at >= ${range.since.toISOString()}::timestamptz
    and d.created_at < ${range.until.toISOString()}::timestamptz
    ${range.eventType ? sql`and d.event_type = ${range.eventType}` : sql``}
    and not exists (
      select 1 from webhook_deliveries r
      where r.resent_from = d.id and r.trigger = 'resend' and r.status in ('pending', 'succeeded')
    )`;
}

/** How many failed deliveries a recover over `range` would resend, counting at most `cap`. */
export async function countRecoverable(
  db: DbOrTx,
  range: RecoverRange,
  cap: number,
): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (
      select 1 from webhook_deliveries d where ${recoverable(range)} limit ${cap}::int
    ) capped`,
  );
  return Number(row?.n ?? 0);
}

/** The advisory-lock space of recovers (the second key is the endpoint id's hash). */
const RECOVER_LOCKS = 0x5eb1;

/** The latest recovery still resending failed deliveries of `range`, with how many it has left. */
async function runningRecovery(db: DbOrTx, range: RecoverRange) {
  const [row] = await sqlRows<{ id: string; pending: number | string }>(
    db,
    sql`select r.recovery_id as id, count(*) as pending
      from webhook_deliveries d join webhook_deliveries r on r.resent_from = d.id
      where d.endpoint_id = ${range.endpointId} and d.status = 'failed'
        and d.created_at >= ${range.since.toISOString()}::timestamptz
        and d.created_at < ${range.until.toISOString()}::timestamptz
        ${range.eventType ? sql`and d.event_type = ${range.eventType}` : sql``}
        and r.status = 'pending' and r.recovery_id is not null
      group by r.recovery_id order by max(r.seq) desc limit 1`,
  );
  return row ? { id: row.id, pending: Number(row.pending) } : null;
}

/**
 * Queues a resend of every recoverable delivery in `range`, oldest first, all tagged with one
 * recovery id. Returns the id and how many were queued; refuses above `max`; and when nothing
 * is left to recover because a recovery is still resending them, names that recovery.
 *
 * Recovers of one endpoint run one at a time (a lock held to the end of the transaction): a
 * second one, sent at the same moment under another Idempotency-Key or none, waits for the
 * first to commit and then finds its resends under way, so a double submit recovers once.
 */
export async function queueRecovery(
  db: DbOrTx,
  workspaceId: string,
  range: RecoverRange,
  max: number,
): Promise<
  { id: string; total: number } | { tooMany: number } | { running: { id: string; pending: number } }
> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${RECOVER_LOCKS}::int, hashtext(${range.endpointId}))`,
  );
  const found = await sqlRows<{ id: string }>(
    db,
    sql`select d.id from webhook_deliveries d where ${recoverable(range)}
      order by d.seq limit ${max + 1}::int`,
  );
  if (found.length > max) return { tooMany: await countRecoverable(db, range, 1_000_000) };
  if (found.length === 0) {
    const running = await runningRecovery(db, range);
    if (running) return { running };
  }
  const id = newRecoveryId();
  if (found.length > 0) {
    const pairs = found.map((f) => ({ id: newDeliveryId(), src: f.id }));
    await db.execute(
      sql`insert into webhook_deliveries (id, workspace_id, endpoint_id, event_type, body,
          trigger, resent_from, message_id, recovery_id, next_attempt_at)
        select p.id, ${workspaceId}, o.endpoint_id, o.event_type, o.body, 'resend', o.id,
          coalesce(o.message_id, o.id), ${id}, now()
        from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(id text, src text)
          join webhook_deliveries o on o.id = p.src`,
    );
  }
  return { id, total: found.length };
}

/** A recovery's resends counted by status; null when it queued none or is another endpoint's. */
export async function recoveryProgress(db: DbOrTx, endpointId: string, recoveryId: string) {
  const [row] = await sqlRows<{
    total: number | string;
    pending: number | string;
    succeeded: number | string;
    failed: number | string;
  }>(
    db,
    sql`select count(*) as total,
        count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'succeeded') as succeeded,
        count(*) filter (where status = 'failed') as failed
      from webhook_deliveries where recovery_id = ${recoveryId} and endpoint_id = ${endpointId}`,
  );
  const total = Number(row?.total ?? 0);
  if (total === 0) return null;
  return {
    total,
    pending: Number(row!.pending),
    succeeded: Number(row!.succeeded),
    failed: Number(row!.failed),
  };
}
