import {
  createLoader,
  createSerializer,
  type inferParserType,
  type LoaderInput,
  parseAsInteger,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs";
import {
  type ArrayFilter,
  type BooleanFilter,
  DEFAULT_COMPANY_NAME_MODE,
  DEFAULT_JOB_TITLE_MODE,
  ProspectingFilters,
} from "@/contract/prospecting";
import {
  ARRAY_FILTERS,
  BOOLEAN_FILTERS,
  type FilterName,
  filterKind,
  NUMBER_FILTERS,
  STRING_FILTERS,
} from "./filter-kinds";
import { validSort } from "./preview-sorts";
import {
  type BooleanChoice,
  DEFAULT_PAGE_SIZE,
  defaultSearchForm,
  type FiltersForm,
  type SearchForm,
} from "./search-form";

/**
 * The prospecting page in its address, on nuqs parsers, so a link, a reload and Back/Forward
 * reproduce it:
 *
 *   /prospecting?job_level=vp&job_level=director&employee_count_min=200&has_web_app=true
 *     &page_size=50&list=ll_1&preview=<uuid>&page=3&saved=ss_1
 *
 * - Filters use their wire names; only values that say something are written, arrays as
 *   repeated parameters. Values are written as typed, even invalid ones, so a link shows the
 *   same errors too.
 * - `page_size` and `enrich=0` only when not the console's defaults.
 * - `preview` names a preview of `list` (the list it ran on) whose filters are the ones in the
 *   address; opening such a link reads its stored result set, which never spends credits.
 *   `page` is written only with a preview and above 1.
 * - `saved` names the saved search that is open; a link with nothing else opens it.
 * - `sort` is the order a run asks for; `prospect` the result whose panel is open, on top of
 *   the preview's page.
 */
export type SearchUrlState = {
  form: SearchForm;
  listId: string | null;
  previewId: string | null;
  page: number;
  savedId: string | null;
  /** The result whose person and company panel is open (only with a preview). */
  prospectId?: string | null;
};

/** Keeps a hand-edited address from building a page no one could use. */
const MAX_VALUES_PER_FILTER = 100;
const MAX_TEXT_LENGTH = 1000;
const MAX_ID_LENGTH = 100;

/** The contract's order, so equal filters give equal text. */
const FILTER_ORDER = Object.keys(ProspectingFilters.shape) as FilterName[];
type StringOrNumber = Exclude<FilterName, ArrayFilter | BooleanFilter>;

const arrayParser = parseAsNativeArrayOf(parseAsString);
const booleanParser = parseAsStringLiteral(["true", "false"] as const);

function filterParsers() {
  const parsers = {} as Record<ArrayFilter, typeof arrayParser> &
    Record<BooleanFilter, typeof booleanParser> &
    Record<StringOrNumber, typeof parseAsString>;
  // In the contract's order, which is the order of the address's parameters.
  for (const name of FILTER_ORDER) {
    const kind = filterKind(name);
    (parsers as Record<FilterName, unknown>)[name] =
      kind === "array" ? arrayParser : kind === "boolean" ? booleanParser : parseAsString;
  }
  return parsers;
}

/** The page's one parser map: the filters, then the run settings and what is on screen. */
export const searchParsers = {
  ...filterParsers(),
  page_size: parseAsString,
  enrich: parseAsStringLiteral(["0"] as const),
  sort: parseAsString,
  list: parseAsString,
  preview: parseAsString,
  page: parseAsInteger.withDefault(1),
  saved: parseAsString,
  prospect: parseAsString,
};

export type SearchUrlValues = inferParserType<typeof searchParsers>;

const loadSearchParams = createLoader(searchParsers);
const serialize = createSerializer(searchParsers);

const clip = (text: string) => text.slice(0, MAX_TEXT_LENGTH);
const id = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_ID_LENGTH ? trimmed : null;
};
const text = (value: string | null) => (value !== null && value.trim() !== "" ? clip(value) : "");
const choice = (value: "true" | "false" | null): BooleanChoice =>
  value === "true" ? "yes" : value === "false" ? "no" : "any";

/** Unknown parameters are ignored and malformed ones fall back, so an old link still opens. */
export function fromUrlValues(values: SearchUrlValues): SearchUrlState {
  const form = defaultSearchForm();
  const filters = form.filters as Record<FilterName, FiltersForm[keyof FiltersForm]>;
  for (const name of ARRAY_FILTERS) {
    filters[name] = values[name]
      .map(clip)
      .filter((v) => v.trim() !== "")
      .slice(0, MAX_VALUES_PER_FILTER);
  }
  for (const name of BOOLEAN_FILTERS) filters[name] = choice(values[name]);
  for (const name of [...STRING_FILTERS, ...NUMBER_FILTERS] as StringOrNumber[]) {
    const value = text(values[name]);
    if (value !== "") filters[name] = value;
  }
  const pageSize = text(values.page_size);
  if (pageSize !== "") form.page_size = pageSize;
  form.auto_enrich = values.enrich !== "0";
  form.sort = validSort(values.sort);
  const previewId = id(values.preview);
  return {
    form,
    listId: id(values.list),
    previewId,
    page: previewId && values.page > 1 ? values.page : 1,
    savedId: id(values.saved),
    // Left out rather than null when absent, so a state without a panel reads back the same.
    prospectId: (previewId && id(values.prospect)) || undefined,
  };
}

function filterValues(filters: FiltersForm) {
  const values: Record<string, string[] | string | null> = {};
  for (const name of FILTER_ORDER) {
    const value = filters[name];
    if (Array.isArray(value)) values[name] = value.filter((v) => v.trim() !== "");
    else if (filterKind(name) === "boolean") {
      values[name] = value === "yes" ? "true" : value === "no" ? "false" : null;
    } else values[name] = value.trim() === "" ? null : value;
  }
  const mode = filters.company_name_mode.trim().toLowerCase();
  if (mode === DEFAULT_COMPANY_NAME_MODE || mode === "") values.company_name_mode = null;
  const titleMode = filters.job_title_mode.trim().toLowerCase();
  if (titleMode === DEFAULT_JOB_TITLE_MODE || titleMode === "") values.job_title_mode = null;
  return values as Partial<SearchUrlValues>;
}

/** The address's values for a state: nulls and defaults are left out of the address. */
export function toUrlValues(state: SearchUrlState): SearchUrlValues {
  const pageSize = state.form.page_size.trim();
  return {
    ...(filterValues(state.form.filters) as SearchUrlValues),
    page_size: pageSize === String(DEFAULT_PAGE_SIZE) ? null : pageSize,
    enrich: state.form.auto_enrich ? null : "0",
    sort: state.form.sort || null,
    list: state.previewId ? state.listId : null,
    preview: state.previewId,
    page: state.previewId ? state.page : 1,
    saved: state.savedId,
    prospect: state.previewId ? (state.prospectId ?? null) : null,
  };
}

/** `?…` for a state, or "" for the blank page. */
export function searchUrlQuery(state: SearchUrlState): string {
  return serialize(toUrlValues(state));
}

/** A state from an address's query: URLSearchParams, "?…" text, or Next's searchParams record. */
export function parseSearchUrl(search: LoaderInput): SearchUrlState {
  return fromUrlValues(loadSearchParams(search));
}

/** Whether two builders hold the same search (what a link would reproduce). */
export function sameFilters(a: FiltersForm, b: FiltersForm): boolean {
  return serialize(filterValues(a)) === serialize(filterValues(b));
}

/** The search alone (filters, page size, enrichment) as text: equal text, equal search. */
export function searchText(form: SearchForm): string {
  return searchUrlQuery({ form, listId: null, previewId: null, page: 1, savedId: null });
}

/**
 * The page that keeps the first result of the current page in view when the page size
 * changes: row 51 is on page 3 at 25 a page and on page 2 at 50.
 */
export function pageKeepingFirstRow(page: number, oldSize: number, newSize: number): number {
  const firstRow = (page - 1) * oldSize;
  return Math.floor(firstRow / newSize) + 1;
}
