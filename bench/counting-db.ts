import type { Db } from "../platform/db/client";

export type StatementCounts = { statements: number; transactions: number };

/**
 * The same database handle, counting what the code under measure sends: statements (each a
 * round trip) and transactions (each two more on Postgres: BEGIN and COMMIT).
 */
export function countingDb(db: Db, counts: StatementCounts = { statements: 0, transactions: 0 }) {
  const wrap = (target: Db): Db =>
    new Proxy(target, {
      get(t, property, receiver) {
        if (property === "execute") {
          return (...args: Parameters<Db["execute"]>) => {
            counts.statements += 1;
            return t.execute(...args);
          };
        }
        if (property === "transaction") {
          return (fn: (tx: Db) => Promise<unknown>, ...rest: unknown[]) => {
            counts.transactions += 1;
            return (t.transaction as (...a: unknown[]) => Promise<unknown>)(
              (tx: Db) => fn(wrap(tx)),
              ...rest,
            );
          };
        }
        return Reflect.get(t, property, receiver);
      },
    });
  return { db: wrap(db), counts };
}
