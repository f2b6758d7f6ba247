import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type CreateSavedSearchInput, SavedSearch } from "@/contract/saved-searches";
import { apiFetch } from "../api-client";

const SavedSearchList = z.object({ items: z.array(SavedSearch) });

const savedSearchKeys = {
  all: ["saved-searches"] as const,
  list: () => [...savedSearchKeys.all, "list"] as const,
  one: (id: string) => [...savedSearchKeys.all, "one", id] as const,
};

const path = (id?: string) =>
  id ? `/api/console/saved-searches/${encodeURIComponent(id)}` : "/api/console/saved-searches";

export function useSavedSearchesQuery(enabled = true) {
  return useQuery({
    queryKey: savedSearchKeys.list(),
    queryFn: enabled
      ? ({ signal }) => apiFetch(path(), { schema: SavedSearchList, signal })
      : skipToken,
  });
}

export function useSavedSearchQuery(id: string | null) {
  return useQuery({
    queryKey: savedSearchKeys.one(id ?? ""),
    queryFn: id ? ({ signal }) => apiFetch(path(id), { schema: SavedSearch, signal }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useInvalidateOnSettled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}

export function useCreateSavedSearchMutation() {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: (body: CreateSavedSearchInput) =>
      apiFetch(path(), { method: "POST", body, schema: SavedSearch }),
    onSettled,
  });
}

export function useUpdateSavedSearchMutation() {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & Partial<CreateSavedSearchInput>) =>
      apiFetch(path(id), { method: "PATCH", body, schema: SavedSearch }),
    onSettled,
  });
}

export function useDeleteSavedSearchMutation() {
  const onSettled = useInvalidateOnSettled();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id), { method: "DELETE" }),
    onSettled,
  });
}
