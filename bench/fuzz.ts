/**
 * The long fuzz run, by hand: every operation of the served document, a fixed seed, and the
 * figures (requests, 5xx, statuses, operations whose responses were validated, mismatches).
 *
 *   npx tsx bench/fuzz.ts [cases per operation = 500] [seed = 20261123]
 *
 * The same machinery runs a few hundred cases in `npm test` (platform/routes/public/fuzz.test.ts).
 */
import { DOCUMENTED_REFUSALS } from "../platform/testing/fuzz/documented-refusals";
import type { Finding } from "../platform/testing/fuzz/report";
import { runFuzz } from "../platform/testing/fuzz/runner";
import { startFuzzTarget } from "../platform/testing/fuzz/target";
import { runWrongMethods } from "../platform/testing/fuzz/wrong-methods";

const casesPerOperation = Number(process.argv[2] ?? 500);
const seed = Number(process.argv[3] ?? 20261123);

// The platform logs every unexpected error with its stack; the report below counts them.
const progress = (line: string) => process.stderr.write(`${line}\n`);
console.error = () => {};

const target = await startFuzzTarget();
const started = performance.now();
const report = await runFuzz(target, {
  seed,
  casesPerOperation,
  documentedRefusals: DOCUMENTED_REFUSALS,
  shrinkBudget: 300,
  onProgress: (op, r) =>
    progress(
      `${op.method} ${op.path}: ${r.requests} requests so far, ${r.failures.length} failures`,
    ),
});
await runWrongMethods(target, report);
const seconds = (performance.now() - started) / 1000;
await target.close();

const count = (findings: Finding[], check?: string) =>
  findings.filter((f) => check === undefined || f.check === check).length;

function summarize(title: string, findings: Finding[]) {
  if (findings.length === 0) return;
  console.log(`\n${title}: ${findings.length}`);
  const byKind = new Map<string, Finding[]>();
  for (const f of findings) {
    const kind = `${f.operation} ${f.check}: ${f.detail.replace(/"[^"]{40,}"/g, '"…"').slice(0, 160)}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), f]);
  }
  for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length).slice(0, 40)) {
    console.log(`  ${list.length} × ${kind}\n      e.g. ${list[0]!.request.slice(0, 400)}`);
  }
}

console.log(`\nseed ${seed}, ${casesPerOperation} cases per operation, ${seconds.toFixed(0)} s`);
console.log(`requests: ${report.requests}`);
console.log(`5xx: ${count(report.failures, "5xx")}`);
console.log(
  `statuses: ${Object.entries(report.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ")}`,
);
for (const op of target.operations) {
  const statuses = report.statusesByOperation[op.id] ?? {};
  const shown = Object.entries(statuses).map(([s, n]) => `${s}: ${n}`);
  console.log(`  ${op.method} ${op.path}: ${shown.join(", ")}`);
}
console.log(
  `operations validated against the document: ${report.operationsValidated.size} of ${target.operations.length} (${report.responsesValidated} responses)`,
);
console.log(`wrong methods checked (405 + Allow): ${report.wrongMethodsChecked}`);
console.log(`idempotent replays checked: ${report.replaysChecked}`);
console.log(`response/document mismatches: ${count(report.failures, "document")}`);
console.log(`422s whose loc does not name the field: ${count(report.failures, "loc")}`);
console.log(`requests the document allows, refused with 422: ${report.validRefused.length}`);
console.log(`requests the document forbids, accepted with 2xx: ${report.invalidAccepted.length}`);
if (process.env.FUZZ_FINDINGS) {
  const { writeFileSync } = await import("node:fs");
  const { failures, validRefused, invalidAccepted } = report;
  writeFileSync(
    process.env.FUZZ_FINDINGS,
    JSON.stringify({ failures, validRefused, invalidAccepted }, null, 1),
  );
}
summarize("failures", report.failures);
summarize("allowed by the document but refused", report.validRefused);
summarize("forbidden by the document but accepted", report.invalidAccepted);
process.exit(report.failures.length === 0 ? 0 : 1);
