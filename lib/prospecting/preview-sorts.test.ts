import { describe, expect, it } from "vitest";
import { SORT_LABELS, sortingOfSort, sortOfSorting } from "./preview-sorts";

describe("sort headers and the preview's sort", () => {
  it("turn into each other for every sort the platform takes", () => {
    for (const sort of Object.keys(SORT_LABELS).filter(Boolean)) {
      expect(sortOfSorting(sortingOfSort(sort))).toBe(sort);
    }
    expect(sortingOfSort("-seniority")).toEqual([{ id: "job_level", desc: true }]);
    expect(sortingOfSort("employee_count")).toEqual([{ id: "employee_count", desc: false }]);
  });

  it("leave out what the platform cannot order by", () => {
    expect(sortingOfSort("")).toEqual([]);
    expect(sortingOfSort("job_title")).toEqual([]);
    expect(sortOfSorting([{ id: "job_title", desc: false }])).toBe("");
    expect(sortOfSorting([])).toBe("");
  });
});
