import { afterAll, describe, expect, it, vi } from "vitest";
import {
  FILTER_ARRAY_LIMITS,
  FILTER_STRING_LIMITS,
  FOUNDED_ON_RANGE,
  PAGE_SIZE_RANGE,
} from "../../../contract/prospecting";
import { type JsonSchema, resolve } from "../../testing/fuzz/document";
import { DOCUMENTED_REFUSALS } from "../../testing/fuzz/documented-refusals";
import { emptyReport, type Finding } from "../../testing/fuzz/report";
import { runFuzz } from "../../testing/fuzz/runner";
import { startFuzzTarget } from "../../testing/fuzz/target";
import { runWrongMethods } from "../../testing/fuzz/wrong-methods";

/**
 * Property-based fuzzing of every operation that takes parameters or a body, generated from the
 * document the platform serves: valid requests, the same with one field broken (boundaries,
 * 1e39, NUL, lone surrogates, wrong types, extra members, odd query strings, weird path ids)
 * and raw bodies. Each response must be no 5xx, JSON, described by the document (status,
 * headers, body, checked with Ajv), and a 422 must name the field it refuses. Fixed seed;
 * `npx tsx bench/fuzz.ts` runs the long version and prints the figures.
 *
 * The run has a time budget rather than a count, so a slow, shared machine spends the same
 * time on it as a quiet one: FUZZ_SECONDS (60) shared out among the operations, each running
 * at least MIN_CASES and at most MAX_CASES. Cases come from the seed in a fixed order, so a cut
 * run is a prefix of the full one; the seed and each operation's count are printed, and
 * FUZZ_SEED / FUZZ_CASES (a fixed count, no budget) run it again the same way.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FIXED_CASES = process.env.FUZZ_CASES ? Number(process.env.FUZZ_CASES) : undefined;
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 60) * 1000;
const MIN_CASES = 40;
const MAX_CASES = FIXED_CASES ?? 200;
// The floor of MIN_CASES may outrun the budget: on a loaded machine 40 cases of a slow operation
// (an import is a job) took over 60 s.
const TIMEOUT_MS = FIXED_CASES === undefined ? 180_000 : 3_600_000;

const target = await startFuzzTarget();
afterAll(() => target.close());
// The platform logs each unexpected error with its stack; the findings below carry them.
vi.spyOn(console, "error").mockImplementation(() => {});

const casesRun: string[] = [];
afterAll(() => {
  const counts = casesRun.length ? casesRun.join(", ") : "none";
  console.log(`[fuzz] seed ${SEED}, budget ${BUDGET_MS / 1000} s; cases: ${counts}`);
});

const shown = (findings: Finding[]) =>
  findings.map((f) => `${f.check}: ${f.detail}\n    ${f.request.slice(0, 600)}`);

describe("fuzzing the public API from its served document", () => {
  const fuzzed = target.operations.filter((op) => op.params.length > 0 || op.body);

  it("covers every operation that takes input", () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(20);
  });

  // The fuzzer takes its boundaries from the document; the document must carry the spec's.
  it("generates from a document that carries the spec's boundary table", () => {
    const { doc } = target;
    const filters = resolve<JsonSchema>(doc, { $ref: "#/components/schemas/ProspectingFilters" });
    const request = resolve<JsonSchema>(doc, {
      $ref: "#/components/schemas/ProspectSearchPreviewRequest",
    });
    for (const [field, max] of Object.entries(FILTER_ARRAY_LIMITS)) {
      expect(filters.properties?.[field]?.maxItems, field).toBe(max);
    }
    for (const [field, max] of Object.entries(FILTER_STRING_LIMITS)) {
      expect(filters.properties?.[field]?.maxLength, field).toBe(max);
    }
    expect(filters.properties?.founded_on).toMatchObject({
      minimum: FOUNDED_ON_RANGE.min,
      maximum: FOUNDED_ON_RANGE.max,
    });
    expect(request.properties?.page_size).toMatchObject({
      minimum: PAGE_SIZE_RANGE.min,
      maximum: PAGE_SIZE_RANGE.max,
    });
    expect(request.properties?.page).toMatchObject({ minimum: 1 });
    expect(filters.additionalProperties).toBe(false);
  });

  it("answers every method a documented path lacks with a 405 whose Allow matches the document", async () => {
    const report = emptyReport();
    await runWrongMethods(target, report);
    expect(report.wrongMethodsChecked).toBeGreaterThan(30);
    expect(shown(report.failures)).toEqual([]);
  });

  const ordered = fuzzed.sort(
    (a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"),
  );
  // What is left of the budget goes evenly to the operations still to run.
  let budgetLeft = BUDGET_MS;
  ordered.forEach((op, index) => {
    it(
      `${op.method} ${op.path}`,
      async () => {
        const started = performance.now();
        const report = await runFuzz(target, {
          seed: SEED,
          casesPerOperation: MAX_CASES,
          budget:
            FIXED_CASES === undefined
              ? { minCases: MIN_CASES, msPerOperation: budgetLeft / (ordered.length - index) }
              : undefined,
          operations: (o) => o === op,
          documentedRefusals: DOCUMENTED_REFUSALS,
          shrinkBudget: 40,
        });
        budgetLeft = Math.max(0, budgetLeft - (performance.now() - started));
        const cases = report.casesByOperation[op.id] ?? 0;
        casesRun.push(`${op.method} ${op.path} ${cases}`);
        const again = `seed ${SEED}, ${cases} cases (FUZZ_SEED=${SEED} FUZZ_CASES=${cases})`;
        expect(cases).toBeGreaterThanOrEqual(Math.min(MIN_CASES, MAX_CASES));
        expect(report.responsesValidated).toBe(cases + report.replaysChecked);
        expect(
          shown(report.failures),
          `5xx, non-JSON, undocumented responses, bad loc; ${again}`,
        ).toEqual([]);
        expect(shown(report.validRefused), `allowed by the document, refused; ${again}`).toEqual(
          [],
        );
        expect(
          shown(report.invalidAccepted),
          `forbidden by the document, accepted; ${again}`,
        ).toEqual([]);
        // Most requests must get past authentication and rate limits to the handler.
        const reached = report.requests - (report.statuses[429] ?? 0) - (report.statuses[401] ?? 0);
        expect(reached).toBeGreaterThan(report.requests * 0.9);
      },
      TIMEOUT_MS,
    );
  });
});
