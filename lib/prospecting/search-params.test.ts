import { describe, expect, it } from "vitest";
import { defaultSearchForm, type SearchForm } from "./search-form";
import {
  pageKeepingFirstRow,
  parseSearchUrl,
  type SearchUrlState,
  sameFilters,
  searchText,
  searchUrlQuery,
} from "./search-params";

function state(
  overrides: Partial<SearchUrlState> = {},
  filters: Partial<SearchForm["filters"]> = {},
) {
  const form = defaultSearchForm();
  return {
    listId: null,
    previewId: null,
    page: 1,
    savedId: null,
    ...overrides,
    form: { ...form, ...overrides.form, filters: { ...form.filters, ...filters } },
  } satisfies SearchUrlState;
}

describe("searchUrlQuery", () => {
  it("is empty for the blank page", () => {
    expect(searchUrlQuery(state())).toBe("");
  });

  it("writes only what says something, arrays as repeated parameters", () => {
    const query = searchUrlQuery(
      state(
        { listId: "ll_1", previewId: "p-1", page: 3, savedId: "ss_1" },
        {
          job_level: ["vp", "director"],
          company_name: "Blue wave",
          company_name_mode: "contains",
          employee_count_min: "200",
          has_web_app: "yes",
          has_cio: "no",
          has_ciso: "any",
        },
      ),
    );
    expect(query).toBe(
      "?company_name=Blue+wave&employee_count_min=200&has_cio=false&has_web_app=true&job_level=vp&job_level=director&list=ll_1&preview=p-1&page=3&saved=ss_1",
    );
    // The list is the preview's: without a preview it says nothing.
    expect(searchUrlQuery(state({ listId: "ll_1" }))).toBe("");
  });

  it("writes a page size and enrichment only when not the defaults, a page only with a preview", () => {
    const form = { ...defaultSearchForm(), page_size: "50", auto_enrich: false };
    expect(searchUrlQuery(state({ form, page: 4 }))).toBe("?page_size=50&enrich=0");
    expect(searchUrlQuery(state({ previewId: "p", page: 1 }))).toBe("?preview=p");
  });
});

describe("parseSearchUrl", () => {
  it.each<[string, Partial<SearchForm["filters"]>]>([
    ["a list with a comma in a value", { crm_tech: ["Salesforce", "HubSpot, Inc."] }],
    ["text beyond ASCII", { city: "São Paulo" }],
    [
      "text with & and =, and its match mode",
      { company_name: "a&b=c", company_name_mode: "prefix" },
    ],
    ["a whole number", { founded_on: "1999" }],
    ["a negative number", { min_network_growth_rate: "-3" }],
    ["a no", { is_network_url_claimed: "no" }],
  ])("round-trips %s", (_, filters) => {
    const original = state(
      { listId: "ll_9", previewId: "0b9d", page: 2, savedId: "ss_2" },
      filters,
    );
    const query = searchUrlQuery(original);
    expect(parseSearchUrl(new URLSearchParams(query))).toEqual(original);
  });

  it("keeps invalid values, so a link shows the same errors", () => {
    const parsed = parseSearchUrl({ founded_on: "1799", page_size: "101", crm_tech: ["a", "b"] });
    expect(parsed.form.filters.founded_on).toBe("1799");
    expect(parsed.form.filters.crm_tech).toEqual(["a", "b"]);
    expect(parsed.form.page_size).toBe("101");
  });

  it("ignores unknown parameters and falls back for malformed ones", () => {
    const parsed = parseSearchUrl(
      new URLSearchParams(`nope=1&has_cio=maybe&page=-2&list=&saved=&preview=${"x".repeat(101)}`),
    );
    expect(parsed).toEqual(state());
  });

  it("caps what a hand-made address can put in", () => {
    const many = new URLSearchParams();
    for (let i = 0; i < 150; i++) many.append("job_title", `t${i}`);
    many.set("industry", "i".repeat(5000));
    const parsed = parseSearchUrl(many);
    expect(parsed.form.filters.job_title).toHaveLength(100);
    expect(parsed.form.filters.industry).toHaveLength(1000);
  });
});

describe("Back, Forward and reload", () => {
  it("a page of a preview survives the text of its address", () => {
    const shown = state({ listId: "ll_1", previewId: "p", page: 4 }, { country: ["DE", "FR"] });
    const reloaded = parseSearchUrl(searchUrlQuery(shown));
    expect(reloaded).toEqual(shown);
    // A page without its preview means nothing and is dropped.
    expect(parseSearchUrl("?page=3").page).toBe(1);
  });
});

describe("comparing and paging", () => {
  it("tells equal searches apart from different ones", () => {
    const a = state({}, { job_level: ["vp"] }).form.filters;
    const b = state({}, { job_level: ["vp"], company_name_mode: "contains" }).form.filters;
    const c = state({}, { job_level: ["vp", "cto"] }).form.filters;
    expect(sameFilters(a, b)).toBe(true);
    expect(sameFilters(a, c)).toBe(false);
    expect(searchText({ ...defaultSearchForm(), filters: a })).toBe("?job_level=vp");
  });

  it("keeps the first row in view when the page size changes", () => {
    expect(pageKeepingFirstRow(3, 25, 50)).toBe(2);
    expect(pageKeepingFirstRow(2, 50, 10)).toBe(6);
    expect(pageKeepingFirstRow(1, 25, 100)).toBe(1);
  });
});

describe("the order and the open panel in the address", () => {
  it("keeps a sort and a prospect panel on top of a preview's page, and drops them otherwise", () => {
    const state = parseSearchUrl(
      "?sort=-employee_count&list=ll_1&preview=p&page=2&prospect=pros_9",
    );
    expect(state.form.sort).toBe("-employee_count");
    expect(state).toMatchObject({ previewId: "p", page: 2, prospectId: "pros_9" });
    expect(searchUrlQuery(state)).toBe(
      "?sort=-employee_count&list=ll_1&preview=p&page=2&prospect=pros_9",
    );
    expect(parseSearchUrl("?sort=size&prospect=pros_9")).toMatchObject({
      form: { sort: "" },
      prospectId: undefined,
    });
  });
});
