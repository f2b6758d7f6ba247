import { DOCUMENTED_REFUSALS } from "../platform/testing/fuzz/documented-refusals";
import { runFuzz } from "../platform/testing/fuzz/runner";
import { startFuzzTarget } from "../platform/testing/fuzz/target";

/**
 * The fuzz test of one operation, outside the test runner (no time limit), printing its report:
 * for finding out why an operation's fuzz test is slow or fails.
 *   npx tsx bench/fuzz-one.ts "POST /lead-lists/{list_id}/prospect-search/import" [cases=200]
 */
const [name = "", cases = "200"] = process.argv.slice(2);
const target = await startFuzzTarget();
const started = performance.now();
const report = await runFuzz(target, {
  seed: 20261123,
  casesPerOperation: Number(cases),
  operations: (o) => `${o.method} ${o.path}` === name,
  documentedRefusals: DOCUMENTED_REFUSALS,
  shrinkBudget: 40,
});
console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  JSON.stringify(
    {
      requests: report.requests,
      statuses: report.statuses,
      failures: report.failures.slice(0, 3),
      validRefused: report.validRefused.slice(0, 3),
      invalidAccepted: report.invalidAccepted.slice(0, 3),
    },
    (_, v) => (typeof v === "string" && v.length > 400 ? `${v.slice(0, 400)}…` : v),
    2,
  ),
);
await target.close();
process.exit(0);
