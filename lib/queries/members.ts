import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Member } from "@/contract/members";
import type { MemberStatus, Role } from "@/contract/roles";
import { apiFetch } from "../api-client";
import { apiKeyKeys } from "./api-keys";
import { auditKeys } from "./audit";

const MemberList = z.object({ items: z.array(Member) });

const memberKeys = {
  all: ["members"] as const,
  list: () => [...memberKeys.all, "list"] as const,
};

function getMembers(signal?: AbortSignal) {
  return apiFetch("/api/console/members", { schema: MemberList, signal });
}

export function useMembersQuery() {
  return useQuery({ queryKey: memberKeys.list(), queryFn: ({ signal }) => getMembers(signal) });
}

export type MemberChange = { role: Role } | { status: MemberStatus };

/** A role or status change; the keys the member created follow it, so their list is stale too. */
export function useUpdateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MemberChange }) =>
      apiFetch(`/api/console/members/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: change,
        schema: Member,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
