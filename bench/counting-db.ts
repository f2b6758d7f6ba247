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
        if (property === "$client") {
          // PGlite's client runs a multi-statement script (the claim) in one call.
          const client = Reflect.get(t, property, receiver) as { exec?: unknown };
          if (typeof client?.exec !== "function") return client;
          const exec = client.exec as (...a: unknown[]) => Promise<unknown>;
          return Object.assign(Object.create(client), {
            exec: (...args: unknown[]) => {
              counts.statements += 1;
              return exec.apply(client, args);
            },
          });
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
