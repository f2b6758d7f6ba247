import { describe, expect, it } from "vitest";
import { pageContactsText, runCost, runCostText } from "./run-cost";
import { findPastRun, rememberRun, runKey } from "./run-history";

describe("runCost", () => {
  it("is a credit per result of the first page with enrichment, nothing without", () => {
    expect(runCost({ autoEnrich: true, pageSize: 25, matches: null })).toMatchObject({
      credits: 25,
      exact: false,
    });
    expect(runCost({ autoEnrich: true, pageSize: 25, matches: 7 })).toMatchObject({
      credits: 7,
      exact: true,
    });
    expect(runCost({ autoEnrich: true, pageSize: 50, matches: 378 })).toMatchObject({
      credits: 50,
      exact: true,
    });
    expect(runCost({ autoEnrich: false, pageSize: 50, matches: 378 })).toMatchObject({
      enriching: false,
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

describe("runCost with what the workspace has paid for", () => {
  it("counts only the unpaid results, and never says enrichment is off while it is on", () => {
    const paidFor = runCost({ autoEnrich: true, pageSize: 6, matches: 46, unpaid: 0 });
    expect(paidFor).toEqual({ enriching: true, credits: 0, exact: true, alreadyPaid: 6 });
    expect(runCostText(paidFor)).toBe(
      "Free: the workspace has already paid for every result on the first page a run shows",
    );
    const some = runCost({ autoEnrich: true, pageSize: 12, matches: 46, unpaid: 6 });
    expect(runCostText(some)).toBe("Costs 6 credits (6 already paid for)");
    expect(runCostText(runCost({ autoEnrich: true, pageSize: 12, matches: 0, unpaid: 0 }))).toBe(
      "Free: no results to enrich",
    );
    expect(runCostText(runCost({ autoEnrich: true, pageSize: 25, matches: null }))).toBe(
      "Costs up to 25 credits",
    );
    expect(runCostText(runCost({ autoEnrich: false, pageSize: 25, matches: 3 }))).toBe(
      "Free: enrichment is off",
    );
  });
});

describe("pageContactsText", () => {
  const paid = { enriched: true };
  const unpaid = { enriched: false };
  it("says what is true of the page on screen, whatever the next run would cost", () => {
    expect(pageContactsText([])).toBe("");
    expect(pageContactsText([paid, paid])).toBe(
      "All 2 results on this page show contact details: the workspace has paid for them.",
    );
    expect(pageContactsText([unpaid, unpaid, unpaid])).toBe(
      "None of the 3 results on this page is enriched: their contact details are not paid for yet.",
    );
    expect(pageContactsText([paid, unpaid, unpaid])).toBe(
      "1 of the 3 results on this page shows contact details (paid for); 2 are not enriched yet.",
    );
    expect(pageContactsText([unpaid])).toBe(
      "The result on this page is not enriched: its contact details are not paid for yet.",
    );
  });
});
