import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { offsetEnvelope } from "@/contract/envelopes";
import {
  type CreateLeadListBody,
  LeadList,
  RemovedLeads,
  type UpdateLeadListBody,
} from "@/contract/lead-lists";
import { apiFetch } from "../api-client";
import { queryString } from "../query-client";
import { leadKeys } from "./leads";

const LeadListPage = offsetEnvelope(LeadList);

export const leadListKeys = {
  all: ["lead-lists"] as const,
  lists: () => [...leadListKeys.all, "list"] as const,
  list: (page: number, perPage: number) => [...leadListKeys.lists(), { page, perPage }] as const,
  details: () => [...leadListKeys.all, "detail"] as const,
  detail: (id: string) => [...leadListKeys.details(), id] as const,
};

function getLeadLists(page: number, perPage: number, signal?: AbortSignal) {
  return apiFetch(`/api/public/lead-lists${queryString({ page, per_page: perPage })}`, {
    schema: LeadListPage,
    signal,
  });
}

function getLeadList(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/public/lead-lists/${encodeURIComponent(id)}`, { schema: LeadList, signal });
}

export function useLeadListsQuery({ page, perPage }: { page: number; perPage: number }) {
  return useQuery({
    queryKey: leadListKeys.list(page, perPage),
    queryFn: ({ signal }) => getLeadLists(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeadListQuery(id: string) {
  return useQuery({
    queryKey: leadListKeys.detail(id),
    queryFn: ({ signal }) => getLeadList(id, signal),
  });
}

function createLeadList(body: CreateLeadListBody, idempotencyKey: string) {
  return apiFetch("/api/public/lead-lists", {
    method: "POST",
    body,
    idempotencyKey,
    schema: LeadList,
  });
}

/**
 * Creates a list. The caller supplies one Idempotency-Key per attempt in the dialog, so a
 * manual retry after a time-out cannot make a second list.
 */
export function useCreateLeadListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateLeadListBody; idempotencyKey: string }) =>
      createLeadList(body, idempotencyKey),
    onSuccess: (list) => {
      queryClient.setQueryData(leadListKeys.detail(list.id), list);
      return queryClient.invalidateQueries({ queryKey: leadListKeys.lists() });
    },
  });
}

const listPath = (id: string) => `/api/public/lead-lists/${encodeURIComponent(id)}`;

export function useUpdateLeadListMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeadListBody) =>
      apiFetch(listPath(id), { method: "PATCH", body, schema: LeadList }),
    onSuccess: (list) => {
      queryClient.setQueryData(leadListKeys.detail(list.id), list);
      return queryClient.invalidateQueries({ queryKey: leadListKeys.lists() });
    },
  });
}

export function useDeleteLeadListMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(listPath(id), { method: "DELETE" }),
    // The page of the deleted list is still on screen until the caller navigates away, so its
    // queries are only marked stale: refetching them now would flash a 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadListKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: leadListKeys.detail(id),
          refetchType: "none",
        }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists(), refetchType: "none" }),
      ]),
  });
}

export function useRemoveLeadsMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadIds: string[]) =>
      apiFetch(`${listPath(id)}/leads/remove`, {
        method: "POST",
        body: { lead_ids: leadIds },
        schema: RemovedLeads,
      }),
    onSuccess: ({ lead_list }) => {
      queryClient.setQueryData(leadListKeys.detail(id), lead_list);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadListKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
      ]);
    },
  });
}
