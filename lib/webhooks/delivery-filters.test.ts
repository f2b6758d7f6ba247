import { describe, expect, it } from "vitest";
import {
  deliveryViewSearch,
  hasFilters,
  parseDeliveryView,
  rangeBounds,
  rangeWindow,
} from "./delivery-filters";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("parseDeliveryView", () => {
  it("reads the filters and the selected delivery", () => {
    const view = parseDeliveryView(
      new URLSearchParams("status=failed&event_type=call.completed&range=7d&delivery=whd_1"),
    );
    expect(view).toEqual({
      status: "failed",
      eventType: "call.completed",
      range: { kind: "preset", preset: "7d" },
      delivery: "whd_1",
    });
  });

  it("falls back to no filter and the last 24 hours for unknown values", () => {
    expect(parseDeliveryView({ status: "weird", event_type: "x.y", range: "9y" })).toEqual({
      status: null,
      eventType: null,
      range: { kind: "preset", preset: "24h" },
      delivery: null,
    });
  });

  it("prefers a custom range and normalises its times", () => {
    const view = parseDeliveryView({ since: "2026-11-20T10:00:00+01:00", range: "1h" });
    expect(view.range).toEqual({ kind: "custom", since: "2026-11-20T09:00:00.000Z", until: null });
  });

  it("round-trips through the search string, leaving the defaults out", () => {
    const view = parseDeliveryView({ status: "pending", range: "24h" });
    expect(deliveryViewSearch(view)).toBe("?status=pending");
    expect(parseDeliveryView(new URLSearchParams(deliveryViewSearch(view).slice(1)))).toEqual(view);
    expect(deliveryViewSearch(parseDeliveryView({}))).toBe("");
    expect(hasFilters(parseDeliveryView({}))).toBe(false);
    expect(hasFilters(view)).toBe(true);
  });
});

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
