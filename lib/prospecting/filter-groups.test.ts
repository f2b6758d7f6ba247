import { describe, expect, it } from "vitest";
import { ProspectingFilters } from "@/contract/prospecting";
import { FILTER_GROUPS, groupOf } from "./filter-groups";
import { describeBounds, NUMBER_BOUNDS } from "./filter-kinds";

describe("filter groups", () => {
  it("offer every filter of the contract exactly once", () => {
    const names = FILTER_GROUPS.flatMap((g) => g.fields.map((f) => f.name));
    expect([...names].sort()).toEqual(Object.keys(ProspectingFilters.shape).sort());
    expect(new Set(names).size).toBe(names.length);
    expect(groupOf("crm_tech")).toBe("technology");
  });
});

describe("number bounds come from the contract", () => {
  it("reads integer-ness and bounds through the JSON Schema", () => {
    expect(NUMBER_BOUNDS.founded_on).toEqual({ integer: true, minimum: 1800, maximum: 2100 });
    expect(NUMBER_BOUNDS.employee_count_min).toEqual({
      integer: true,
      minimum: 0,
      maximum: 2_147_483_647,
    });
    expect(NUMBER_BOUNDS.revenue_max).toEqual({ integer: false, minimum: 0, maximum: 1e15 });
    expect(NUMBER_BOUNDS.min_network_growth_rate).toEqual({
      integer: false,
      minimum: -1e6,
      maximum: 1e6,
    });
    expect(describeBounds(NUMBER_BOUNDS.founded_on)).toBe("A whole number from 1800 to 2100.");
    expect(describeBounds(NUMBER_BOUNDS.employee_count_min)).toBe(
      "A whole number from 0 to 2147483647.",
    );
  });
});
