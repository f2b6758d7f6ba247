import { describe, expect, it } from "vitest";
import { savedSearchBody, savedSearchState } from "./saved-search-form";
import { defaultSearchForm } from "./search-form";

describe("saved searches in the builder", () => {
  it("round-trips every kind of filter through a saved search", () => {
    const form = defaultSearchForm();
    form.filters.job_level = ["vp", "director"];
    form.filters.company_name = "Blue";
    form.filters.company_name_mode = "prefix";
    form.filters.employee_count_min = "50";
    form.filters.has_web_app = "yes";
    form.filters.has_cio = "no";
    form.page_size = "10";
    form.auto_enrich = false;
    const body = savedSearchBody(form);
    expect(body).toEqual({
      lead_list_id: null,
      filters: {
        job_level: ["vp", "director"],
        company_name: "Blue",
        company_name_mode: "prefix",
        employee_count_min: 50,
        has_web_app: true,
        has_cio: false,
      },
      page_size: 10,
      auto_enrich: false,
    });
    const state = savedSearchState({ id: "ss_1", ...body });
    // The address names the saved search that is open.
    expect(state.savedId).toBe("ss_1");
    expect(state.form).toEqual(form);
    expect(state.previewId).toBe(null);
  });

  it("opens a search saved before searches came first (with a list): the list plays no part", () => {
    const state = savedSearchState({
      filters: {},
      page_size: 25,
      auto_enrich: true,
    });
    expect(state.listId).toBe(null);
    expect(state.form).toEqual(defaultSearchForm());
  });
});
