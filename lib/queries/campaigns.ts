import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  Campaign,
  CampaignFolder,
  type CreateCampaignBody,
  type CreateCampaignFolderBody,
  type UpdateCampaignBody,
} from "@/contract/campaigns";
import { offsetEnvelope } from "@/contract/envelopes";
import { apiFetch } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";
import { type CampaignAction, isRunning, LIVE_REFRESH_MS } from "../campaigns/lifecycle";

/** A campaign as the console reads it: a status it does not know yet is shown, not refused. */
export const CampaignRow = Campaign.extend({ status: z.string() });
export type CampaignRow = z.infer<typeof CampaignRow>;
const CampaignPage = offsetEnvelope(CampaignRow);
const FolderPage = offsetEnvelope(CampaignFolder);

export type CampaignFilter = { folderId: string; status: string; page: number; perPage: number };

/** Every campaign query's key, so a change invalidates exactly what it touched. */
export const campaignKeys = {
  all: ["campaigns"] as const,
  lists: () => [...campaignKeys.all, "list"] as const,
  list: (filter: CampaignFilter) => [...campaignKeys.lists(), filter] as const,
  details: () => [...campaignKeys.all, "detail"] as const,
  detail: (id: string) => [...campaignKeys.details(), id] as const,
  /** Everything read about one campaign: its enrollments, figures and activity. */
  of: (id: string) => [...campaignKeys.all, "of", id] as const,
  folders: () => [...campaignKeys.all, "folders"] as const,
};

export const campaignPath = (id: string) => `/api/public/campaigns/${encodeURIComponent(id)}`;

function getCampaigns(filter: CampaignFilter, signal?: AbortSignal) {
  const query = queryString({
    folder_id: filter.folderId || undefined,
    status: filter.status || undefined,
    page: filter.page,
    per_page: filter.perPage,
  });
  return apiFetch(`/api/public/campaigns${query}`, { schema: CampaignPage, signal });
}

/**
 * One page of campaigns; with `live`, read again while one of them runs, so a campaign that
 * finishes or is paused by the platform changes on screen.
 */
export function useCampaignsQuery(filter: CampaignFilter, { live = true } = {}) {
  return useQuery({
    queryKey: campaignKeys.list(filter),
    queryFn: ({ signal }) => getCampaigns(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      live && query.state.data?.items.some((c) => isRunning(c.status)) ? LIVE_REFRESH_MS : false,
  });
}

export function useCampaignQuery(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(campaignPath(id), { schema: CampaignRow, signal }),
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data.status) ? LIVE_REFRESH_MS : false,
  });
}

/** The workspace's folders (the first 100: the filter's and the create form's choices). */
export function useFoldersQuery() {
  return useQuery({
    queryKey: campaignKeys.folders(),
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/campaign-folders${queryString({ per_page: 100 })}`, {
        schema: FolderPage,
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useCreateFolderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: z.infer<typeof CreateCampaignFolderBody>;
      idempotencyKey: string;
    }) =>
      apiFetch("/api/public/campaign-folders", {
        method: "POST",
        body,
        idempotencyKey,
        schema: CampaignFolder,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.folders() }),
  });
}

export function useCreateCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCampaignBody; idempotencyKey: string }) =>
      apiFetch("/api/public/campaigns", {
        method: "POST",
        body,
        idempotencyKey,
        schema: CampaignRow,
      }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
}

/**
 * Launch, pause, resume or stop. A 409 (the campaign changed meanwhile) is shown in the
 * confirm dialog, and the campaign is read again either way so the page shows where it is.
 */
export function useCampaignActionMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, idempotencyKey }: { action: CampaignAction; idempotencyKey: string }) =>
      apiFetch(`${campaignPath(id)}/${action}`, {
        method: "POST",
        idempotencyKey,
        schema: CampaignRow,
      }),
    onSuccess: (campaign) => queryClient.setQueryData(campaignKeys.detail(id), campaign),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.of(id) }),
      ]),
  });
}

export function useDeleteCampaignMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(campaignPath(id), { method: "DELETE" }),
    // The deleted campaign's page is left at once; its own queries are only marked stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id), refetchType: "none" }),
      ]),
  });
}

/**
 * Saves an edited sequence. A 409 (a step some lead has run would move or go) is shown in
 * the dialog; the campaign and its figures are read again either way.
 */
export function useUpdateStepsMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpdateCampaignBody; idempotencyKey: string }) =>
      apiFetch(campaignPath(id), { method: "PATCH", body, idempotencyKey, schema: CampaignRow }),
    onSuccess: (campaign) => queryClient.setQueryData(campaignKeys.detail(id), campaign),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.of(id) }),
      ]),
  });
}

/** A new draft with the campaign's sequence; the lists show it at once. */
export function useCloneCampaignMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      apiFetch(`${campaignPath(id)}/clone`, {
        method: "POST",
        idempotencyKey,
        schema: CampaignRow,
      }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
}
