import type { SortingState } from "@tanstack/react-table";
import { PREVIEW_SORTS, type PreviewSort, type PreviewSortField } from "@/contract/prospect-search";

/** How each order of the result set is offered; "" is the platform's own (corpus) order. */
export const SORT_LABELS: Record<PreviewSort | "", string> = {
  "": "Default order",
  "-seniority": "Most senior first",
  seniority: "Least senior first",
  "-employee_count": "Largest companies first",
  employee_count: "Smallest companies first",
  "-funded_at": "Most recently funded first",
  funded_at: "Earliest funded first",
  "-monthly_web_traffic": "Most web traffic first",
  monthly_web_traffic: "Least web traffic first",
};

export const SORT_CHOICES: readonly (PreviewSort | "")[] = ["", ...PREVIEW_SORTS];

/** A sort from the address or a form: one the platform takes, else none. */
export function validSort(value: string | null | undefined): PreviewSort | "" {
  return (PREVIEW_SORTS as readonly string[]).includes(value ?? "") ? (value as PreviewSort) : "";
}

/** The result columns the platform can order by, and the sort field each one is. */
export const SORT_FIELD_OF_COLUMN: Readonly<Record<string, PreviewSortField>> = {
  job_level: "seniority",
  employee_count: "employee_count",
  funded_at: "funded_at",
  monthly_web_traffic: "monthly_web_traffic",
};

/** A preview's sort as the table's sorting state (its column, descending or not). */
export function sortingOfSort(sort: string | null | undefined): SortingState {
  const valid = validSort(sort);
  if (!valid) return [];
  const desc = valid.startsWith("-");
  const field = desc ? valid.slice(1) : valid;
  const column = Object.keys(SORT_FIELD_OF_COLUMN).find((c) => SORT_FIELD_OF_COLUMN[c] === field);
  return column ? [{ id: column, desc }] : [];
}

/** The table's sorting state as a preview's sort; "" for none or a column it cannot sort. */
export function sortOfSorting(sorting: SortingState): PreviewSort | "" {
  const [first] = sorting;
  const field = first ? SORT_FIELD_OF_COLUMN[first.id] : undefined;
  return field ? validSort(`${first?.desc ? "-" : ""}${field}`) : "";
}
