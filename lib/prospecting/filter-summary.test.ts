import { describe, expect, it } from "vitest";
import { filterSummary } from "./filter-summary";

describe("a saved search's filters in words", () => {
  it("names each filter by its label, with labelled values", () => {
    expect(
      filterSummary({ job_level: ["vp", "c_suite"], employee_count_min: 200, has_web_app: true }),
    ).toBe("Job level: VP, C-suite · Employees, at least: 200 · Has a web app: yes");
  });

  it("shortens long lists and says when there are no filters", () => {
    expect(filterSummary({ country: ["A", "B", "C", "D", "E"] })).toBe(
      "Country: A, B, C and 2 more",
    );
    expect(filterSummary({})).toBe("No filters: every prospect");
    expect(filterSummary({ city: "", state: [] })).toBe("No filters: every prospect");
  });
});
