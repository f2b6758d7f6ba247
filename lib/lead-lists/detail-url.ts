import { createSerializer } from "nuqs";
import { LEAD_SORT_COLUMNS, type LeadSort, type LeadSortColumn } from "@/contract/lead-lists";
import { type ColumnSort, pageParam, sortParam, textParam } from "@/lib/url-state/list-params";

/** The lead-list page's address: `?q=ada&sort=name&page=3`; defaults are left out. */
export const LEAD_LIST_VIEW_PARAMS = {
  q: textParam,
  sort: sortParam(LEAD_SORT_COLUMNS).withDefault({ id: "created_at", desc: true }),
  page: pageParam,
};

export type LeadListView = {
  q: string;
  sort: ColumnSort<LeadSortColumn>;
  page: number;
};

const serialize = createSerializer(LEAD_LIST_VIEW_PARAMS);

/** The address of a view of the list, for links (pagination, “first page”). */
export function leadListHref(id: string, view: Partial<LeadListView>): string {
  return serialize(`/lead-lists/${encodeURIComponent(id)}`, view);
}

/** The platform's `sort` value: the column, with a leading minus for descending. */
export const toLeadSort = (sort: ColumnSort<LeadSortColumn>): LeadSort =>
  sort.desc ? `-${sort.id}` : sort.id;
