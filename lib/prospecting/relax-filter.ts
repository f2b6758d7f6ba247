import type { FilterWithout } from "@/contract/prospect-search";
import {
  DEFAULT_COMPANY_NAME_MODE,
  DEFAULT_JOB_TITLE_MODE,
  ProspectingFilters,
} from "@/contract/prospecting";
import { fieldOf } from "./filter-groups";
import { type FilterName, filterKind } from "./filter-kinds";
import { emptyFilters, type FiltersForm } from "./search-form";
import { valueLabel } from "./value-labels";

/** The builder's values after loosening one filter as the platform's breakdown did. */
export function relaxedFilters(filters: FiltersForm, filter: FilterName): FiltersForm {
  const next = { ...filters } as Record<string, unknown>;
  const empty = emptyFilters() as Record<string, unknown>;
  if (filter === "job_title_mode") next.job_title_mode = DEFAULT_JOB_TITLE_MODE;
  else if (filter === "company_name_mode") next.company_name_mode = DEFAULT_COMPANY_NAME_MODE;
  else {
    next[filter] = empty[filter];
    // A mode means nothing without its filter, and the breakdown dropped it too.
    if (filter === "job_title") next.job_title_mode = empty.job_title_mode;
    if (filter === "company_name") next.company_name_mode = empty.company_name_mode;
  }
  return next as FiltersForm;
}

const MAX_VALUES_SHOWN = 3;

/** What the filter holds now, in words: "VP, Director", "500", "yes". */
function currentText(filters: FiltersForm, filter: FilterName): string {
  const value = filters[filter as keyof FiltersForm];
  if (Array.isArray(value)) {
    const shown = value.filter((v) => v.trim() !== "").map((v) => valueLabel(filter, v));
    const more = shown.length - MAX_VALUES_SHOWN;
    return more > 0
      ? `${shown.slice(0, MAX_VALUES_SHOWN).join(", ")} and ${more} more`
      : shown.join(", ");
  }
  if (value === "yes" || value === "no" || value === "any") return value;
  return String(value).trim();
}

export type RelaxOffer = {
  filter: FilterName;
  /** "Job level: VP, Director". */
  what: string;
  /** The button: "Remove", "Widen", "Either", "Include similar titles". */
  action: string;
  /** "2,340", or "10,000+" when the count stopped at the limit. */
  count: number;
  exact: boolean;
};

const MODE_OFFERS: Partial<Record<FilterName, { what: string; action: string }>> = {
  job_title_mode: { what: "Job titles exactly as written", action: "Include similar titles" },
  company_name_mode: { what: "Company name matched strictly", action: "Match names containing it" },
};

/** A breakdown entry as the panel offers it, or null for a member the console doesn't know. */
export function relaxOffer(filters: FiltersForm, entry: FilterWithout): RelaxOffer | null {
  const name = entry.filter as FilterName;
  if (!(name in ProspectingFilters.shape)) return null;
  const mode = MODE_OFFERS[name];
  if (mode) return { filter: name, ...mode, count: entry.count, exact: entry.exact };
  const label = fieldOf(name)?.label ?? name;
  const kind = filterKind(name);
  const action = kind === "number" ? "Widen" : kind === "boolean" ? "Allow either" : "Remove";
  return {
    filter: name,
    what: `${label}: ${currentText(filters, name)}`,
    action,
    count: entry.count,
    exact: entry.exact,
  };
}
