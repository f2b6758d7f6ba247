import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./delivery-filters";
import {
  DEFAULT_SORT,
  deliveryViewSearch,
  filtersOf,
  loadDeliveryView,
  stateForFilters,
} from "./delivery-view";

describe("loadDeliveryView", () => {
  it("reads filters, sort, page and the open delivery", () => {
    const view = loadDeliveryView(
      new URLSearchParams(
        "status=failed&event_type=call.completed&range=7d&sort=duration&cursor=abc&delivery=whd_1&q=%20Thursday%20&lead_id=lead_1&campaign_id=",
      ),
    );
    expect(view).toEqual({
      status: "failed",
      eventType: "call.completed",
      range: "7d",
      since: null,
      until: null,
      q: "Thursday",
      leadId: "lead_1",
      campaignId: null,
      sort: { id: "duration", desc: false },
      cursor: "abc",
      delivery: "whd_1",
    });
  });

  it("reads unknown values as not set: no filter, the last 24 hours, newest first", () => {
    const view = loadDeliveryView({
      status: "weird",
      event_type: "x.y",
      range: "9y",
      sort: "-payload",
    });
    expect(view).toMatchObject({ status: null, eventType: null, range: "24h", sort: DEFAULT_SORT });
    expect(filtersOf(view)).toEqual(NO_FILTERS);
  });

  it("prefers a custom range and normalises its times to UTC", () => {
    const view = loadDeliveryView({ since: "2026-11-20T10:00:00+01:00", range: "1h", until: "no" });
    expect(filtersOf(view).range).toEqual({
      kind: "custom",
      since: "2026-11-20T09:00:00.000Z",
      until: null,
    });
  });
});

describe("deliveryViewSearch", () => {
  it("leaves the defaults out, so the plain page has a plain link", () => {
    expect(deliveryViewSearch({})).toBe("");
    expect(deliveryViewSearch({ range: "24h", sort: DEFAULT_SORT, status: null })).toBe("");
  });

  it("round-trips through the URL", () => {
    const view = loadDeliveryView({
      status: "pending",
      event_type: "lead.enriched",
      since: "2026-11-20T09:00:00.000Z",
      sort: "event",
      cursor: "c_2",
    });
    const search = deliveryViewSearch(view);
    expect(search).toContain("event_type=lead.enriched");
    expect(search).toContain("sort=event");
    expect(loadDeliveryView(new URLSearchParams(search.slice(1)))).toEqual(view);
  });
});

describe("stateForFilters", () => {
  it("starts again at the newest page and clears a custom range for a preset", () => {
    expect(
      stateForFilters({
        ...NO_FILTERS,
        status: "failed",
        range: { kind: "preset", preset: "7d" },
        leadId: "lead_1",
      }),
    ).toEqual({
      status: "failed",
      eventType: null,
      range: "7d",
      since: null,
      until: null,
      q: null,
      leadId: "lead_1",
      campaignId: null,
      cursor: null,
    });
  });

  it("keeps a custom range's ends, and filtersOf reads them back", () => {
    const range = { kind: "custom", since: "2026-11-20T09:00:00.000Z", until: null } as const;
    const state = stateForFilters({ ...NO_FILTERS, range });
    expect(state).toMatchObject({ since: range.since, until: null, cursor: null });
    expect(filtersOf({ ...loadDeliveryView({}), ...state }).range).toEqual(range);
  });
});
