import { describe, expect, it } from "vitest";
import { FILTER_ARRAY_LIMITS, ProspectingFilters } from "@/contract/prospecting";
import { ARRAY_FILTERS, BOOLEAN_FILTERS, NUMBER_FILTERS, STRING_FILTERS } from "./filter-kinds";
import {
  activeFilters,
  defaultSearchForm,
  parseNumberText,
  type SearchForm,
  searchFormResolver,
  toPreviewBody,
  toWireFilters,
  validateSearchForm,
  validPageSize,
} from "./search-form";

function form(filters: Partial<SearchForm["filters"]> = {}, rest: Partial<SearchForm> = {}) {
  const base = defaultSearchForm();
  return { ...base, ...rest, filters: { ...base.filters, ...filters } };
}

describe("filter kinds", () => {
  it("put every member of ProspectingFilters in exactly one kind", () => {
    const kinds = [...ARRAY_FILTERS, ...STRING_FILTERS, ...NUMBER_FILTERS, ...BOOLEAN_FILTERS];
    expect(kinds.sort()).toEqual(Object.keys(ProspectingFilters.shape).sort());
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});

describe("toWireFilters", () => {
  it("sends nothing for an untouched builder", () => {
    expect(toPreviewBody(defaultSearchForm())).toEqual({
      filters: {},
      page_size: 25,
      auto_enrich: true,
    });
  });

  it("drops empty values and keeps the rest, typed for the wire", () => {
    const wire = toWireFilters(
      form({
        job_level: ["vp", "  ", " director "],
        crm_tech: [],
        company_name: "  Bluewave ",
        city: "   ",
        employee_count_min: " 200 ",
        revenue_max: "",
        min_network_growth_rate: "-2.5",
        has_web_app: "yes",
        has_cio: "no",
        has_ciso: "any",
      }).filters,
    );
    expect(wire).toEqual({
      job_level: ["vp", "director"],
      company_name: "Bluewave",
      employee_count_min: 200,
      min_network_growth_rate: -2.5,
      has_web_app: true,
      has_cio: false,
    });
  });

  it("sends company_name_mode only beside a name and when not the default", () => {
    expect(toWireFilters(form({ company_name_mode: "exact" }).filters)).toEqual({});
    expect(
      toWireFilters(form({ company_name: "a", company_name_mode: "contains" }).filters),
    ).toEqual({ company_name: "a" });
    expect(toWireFilters(form({ company_name: "a", company_name_mode: "prefix" }).filters)).toEqual(
      { company_name: "a", company_name_mode: "prefix" },
    );
  });

  it("sends job_title_mode only beside a title and when titles must match exactly", () => {
    expect(toWireFilters(form({ job_title_mode: "exact" }).filters)).toEqual({});
    expect(toWireFilters(form({ job_title: ["CTO"] }).filters)).toEqual({ job_title: ["CTO"] });
    expect(toWireFilters(form({ job_title: ["CTO"], job_title_mode: "exact" }).filters)).toEqual({
      job_title: ["CTO"],
      job_title_mode: "exact",
    });
    expect(activeFilters(form({ job_title: ["CTO"], job_title_mode: "exact" }).filters)).toEqual([
      "job_title",
    ]);
  });

  it("keeps a badly typed number as text so the schema can say what is wrong", () => {
    expect(parseNumberText("12a")).toBe("12a");
    expect(parseNumberText("1e3")).toBe(1000);
    expect(parseNumberText(" ")).toBeUndefined();
    expect(toWireFilters(form({ founded_on: "19x9" }).filters)).toEqual({ founded_on: "19x9" });
  });

  it("lists the filters that say something", () => {
    expect(
      activeFilters(form({ country: ["Germany"], company_name_mode: "exact" }).filters),
    ).toEqual(["country"]);
  });
});

describe("validateSearchForm: every limit from the contract", () => {
  it("accepts the defaults", () => {
    expect(validateSearchForm(defaultSearchForm())).toEqual([]);
  });

  it("flags an 11th crm_tech, a 201-character company_name, founded_on 1799, page_size 101", () => {
    const tools = Array.from({ length: FILTER_ARRAY_LIMITS.crm_tech + 1 }, (_, i) => `Tool ${i}`);
    const issues = validateSearchForm(
      form(
        { crm_tech: tools, company_name: "x".repeat(201), founded_on: "1799" },
        { page_size: "101" },
      ),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "filters.crm_tech", message: "Use at most 10 values." },
        { path: "filters.company_name", message: "Use at most 200 characters." },
        { path: "filters.founded_on", message: "Use a year from 1800 to 2100." },
        { path: "page_size", message: "Use a page_size from 1 to 100." },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it("puts a too-long chip on its array field, not on an index", () => {
    const issues = validateSearchForm(form({ job_title: ["ok", "y".repeat(201)] }));
    expect(issues).toEqual([{ path: "filters.job_title", message: "Use at most 200 characters." }]);
  });

  it("flags min above max on the min in plain words, even while another field is wrong", () => {
    const issues = validateSearchForm(
      form({ employee_count_min: "500", employee_count_max: "100", founded_on: "1700" }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          path: "filters.employee_count_min",
          message:
            "The lower bound of employees (500) is above the upper bound (100); lower the first or raise the second.",
        },
        { path: "filters.founded_on", message: "Use a year from 1800 to 2100." },
      ]),
    );
    expect(validateSearchForm(form({ revenue_min: "5", revenue_max: "5" }))).toEqual([]);
  });

  it("words the number errors the contract leaves to zod", () => {
    expect(validateSearchForm(form({ employee_count_min: "2.5", revenue_min: "lots" }))).toEqual([
      { path: "filters.employee_count_min", message: "Use a whole number." },
      { path: "filters.revenue_min", message: "Enter a number." },
    ]);
    expect(validateSearchForm(form({ employee_count_max: "-1" }))).toEqual([
      { path: "filters.employee_count_max", message: "Must be 0 or more." },
    ]);
  });

  it("checks the page size and the date and mode formats", () => {
    expect(validateSearchForm(form({}, { page_size: "" }))[0]?.path).toBe("page_size");
    expect(validateSearchForm(form({}, { page_size: "0" }))[0]?.path).toBe("page_size");
    expect(validateSearchForm(form({ funded_after: "2024-02-30" }))[0]?.path).toBe(
      "filters.funded_after",
    );
    expect(
      validateSearchForm(form({ company_name: "a", company_name_mode: "fuzzy" }))[0]?.path,
    ).toBe("filters.company_name_mode");
  });

  it("reads a valid page size, or null while the box is not one", () => {
    expect(validPageSize("50")).toBe(50);
    expect(validPageSize("")).toBeNull();
    expect(validPageSize("101")).toBeNull();
    expect(validPageSize("2.5")).toBeNull();
  });
});

describe("searchFormResolver", () => {
  it("answers react-hook-form with nested errors, or the values", async () => {
    const ok = defaultSearchForm();
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await searchFormResolver(ok, undefined, options)).toEqual({ values: ok, errors: {} });
    const bad = await searchFormResolver(form({ founded_on: "1799" }), undefined, options);
    expect(bad.errors).toEqual({
      filters: { founded_on: { type: "validation", message: "Use a year from 1800 to 2100." } },
    });
  });
});
