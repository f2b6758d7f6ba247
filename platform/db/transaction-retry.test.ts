import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import { type Db, transactionOnce } from "./client";
import { sqlRows } from "./sql-rows";
import { sqlStateOf, TRANSACTION_ATTEMPTS } from "./transaction-retry";

/**
 * `db.transaction` runs a transaction again when the database refuses it as a deadlock's
 * victim (40P01) or for a serialization failure (40001), from a fresh BEGIN, at most
 * TRANSACTION_ATTEMPTS times; any other refusal, and `transactionOnce`, reach the caller at
 * once. On both drivers the refusal comes from the database itself (raised with its
 * SQLSTATE, in the driver's own error shape); on Postgres also from a real deadlock between
 * two transactions and a real serialization failure.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table retry_probe (id text primary key, n int not null default 0)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.execute(sql`delete from retry_probe`);
});

/** Makes the database refuse the current statement with `state`, as it would by itself. */
const refuse = (tx: Db, state: "deadlock_detected" | "serialization_failure") =>
  tx.execute(sql.raw(`do $$ begin raise exception 'refused' using errcode = '${state}'; end $$`));

const probeIds = async () =>
  (await sqlRows<{ id: string }>(db, sql`select id from retry_probe order by id`)).map((r) => r.id);

const counts = async () =>
  Object.fromEntries(
    (await sqlRows<{ id: string; n: number }>(db, sql`select id, n from retry_probe`)).map((r) => [
      r.id,
      r.n,
    ]),
  );

describe("a transaction refused for its timing", () => {
  it("runs again from its first line after a deadlock, and only the last run's writes commit", async () => {
    let runs = 0;
    const result = await db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into retry_probe (id) values (${`run-${runs}`})`);
      if (runs === 1) await refuse(tx, "deadlock_detected");
      return runs;
    });
    expect(result).toBe(2);
    expect(await probeIds()).toEqual(["run-2"]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and throws the database's refusal, having written nothing`, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let runs = 0;
    const failure = await db
      .transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into retry_probe (id) values (${`run-${runs}`})`);
        await refuse(tx, "serialization_failure");
      })
      .catch((err: unknown) => err);
    expect(runs).toBe(3);
    expect(sqlStateOf(failure)).toBe("40001");
    expect(await probeIds()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      "[database] a transaction was refused 3 times (40001); giving up.",
    );
    warn.mockRestore();
  });

  it("a savepoint's refusal runs the whole outer transaction again, not the savepoint alone", async () => {
    let outer = 0;
    let inner = 0;
    await db.transaction(async (tx) => {
      outer++;
      await tx.execute(sql`insert into retry_probe (id) values (${`outer-${outer}`})`);
      await tx.transaction(async (nested) => {
        inner++;
        if (inner === 1) await refuse(nested, "deadlock_detected");
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
    expect(await probeIds()).toEqual(["outer-2"]);
  });

  it("is not run again for any other refusal: a unique violation reaches the caller at once", async () => {
    let runs = 0;
    const failure = await db
      .transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into retry_probe (id) values ('same'), ('same')`);
      })
      .catch((err: unknown) => err);
    expect(runs).toBe(1);
    expect(sqlStateOf(failure)).toBe("23505");
  });

  it("transactionOnce never runs its body twice", async () => {
    let runs = 0;
    const failure = await transactionOnce(db, async (tx) => {
      runs++;
      await refuse(tx, "deadlock_detected");
    }).catch((err: unknown) => err);
    expect(runs).toBe(1);
    expect(sqlStateOf(failure)).toBe("40P01");
  });
});

describe.skipIf(!onPostgres)("real refusals on Postgres (PGlite has one connection)", () => {
  it("two transactions locking two rows in opposite orders deadlock; the victim runs again and both commit once", async () => {
    await db.execute(sql`insert into retry_probe (id) values ('a'), ('b')`);
    const firstLocks = barrier(2);
    let runs = 0;
    const move = (first: string, second: string) =>
      db.transaction(async (tx) => {
        runs++;
        const attempt = runs;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        // The first runs of both wait until each holds its first row: then neither can go on.
        if (attempt <= 2) await firstLocks();
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([move("a", "b"), move("b", "a")]);
    // Postgres refused one of the two (40P01); it ran a second time after the other committed.
    expect(runs).toBe(3);
    expect(await counts()).toEqual({ a: 2, b: 2 });
  });

  it("a repeatable-read transaction that meets a concurrent update (40001) runs again on a new snapshot", async () => {
    await db.execute(sql`insert into retry_probe (id) values ('c')`);
    let runs = 0;
    await db.transaction(
      async (tx) => {
        runs++;
        // The snapshot is taken here; then another connection changes the row and commits.
        await tx.execute(sql`select n from retry_probe where id = 'c'`);
        if (runs === 1) await db.execute(sql`update retry_probe set n = n + 10 where id = 'c'`);
        await tx.execute(sql`update retry_probe set n = n + 1 where id = 'c'`);
      },
      { isolationLevel: "repeatable read" },
    );
    expect(runs).toBe(2);
    expect(await counts()).toEqual({ c: 11 });
  });
});

/** Resolves every caller once `parties` callers are waiting. */
function barrier(parties: number): () => Promise<void> {
  let waiting = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    waiting++;
    if (waiting === parties) release();
    return all;
  };
}
