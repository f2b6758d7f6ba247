import {
  keepPreviousData,
  type QueryClient,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type CreateDoNotContactBody,
  DoNotContactCreated,
  DoNotContactEntry,
} from "@/contract/do-not-contact";
import { offsetEnvelope } from "@/contract/envelopes";
import { apiFetch } from "@/lib/api-client";
import { getLeads, leadKeys } from "@/lib/queries/leads";
import { queryString } from "@/lib/query-client";
import { leadsStoppedBy } from "../campaigns/stopped-leads";
import { campaignKeys } from "./campaigns";

const DncPage = offsetEnvelope(DoNotContactEntry);

export type DncFilter = { type: string; page: number; perPage: number };

const dncKeys = {
  all: ["do-not-contact"] as const,
  lists: () => [...dncKeys.all, "list"] as const,
  list: (filter: DncFilter) => [...dncKeys.lists(), filter] as const,
  stopped: (entryId: string) => [...dncKeys.all, "stopped", entryId] as const,
};

export function useDncQuery(filter: DncFilter) {
  return useQuery({
    queryKey: dncKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/public/do-not-contact${queryString({
          type: filter.type || undefined,
          page: filter.page,
          per_page: filter.perPage,
        })}`,
        { schema: DncPage, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * What an entry changes, read again: the list itself, and the leads and campaigns its job
 * marks dnc and ends (once when the entry is added, again when its job has finished).
 */
export function invalidateDncEffects(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dncKeys.all }),
    queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  ]);
}

/** Adds an entry; the answer carries the job that applies it to the leads already there. */
export function useAddDncMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: CreateDoNotContactBody;
      idempotencyKey: string;
    }) =>
      apiFetch("/api/public/do-not-contact", {
        method: "POST",
        body,
        idempotencyKey,
        schema: DoNotContactCreated,
      }),
    onSuccess: () => invalidateDncEffects(queryClient),
  });
}

export function useRemoveDncMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/public/do-not-contact/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dncKeys.all }),
  });
}

/**
 * The leads an entry stopped: the workspace's leads it matches whose status is dnc, found
 * through the leads search (a GET: free). Phone numbers are not among a lead's searchable
 * fields, so a phone entry has none to show (null).
 */
export function useStoppedLeadsQuery(entry: DoNotContactEntry | null) {
  const searchable = entry && entry.type !== "phone" ? entry : null;
  return useQuery({
    queryKey: entry ? dncKeys.stopped(entry.id) : dncKeys.all,
    queryFn: searchable
      ? async ({ signal }) => {
          const page = await getLeads({ q: searchable.value, page: 1, perPage: 100 }, signal);
          return leadsStoppedBy(searchable, page.items);
        }
      : skipToken,
  });
}
