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
 */

const SEED = 20261123;
const CASES_PER_OPERATION = 200;

const target = await startFuzzTarget();
afterAll(() => target.close());
// The platform logs each unexpected error with its stack; the findings below carry them.
vi.spyOn(console, "error").mockImplementation(() => {});

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

  for (const op of fuzzed.sort(
    (a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"),
  )) {
    it(`${op.method} ${op.path}`, async () => {
      const report = await runFuzz(target, {
        seed: SEED,
        casesPerOperation: CASES_PER_OPERATION,
        operations: (o) => o === op,
        documentedRefusals: DOCUMENTED_REFUSALS,
        shrinkBudget: 40,
      });
      expect(report.responsesValidated).toBe(CASES_PER_OPERATION + report.replaysChecked);
      expect(shown(report.failures), "5xx, non-JSON, undocumented responses, bad loc").toEqual([]);
      expect(shown(report.validRefused), "allowed by the document, refused").toEqual([]);
      expect(shown(report.invalidAccepted), "forbidden by the document, accepted").toEqual([]);
      // Most requests must get past authentication and rate limits to the handler.
      const reached = report.requests - (report.statuses[429] ?? 0) - (report.statuses[401] ?? 0);
      expect(reached).toBeGreaterThan(report.requests * 0.9);
    }, 60_000);
  }
});
