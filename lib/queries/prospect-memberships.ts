import { skipToken, useQuery } from "@tanstack/react-query";
import { ProspectMemberships } from "@/contract/prospect-memberships";
import { apiFetch } from "../api-client";
import { prospectSearchKeys } from "./prospect-search";

const prospectMembershipKeys = {
  all: [...prospectSearchKeys.all, "memberships"] as const,
  detail: (prospectId: string) => [...prospectMembershipKeys.all, prospectId] as const,
};

function getProspectMemberships(prospectId: string, signal?: AbortSignal) {
  return apiFetch(`/api/public/prospects/${encodeURIComponent(prospectId)}/memberships`, {
    schema: ProspectMemberships,
    signal,
  });
}

/** The lists and campaigns of the workspace a prospect is in (the person panel). */
export function useProspectMembershipsQuery(prospectId: string | null) {
  return useQuery({
    queryKey: prospectId ? prospectMembershipKeys.detail(prospectId) : prospectMembershipKeys.all,
    queryFn: prospectId ? ({ signal }) => getProspectMemberships(prospectId, signal) : skipToken,
  });
}
