import {
  DEFAULT_LEAD_SORT,
  LEAD_SORTS,
  type LeadSort,
  type LeadSortColumn,
} from "@/contract/lead-lists";

/** What the lead-list page shows, as its address records it. */
export type LeadListView = { page: number; q: string; sort: LeadSort };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A sort from the address; anything the platform would not accept falls back to the default. */
export function sortParam(value: string | string[] | undefined): LeadSort {
  const text = first(value);
  return (LEAD_SORTS as readonly string[]).includes(text ?? "")
    ? (text as LeadSort)
    : DEFAULT_LEAD_SORT;
}

export function searchParam(value: string | string[] | undefined): string {
  return (first(value) ?? "").trim().slice(0, 200);
}

/** The address of a view of the list; defaults are left out so the plain address stays plain. */
export function leadListHref(id: string, view: LeadListView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.sort !== DEFAULT_LEAD_SORT) params.set("sort", view.sort);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return `/lead-lists/${encodeURIComponent(id)}${query ? `?${query}` : ""}`;
}

export function sortColumnOf(sort: LeadSort): { column: LeadSortColumn; descending: boolean } {
  const descending = sort.startsWith("-");
  return { column: (descending ? sort.slice(1) : sort) as LeadSortColumn, descending };
}

/**
 * Clicking a column sorts by it; clicking it again turns the order around. Dates start with
 * the newest, words with A.
 */
export function nextLeadSort(current: LeadSort, column: LeadSortColumn): LeadSort {
  const { column: now, descending } = sortColumnOf(current);
  if (now === column) return descending ? column : `-${column}`;
  return column === "created_at" ? "-created_at" : column;
}
