import { describe, expect, it } from "vitest";
import { runCost } from "./run-cost";
import { findPastRun, rememberRun, runKey } from "./run-history";

describe("runCost", () => {
  it("is a credit per result of the first page with enrichment, nothing without", () => {
    expect(runCost({ autoEnrich: true, pageSize: 25, matches: null })).toEqual({
      credits: 25,
      exact: false,
    });
    expect(runCost({ autoEnrich: true, pageSize: 25, matches: 7 })).toEqual({
      credits: 7,
      exact: true,
    });
    expect(runCost({ autoEnrich: true, pageSize: 50, matches: 378 })).toEqual({
      credits: 50,
      exact: true,
    });
    expect(runCost({ autoEnrich: false, pageSize: 50, matches: 378 })).toEqual({
      credits: 0,
      exact: true,
    });
  });
});

describe("run history", () => {
  function memoryStore() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  }

  it("finds a run by its exact list and body, and nothing else", () => {
    const store = memoryStore();
    const key = runKey("ll_1", '{"filters":{},"page_size":25,"auto_enrich":true}');
    rememberRun(store, key, { previewId: "p1", at: 1, totalMatches: 3 });
    expect(findPastRun(store, key)?.previewId).toBe("p1");
    expect(
      findPastRun(store, runKey("ll_2", '{"filters":{},"page_size":25,"auto_enrich":true}')),
    ).toBe(null);
    expect(
      findPastRun(store, runKey("ll_1", '{"filters":{},"page_size":10,"auto_enrich":true}')),
    ).toBe(null);
  });

  it("keeps the newest 50", () => {
    const store = memoryStore();
    for (let i = 0; i < 60; i++)
      rememberRun(store, `k${i}`, { previewId: `p${i}`, at: i, totalMatches: 0 });
    expect(findPastRun(store, "k9")).toBe(null);
    expect(findPastRun(store, "k10")?.previewId).toBe("p10");
    expect(findPastRun(store, "k59")?.previewId).toBe("p59");
  });

  it("copes with a store that holds garbage or refuses", () => {
    expect(findPastRun({ getItem: () => "{not json", setItem: () => {} }, "k")).toBe(null);
    expect(() =>
      rememberRun(
        {
          getItem: () => null,
          setItem: () => {
            throw new Error("full");
          },
        },
        "k",
        { previewId: "p", at: 1, totalMatches: 1 },
      ),
    ).not.toThrow();
  });
});
