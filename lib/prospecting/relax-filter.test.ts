import { describe, expect, it } from "vitest";
import { relaxedFilters, relaxOffer } from "./relax-filter";
import { emptyFilters, type FiltersForm, toWireFilters } from "./search-form";

const filters = (values: Partial<FiltersForm>): FiltersForm => ({ ...emptyFilters(), ...values });

describe("relaxedFilters", () => {
  const search = filters({
    job_title: ["VP Sales"],
    job_title_mode: "exact",
    job_level: ["vp"],
    employee_count_min: "500",
    has_web_app: "yes",
    company_name: "Acme",
    company_name_mode: "exact",
  });

  it("removes a list, a bound or a yes/no, leaving the rest", () => {
    expect(toWireFilters(relaxedFilters(search, "employee_count_min"))).toEqual({
      job_title: ["VP Sales"],
      job_title_mode: "exact",
      job_level: ["vp"],
      has_web_app: true,
      company_name: "Acme",
      company_name_mode: "exact",
    });
    expect(toWireFilters(relaxedFilters(search, "has_web_app"))).not.toHaveProperty("has_web_app");
    expect(toWireFilters(relaxedFilters(search, "job_level"))).not.toHaveProperty("job_level");
  });

  it("drops a filter's mode with it, and turns a strict mode to its default", () => {
    const withoutTitle = toWireFilters(relaxedFilters(search, "job_title"));
    expect(withoutTitle).not.toHaveProperty("job_title");
    expect(relaxedFilters(search, "job_title").job_title_mode).toBe("similar");
    expect(relaxedFilters(search, "company_name").company_name_mode).toBe("contains");
    const similar = toWireFilters(relaxedFilters(search, "job_title_mode"));
    expect(similar.job_title).toEqual(["VP Sales"]);
    expect(similar).not.toHaveProperty("job_title_mode");
    expect(toWireFilters(relaxedFilters(search, "company_name_mode"))).not.toHaveProperty(
      "company_name_mode",
    );
  });
});

describe("relaxOffer", () => {
  const search = filters({
    job_level: ["vp", "c_suite", "director", "manager"],
    employee_count_min: "500",
    has_web_app: "no",
  });

  it("says what the filter holds and how it loosens", () => {
    expect(relaxOffer(search, { filter: "job_level", count: 12, exact: true })).toEqual({
      filter: "job_level",
      what: "Job level: VP, C-suite, Director and 1 more",
      action: "Remove",
      count: 12,
      exact: true,
    });
    expect(
      relaxOffer(search, { filter: "employee_count_min", count: 10_000, exact: false }),
    ).toMatchObject({ what: "Employees, at least: 500", action: "Widen", exact: false });
    expect(relaxOffer(search, { filter: "has_web_app", count: 3, exact: true })).toMatchObject({
      what: "Has a web app: no",
      action: "Allow either",
    });
    expect(relaxOffer(search, { filter: "job_title_mode", count: 3, exact: true })).toMatchObject({
      action: "Include similar titles",
    });
  });
});
