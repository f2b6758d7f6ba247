import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { newId } from "../ids";
import type { ChargeNote } from "./credits";

/**
 * Credits set aside for work that runs in a longer transaction of its own (a batch of campaign
 * steps). Reserving takes them from the balance in a short transaction, so the balance row is
 * locked for a moment, never for the work: an operator's charge never waits behind it. The
 * work settles what it used in its own transaction (the ledger entry commits with the work);
 * whatever is left is given back when the work ends, or by `releaseExpiredReservations` when
 * the instance that reserved died first.
 */

export type Reservation = { id: string; workspaceId: string; amount: number };

/**
 * In one short transaction, for each workspace (in one order, so two reservers never
 * deadlock): locks its balance, lets `take` decide how much of it to reserve, and reserves
 * that until `expiresInMs` from now. `take` sees the balance and answers the amount (0 for
 * none), whether the workspace fell short, and what the caller wants back with it; `whenShort`
 * runs in the same transaction for a workspace that fell short (e.g. pausing its campaigns).
 * Both may run more than once (the transaction is run again after a deadlock): only what the
 * committed run answered is returned.
 */
export async function reserveCredits<T, S>(
  db: Db,
  opts: {
    workspaceIds: readonly string[];
    take: (workspaceId: string, balance: number) => { amount: number; short: boolean; chosen: T };
    whenShort: (tx: Db, workspaceId: string) => Promise<S>;
    expiresInMs: number;
    now: SQL;
  },
): Promise<{ workspaceId: string; reservation: Reservation | null; chosen: T; short?: S }[]> {
  if (opts.workspaceIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const results = [];
    for (const workspaceId of [...opts.workspaceIds].sort()) {
      const [row] = await sqlRows<{ balance: number }>(
        tx,
        sql`select balance from credit_balances where workspace_id = ${workspaceId} for update`,
      );
      const { amount, short, chosen } = opts.take(workspaceId, row?.balance ?? 0);
      let reservation: Reservation | null = null;
      if (amount > 0) {
        reservation = { id: newId("crs"), workspaceId, amount };
        await tx.execute(sql`update credit_balances set balance = balance - ${amount},
            updated_at = ${opts.now} where workspace_id = ${workspaceId}`);
        await tx.execute(sql`insert into credit_reservations (id, workspace_id, amount,
            created_at, expires_at)
          values (${reservation.id}, ${workspaceId}, ${amount}, ${opts.now},
            ${opts.now} + ${opts.expiresInMs}::float8 * interval '1 millisecond')`);
      }
      results.push({
        workspaceId,
        reservation,
        chosen,
        short: short ? await opts.whenShort(tx, workspaceId) : undefined,
      });
    }
    return results;
  });
}

/** Thrown when a reservation is gone (it expired and was given back): the work must not commit. */
export class ReservationLost extends Error {
  constructor(readonly reservationId: string) {
    super(`credit reservation ${reservationId} expired before its work committed`);
  }
}

/**
 * Settles `amount` of a reservation in the work's transaction and writes the ledger entry, so
 * the charge commits with what it pays for; a reservation used up goes with it. Throws
 * ReservationLost (rolling the work back) when the reservation was given back meanwhile.
 * Returns what is left of it.
 */
export async function settleReservation(
  tx: Db,
  reservation: Reservation,
  charge: ChargeNote & { amount: number; at: SQL },
): Promise<number> {
  // Most work uses all it reserved: then the reservation simply goes.
  const [row] =
    (
      await sqlRows<{ amount: number }>(
        tx,
        sql`delete from credit_reservations where id = ${reservation.id}
        and amount = ${charge.amount} returning 0 as amount`,
      )
    ).length > 0
      ? [{ amount: 0 }]
      : await sqlRows<{ amount: number }>(
          tx,
          sql`update credit_reservations set amount = amount - ${charge.amount}
            where id = ${reservation.id} and amount > ${charge.amount} returning amount`,
        );
  if (!row) throw new ReservationLost(reservation.id);
  // The balance already excludes the reservation: the entry's balance is the one seen now.
  await tx.execute(sql`insert into credit_ledger (id, workspace_id, amount, balance_after,
      reason, description, preview_id, job_id, lead_list_id, created_at)
    select ${randomUUID()}, ${reservation.workspaceId}, ${-charge.amount}, b.balance,
      ${charge.reason}, ${charge.description}, ${charge.previewId ?? null},
      ${charge.jobId ?? null}, ${charge.leadListId ?? null}, ${charge.at}
    from credit_balances b where b.workspace_id = ${reservation.workspaceId}`);
  return Number(row.amount);
}

/** Gives back what is left of the reservations (their work ended, done or not). */
export async function releaseReservations(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await giveBack(
    db,
    sql`id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Gives back reservations whose instance died before their work ended. */
export async function releaseExpiredReservations(db: DbOrTx): Promise<void> {
  await giveBack(db, sql`expires_at < now()`);
}

async function giveBack(db: DbOrTx, which: SQL): Promise<void> {
  await db.execute(sql`with gone as (
      delete from credit_reservations where ${which} returning workspace_id, amount
    ), owed as (
      select workspace_id, sum(amount)::int as amount from gone group by workspace_id
    )
    update credit_balances b set balance = b.balance + owed.amount, updated_at = now()
    from owed where b.workspace_id = owed.workspace_id and owed.amount > 0`);
}
