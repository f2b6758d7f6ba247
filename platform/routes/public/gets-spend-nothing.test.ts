import { count, sum } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { creditBalances, creditLedger } from "../../credits/tables";
import { prospectReveals } from "../../prospecting/tables";
import { casesOf } from "../../testing/fuzz/cases";
import { build } from "../../testing/fuzz/request";
import { type FuzzTarget, hints, startFuzzTarget } from "../../testing/fuzz/target";
import { servePlatform } from "../../testing/served-platform";

/**
 * The spec: "A GET never spends credits." 1,000 GETs generated from the served document's GET
 * operations (valid ones, and the same with one thing broken), sent over a real socket, must
 * leave every workspace's balance, the ledger and what workspaces have paid for as they were.
 */

const SEED = 20261125;
const REQUESTS = 1000;

let target: FuzzTarget;
let served: Awaited<ReturnType<typeof servePlatform>>;
beforeAll(async () => {
  target = await startFuzzTarget();
  served = await servePlatform(target.platform.deps);
});
afterAll(async () => {
  await served.close();
  await target.close();
});

async function books() {
  const { db } = target.platform;
  const [balances] = await db.select({ total: sum(creditBalances.balance) }).from(creditBalances);
  const [ledger] = await db.select({ n: count() }).from(creditLedger);
  const [reveals] = await db.select({ n: count() }).from(prospectReveals);
  return { balances: Number(balances?.total), ledger: ledger?.n, reveals: reveals?.n };
}

it("1,000 random GETs over every GET operation move no balance by a single credit", async () => {
  const gets = target.operations.filter((op) => op.method === "GET");
  expect(gets.length).toBeGreaterThanOrEqual(15);
  const perOperation = Math.ceil(REQUESTS / gets.length);
  const requests = gets
    .flatMap((op, i) =>
      fc
        .sample(casesOf(target.doc, op, hints(target)), { seed: SEED + i, numRuns: perOperation })
        .map((c, n) => ({ n, built: build(target, op, c) })),
    )
    // Interleaved, so operations meet each other's effects (were there any).
    .sort((a, b) => a.n - b.n)
    .slice(0, REQUESTS);
  expect(requests).toHaveLength(REQUESTS);

  const before = await books();
  const statuses = new Map<number, number>();
  for (const { built } of requests) {
    // Past every rate-limit window, so the requests reach their handlers.
    target.platform.clock.advance(61_000);
    const res = await fetch(`${served.base}${built.url}`, built.init);
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  // Most reached a handler and answered; none failed.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 3);
  expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(await books()).toEqual(before);
  // A thousand requests on a shared machine: minutes of head-room, not a bound being tested.
}, 300_000);
