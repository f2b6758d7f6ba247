import type { FieldErrors, Resolver } from "react-hook-form";
import { type PreviewSort, ProspectSearchPreviewRequest } from "@/contract/prospect-search";
import {
  type ArrayFilter,
  type BooleanFilter,
  DEFAULT_COMPANY_NAME_MODE,
  DEFAULT_JOB_TITLE_MODE,
  FILTER_RANGES,
  ProspectingFilters,
  type StringFilter,
} from "@/contract/prospecting";
import {
  ARRAY_FILTERS,
  BOOLEAN_FILTERS,
  type FilterName,
  NUMBER_FILTERS,
  type NumberFilter,
  STRING_FILTERS,
} from "./filter-kinds";
import { plainMessage } from "./plain-messages";

/**
 * The filter builder's own shape: what the controls hold, not what the wire carries. Numbers
 * are the text typed (so "12a" can be shown and flagged), booleans are any / yes / no, and
 * nothing is ever null. `toPreviewBody` turns it into the request body; the contract's
 * schemas judge that body, so every limit lives in `contract/` only.
 */
export type BooleanChoice = "any" | "yes" | "no";
export const BOOLEAN_CHOICES: readonly BooleanChoice[] = ["any", "yes", "no"];

export type FiltersForm = { [K in ArrayFilter]: string[] } & { [K in StringFilter]: string } & {
  [K in NumberFilter]: string;
} & { [K in BooleanFilter]: BooleanChoice };

export type SearchForm = {
  filters: FiltersForm;
  /** Typed text; valid from 1 to 100 (the contract's PAGE_SIZE_RANGE). */
  page_size: string;
  auto_enrich: boolean;
  /** The order of the result set; "" leaves it to the platform (the corpus order). */
  sort: PreviewSort | "";
};

/**
 * The console asks for 25 results a page by default, not the API's 100: with enrichment on,
 * every result of the first page costs a credit.
 */
export const DEFAULT_PAGE_SIZE = 25;

export function emptyFilters(): FiltersForm {
  const filters: Record<string, unknown> = {};
  for (const name of ARRAY_FILTERS) filters[name] = [];
  for (const name of STRING_FILTERS) filters[name] = "";
  for (const name of NUMBER_FILTERS) filters[name] = "";
  for (const name of BOOLEAN_FILTERS) filters[name] = "any";
  filters.company_name_mode = DEFAULT_COMPANY_NAME_MODE;
  filters.job_title_mode = DEFAULT_JOB_TITLE_MODE;
  return filters as FiltersForm;
}

export function defaultSearchForm(): SearchForm {
  return {
    filters: emptyFilters(),
    page_size: String(DEFAULT_PAGE_SIZE),
    auto_enrich: true,
    sort: "",
  };
}

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A typed number as the wire's number; "" is no value. Anything else stays text, so the
 * contract's schema rejects it and the person sees why.
 */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return PLAIN_NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * Filters as sent. A number the person typed badly stays text, so the contract's schema
 * refuses it and the field says why; a valid form holds only what ProspectingFilters accepts.
 */
export type WireFilters = Partial<Record<FilterName, string[] | string | number | boolean>>;

/** The request body of a preview, as the Run button sends it and the request panel shows it. */
export type PreviewBody = {
  filters: WireFilters;
  page_size: number | string;
  auto_enrich: boolean;
  sort?: PreviewSort;
};

/**
 * The filters as the request body carries them: every empty value dropped ([] / "" / any),
 * strings and array values trimmed, and each mode (company_name_mode, job_title_mode) only
 * beside the filter it qualifies and when it is not the default.
 */
export function toWireFilters(form: FiltersForm): WireFilters {
  const wire: WireFilters = {};
  for (const name of ARRAY_FILTERS) {
    const values = form[name].map((v) => v.trim()).filter((v) => v !== "");
    if (values.length > 0) wire[name] = values;
  }
  for (const name of STRING_FILTERS) {
    const value = form[name].trim();
    if (value !== "") wire[name] = value;
  }
  const mode = form.company_name_mode.trim();
  if (wire.company_name === undefined || mode.toLowerCase() === DEFAULT_COMPANY_NAME_MODE) {
    delete wire.company_name_mode;
  }
  const titleMode = form.job_title_mode.trim();
  if (wire.job_title === undefined || titleMode.toLowerCase() === DEFAULT_JOB_TITLE_MODE) {
    delete wire.job_title_mode;
  }
  for (const name of NUMBER_FILTERS) {
    const value = parseNumberText(form[name]);
    if (value !== undefined) wire[name] = value;
  }
  for (const name of BOOLEAN_FILTERS) {
    if (form[name] !== "any") wire[name] = form[name] === "yes";
  }
  return wire;
}

/** The exact body the Run button sends: filters, page_size, auto_enrich, and sort when set. */
export function toPreviewBody(form: SearchForm): PreviewBody {
  return {
    filters: toWireFilters(form.filters),
    // An empty box stays "", so the schema names the field rather than a default hiding it.
    page_size: parseNumberText(form.page_size) ?? "",
    auto_enrich: form.auto_enrich,
    ...(form.sort ? { sort: form.sort } : {}),
  };
}

/** A valid page size from the form, or null; for reading pages while the box is mid-edit. */
export function validPageSize(text: string): number | null {
  const value = parseNumberText(text);
  if (value === undefined) return null;
  const parsed = ProspectSearchPreviewRequest.shape.page_size.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type FormIssue = { path: string; message: string };

type ZodIssueLike = {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  input?: unknown;
};

/** Friendlier words for the two zod defaults the contract leaves unworded. */
function messageOf(issue: ZodIssueLike): string {
  if (issue.code === "invalid_type" && issue.expected === "int") return "Use a whole number.";
  if (issue.code === "invalid_type" && issue.expected === "number") return "Enter a number.";
  return issue.message;
}

/**
 * A form path for an issue: an issue inside an array filter (one value too long) belongs to
 * the whole chip input, so its index is dropped.
 */
function pathOf(issuePath: PropertyKey[]): string {
  const parts = issuePath.map(String);
  if (parts[0] === "filters" && parts.length > 2) return parts.slice(0, 2).join(".");
  return parts.join(".");
}

/**
 * Every problem with the search, judged by the contract's own schemas: the whole request
 * through ProspectSearchPreviewRequest, and each min/max pair through ProspectingFilters on
 * its own, so "min above max" shows even while another field has an error (zod skips an
 * object's refinements once any member fails).
 */
export function validateSearchForm(form: SearchForm): FormIssue[] {
  const body = toPreviewBody(form);
  const issues: FormIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    issues.push({ path, message: plainMessage(path, message, body.filters) });
  };

  const parsed = ProspectSearchPreviewRequest.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    add(pathOf(issue.path), messageOf(issue as ZodIssueLike));
  }
  for (const [min, max] of FILTER_RANGES) {
    const pair = { [min]: body.filters[min] ?? null, [max]: body.filters[max] ?? null };
    const ranged = ProspectingFilters.safeParse(pair);
    for (const issue of ranged.success ? [] : ranged.error.issues) {
      if (issue.code === "custom") add(pathOf(["filters", ...issue.path]), issue.message);
    }
  }
  return issues;
}

/** The issues as react-hook-form's nested errors. */
function toFieldErrors(issues: FormIssue[]): FieldErrors<SearchForm> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const parts = path.split(".");
    let node = errors;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) ?? "root"] = { type: "validation", message };
  }
  return errors as FieldErrors<SearchForm>;
}

export const searchFormResolver: Resolver<SearchForm> = (values) => {
  const issues = validateSearchForm(values);
  return issues.length === 0
    ? { values, errors: {} }
    : { values: {}, errors: toFieldErrors(issues) };
};

/** Members that only say how another filter compares; they are no filter of their own. */
const MODES: FilterName[] = ["company_name_mode", "job_title_mode"];

/** Counts the filters that say something, for a group's heading or the page's summary. */
export function activeFilters(form: FiltersForm): string[] {
  return Object.keys(toWireFilters(form)).filter((name) => !(MODES as string[]).includes(name));
}
