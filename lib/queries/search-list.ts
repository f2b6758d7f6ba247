import { skipToken, useQuery } from "@tanstack/react-query";
import { LeadList } from "@/contract/lead-lists";
import { apiFetch } from "../api-client";

const searchListKeys = { all: ["search-list"] as const };

/**
 * The workspace's list that the console's previews run on (the spec scopes a preview to a
 * lead list; people choose the list their leads go to at import). The platform makes it the
 * first time and returns the same one after, so asking again, or twice at once, is safe. Only
 * those who may run a preview ask.
 */
export function useSearchListQuery(enabled: boolean) {
  return useQuery({
    queryKey: searchListKeys.all,
    queryFn: enabled
      ? ({ signal }) =>
          apiFetch("/api/console/prospecting/search-list", {
            method: "POST",
            schema: LeadList,
            signal,
          })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
