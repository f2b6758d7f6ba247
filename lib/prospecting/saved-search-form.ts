import type { ProspectingFiltersInput } from "@/contract/prospecting";
import type { CreateSavedSearchInput, SavedSearch } from "@/contract/saved-searches";
import { type SearchForm, toWireFilters, validPageSize } from "./search-form";
import { parseSearchUrl, type SearchUrlState } from "./search-params";

/**
 * A saved search as the page's state: its filters go through the same parser as a link, so a
 * saved search opens exactly as the link with those filters would.
 */
export function savedSearchState(saved: {
  id?: string;
  filters: SavedSearch["filters"];
  page_size?: number;
  auto_enrich?: boolean;
}): SearchUrlState {
  const params = new URLSearchParams();
  if (saved.id) params.set("saved", saved.id);
  for (const [name, value] of Object.entries(saved.filters)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === null || v === undefined || v === "") continue;
      params.append(name, typeof v === "string" ? v : String(v));
    }
  }
  if (saved.page_size !== undefined) params.set("page_size", String(saved.page_size));
  if (saved.auto_enrich === false) params.set("enrich", "0");
  return parseSearchUrl(params);
}

/**
 * The body that saves the builder's search. Only a valid form is saved, and a valid form's
 * wire filters are ProspectingFilters (the platform checks them again). A search is made
 * before any list is chosen, so it names none.
 */
export function savedSearchBody(form: SearchForm): Omit<CreateSavedSearchInput, "name"> {
  return {
    lead_list_id: null,
    filters: toWireFilters(form.filters) as ProspectingFiltersInput,
    page_size: validPageSize(form.page_size) ?? 25,
    auto_enrich: form.auto_enrich,
  };
}

/** The link that opens a saved search for anyone in the workspace. */
export const savedSearchHref = (id: string) => `/prospecting?saved=${encodeURIComponent(id)}`;
