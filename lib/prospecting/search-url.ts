import { DEFAULT_COMPANY_NAME_MODE, ProspectingFilters } from "@/contract/prospecting";
import { pageParam } from "@/lib/format";
import { type FilterName, filterKind } from "./filter-kinds";
import {
  type BooleanChoice,
  DEFAULT_PAGE_SIZE,
  defaultSearchForm,
  type FiltersForm,
  type SearchForm,
} from "./search-form";

/**
 * The prospecting page in its address, so a link reproduces it:
 *
 *   /prospecting?list=ll_1&job_level=vp&job_level=director&employee_count_min=200
 *     &has_web_app=true&page_size=50&preview=<uuid>&page=3
 *
 * - Filters use their wire names; only values that say something are written (an empty
 *   string, [] and "any" are left out), arrays as repeated parameters.
 * - `page_size` and `enrich=0` only when not the console's defaults; `page` only above 1.
 * - `preview` names a preview of `list` whose filters are the ones in the address. Opening
 *   such a link reads that preview's stored result set with GET, which never spends credits;
 *   without `preview`, the builder is filled in and nothing runs until Run is pressed.
 *
 * Values are written as typed, even invalid ones, so a link shows the same errors too.
 */
export type SearchUrlState = {
  listId: string | null;
  form: SearchForm;
  previewId: string | null;
  page: number;
};

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** Keeps a hand-edited address from building a page no one could use. */
const MAX_VALUES_PER_FILTER = 100;
const MAX_TEXT_LENGTH = 1000;
const MAX_ID_LENGTH = 100;

const FILTER_ORDER = Object.keys(ProspectingFilters.shape) as FilterName[];

function all(params: Params, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(params: Params, name: string): string | null {
  return all(params, name)[0] ?? null;
}

const clip = (text: string) => text.slice(0, MAX_TEXT_LENGTH);

function idParam(params: Params, name: string): string | null {
  const value = first(params, name)?.trim();
  return value && value.length <= MAX_ID_LENGTH ? value : null;
}

function booleanParam(value: string | null): BooleanChoice {
  if (value === "true") return "yes";
  if (value === "false") return "no";
  return "any";
}

/** Unknown parameters are ignored and malformed ones fall back, so an old link still opens. */
export function parseSearchUrl(params: Params): SearchUrlState {
  const form = defaultSearchForm();
  const filters = form.filters as Record<FilterName, FiltersForm[keyof FiltersForm]>;
  for (const name of FILTER_ORDER) {
    const kind = filterKind(name);
    if (kind === "array") {
      filters[name] = all(params, name)
        .map(clip)
        .filter((v) => v.trim() !== "")
        .slice(0, MAX_VALUES_PER_FILTER);
    } else if (kind === "boolean") {
      filters[name] = booleanParam(first(params, name));
    } else {
      const value = first(params, name);
      if (value !== null && value.trim() !== "") filters[name] = clip(value);
    }
  }
  const pageSize = first(params, "page_size");
  if (pageSize !== null && pageSize.trim() !== "") form.page_size = clip(pageSize);
  form.auto_enrich = first(params, "enrich") !== "0";

  return {
    listId: idParam(params, "list"),
    form,
    previewId: idParam(params, "preview"),
    page: pageParam(first(params, "page") ?? undefined),
  };
}

/** The filter parameters alone, in a fixed order: equal filters give equal text. */
export function filtersSearch(filters: FiltersForm): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_ORDER) {
    const value = filters[name];
    if (Array.isArray(value)) {
      for (const item of value) if (item.trim() !== "") search.append(name, item);
    } else if (value === "yes" || value === "no") {
      search.set(name, value === "yes" ? "true" : "false");
    } else if (value === "any") {
      // the default of a boolean filter: nothing to say
    } else if (name === "company_name_mode") {
      if (value.trim().toLowerCase() !== DEFAULT_COMPANY_NAME_MODE && value.trim() !== "") {
        search.set(name, value);
      }
    } else if (value.trim() !== "") {
      search.set(name, value);
    }
  }
  return search;
}

/** Whether two builders hold the same search (what a link would reproduce). */
export function sameFilters(a: FiltersForm, b: FiltersForm): boolean {
  return filtersSearch(a).toString() === filtersSearch(b).toString();
}

/** `?list=…&<filters>&page_size=…&enrich=0&preview=…&page=…`, or "" for the blank page. */
export function searchUrlQuery(state: SearchUrlState): string {
  const search = new URLSearchParams();
  if (state.listId) search.set("list", state.listId);
  for (const [name, value] of filtersSearch(state.form.filters)) search.append(name, value);
  if (state.form.page_size.trim() !== String(DEFAULT_PAGE_SIZE)) {
    search.set("page_size", state.form.page_size.trim());
  }
  if (!state.form.auto_enrich) search.set("enrich", "0");
  if (state.previewId) {
    search.set("preview", state.previewId);
    if (state.page > 1) search.set("page", String(state.page));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The page that keeps the first result of the current page in view when the page size
 * changes: row 51 is on page 3 at 25 a page and on page 2 at 50.
 */
export function pageKeepingFirstRow(page: number, oldSize: number, newSize: number): number {
  const firstRow = (page - 1) * oldSize;
  return Math.floor(firstRow / newSize) + 1;
}
