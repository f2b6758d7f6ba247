import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { offsetEnvelope } from "@/contract/envelopes";
import { Lead, type LeadSort } from "@/contract/lead-lists";
import { apiFetch } from "../api-client";
import { queryString } from "../query-client";

/** The console shows a status it does not know yet rather than failing the whole page. */
export const LeadRow = Lead.extend({ status: z.string() });
export type LeadRow = z.infer<typeof LeadRow>;
const LeadPage = offsetEnvelope(LeadRow);

export type LeadsFilter = {
  leadListId?: string;
  q?: string;
  sort?: LeadSort;
  page: number;
  perPage: number;
};

export const leadKeys = {
  all: ["leads"] as const,
  lists: () => [...leadKeys.all, "list"] as const,
  list: (filter: LeadsFilter) => [...leadKeys.lists(), filter] as const,
};

export function getLeads(
  { leadListId, q, sort, page, perPage }: LeadsFilter,
  signal?: AbortSignal,
) {
  const query = queryString({
    lead_list_id: leadListId,
    q: q || undefined,
    sort,
    page,
    per_page: perPage,
  });
  return apiFetch(`/api/public/leads${query}`, { schema: LeadPage, signal });
}

export function useLeadsQuery(filter: LeadsFilter) {
  return useQuery({
    queryKey: leadKeys.list(filter),
    queryFn: ({ signal }) => getLeads(filter, signal),
    placeholderData: keepPreviousData,
  });
}
