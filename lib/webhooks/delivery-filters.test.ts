import { describe, expect, it } from "vitest";
import { hasFilters, NO_FILTERS, rangeBounds, rangeWindow } from "./delivery-filters";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("rangeBounds and rangeWindow", () => {
  it("measures a preset back from now", () => {
    expect(rangeBounds({ kind: "preset", preset: "1h" }, NOW)).toEqual({
      since: "2026-11-22T11:00:00.000Z",
    });
  });

  it("passes a custom range on and closes an open end at now", () => {
    const range = { kind: "custom", since: "2026-11-22T00:00:00.000Z", until: null } as const;
    expect(rangeBounds(range, NOW)).toEqual({ since: "2026-11-22T00:00:00.000Z" });
    expect(rangeWindow(range, NOW)).toEqual({ start: Date.UTC(2026, 10, 22), end: NOW });
  });
});

describe("hasFilters", () => {
  it("is false only for every status and event type over the last 24 hours", () => {
    const none = NO_FILTERS;
    expect(hasFilters(none)).toBe(false);
    expect(hasFilters({ ...none, q: "Thursday" })).toBe(true);
    expect(hasFilters({ ...none, leadId: "lead_1" })).toBe(true);
    expect(hasFilters({ ...none, campaignId: "cmp_1" })).toBe(true);
    expect(hasFilters({ ...none, status: "pending" })).toBe(true);
    expect(hasFilters({ ...none, range: { kind: "preset", preset: "7d" } })).toBe(true);
    expect(hasFilters({ ...none, range: { kind: "custom", since: null, until: null } })).toBe(true);
  });
});
