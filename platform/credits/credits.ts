import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { CreditReason } from "../../contract/prospect-search";
import type { Db } from "../db/client";
import { creditBalances, creditLedger } from "./tables";

/** Thrown inside a transaction so that it rolls back: nothing is charged. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(`needs ${needed} credits, has ${balance}`);
  }
}

/**
 * What a charge is for, as the ledger records it: the reason, the preview, job and list it
 * concerns, and a sentence a person reads.
 */
export type ChargeNote = {
  reason: CreditReason;
  description: string;
  previewId?: string | null;
  jobId?: string | null;
  leadListId?: string | null;
};

/**
 * Locks the workspace's balance row for the rest of the transaction and reads it. Every path
 * that charges locks it before anything else it writes, so charges of one workspace queue in
 * one order and never deadlock.
 */
export async function lockCreditBalance(tx: Db, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.workspaceId, workspaceId))
    .for("update");
  return row?.balance ?? 0;
}

export async function creditBalance(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.workspaceId, workspaceId));
  return row?.balance ?? 0;
}

/**
 * Takes `amount` credits and writes the ledger entry. Call it inside the transaction of the
 * work being paid for: the conditional update locks the balance row, so concurrent charges
 * queue and the balance can never go below zero; a shortfall throws and rolls it all back.
 */
export async function chargeCredits(
  tx: Db,
  charge: ChargeNote & { workspaceId: string; amount: number; at: Date },
): Promise<number> {
  const [row] = await tx
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} - ${charge.amount}`, updatedAt: charge.at })
    .where(
      and(
        eq(creditBalances.workspaceId, charge.workspaceId),
        gte(creditBalances.balance, charge.amount),
      ),
    )
    .returning({ balance: creditBalances.balance });
  if (!row) {
    throw new InsufficientCreditsError(charge.amount, await creditBalance(tx, charge.workspaceId));
  }
  await tx.insert(creditLedger).values({
    id: randomUUID(),
    workspaceId: charge.workspaceId,
    amount: -charge.amount,
    balanceAfter: row.balance,
    reason: charge.reason,
    description: charge.description,
    previewId: charge.previewId ?? null,
    jobId: charge.jobId ?? null,
    leadListId: charge.leadListId ?? null,
    createdAt: charge.at,
  });
  return row.balance;
}

/** Adds credits (creating the balance) and records why. */
export async function grantCredits(
  db: Db,
  grant: { workspaceId: string; amount: number; reason: CreditReason; at?: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const at = grant.at ?? new Date();
    const [row] = await tx
      .insert(creditBalances)
      .values({ workspaceId: grant.workspaceId, balance: grant.amount, updatedAt: at })
      .onConflictDoUpdate({
        target: creditBalances.workspaceId,
        set: { balance: sql`${creditBalances.balance} + ${grant.amount}`, updatedAt: at },
      })
      .returning({ balance: creditBalances.balance });
    await tx.insert(creditLedger).values({
      id: randomUUID(),
      workspaceId: grant.workspaceId,
      amount: grant.amount,
      balanceAfter: row!.balance,
      reason: grant.reason,
      description: grant.reason === "initial_grant" ? "Initial credits" : "Credits added",
      createdAt: at,
    });
    return row!.balance;
  });
}

/** Gives a workspace its first credits, once: a workspace that has a balance keeps it. */
export async function grantInitialCredits(db: Db, workspaceId: string, amount: number) {
  const [existing] = await db
    .select({ workspaceId: creditBalances.workspaceId })
    .from(creditBalances)
    .where(eq(creditBalances.workspaceId, workspaceId));
  if (existing) return;
  await grantCredits(db, { workspaceId, amount, reason: "initial_grant" });
}

/** Ledger entries, newest first; `before` is the position a previous page ended at. */
export async function listCreditLedger(
  db: Db,
  workspaceId: string,
  opts: { limit: number; before?: number },
) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        opts.before === undefined ? undefined : lt(creditLedger.position, opts.before),
      ),
    )
    .orderBy(desc(creditLedger.position))
    .limit(opts.limit + 1);
  const more = rows.length > opts.limit;
  const page = more ? rows.slice(0, opts.limit) : rows;
  return { rows: page, nextBefore: more ? page[page.length - 1]!.position : null };
}
