import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Member } from "@/contract/members";
import { apiFetch } from "../api-client";

export const MemberList = z.object({ items: z.array(Member) });

export const memberKeys = {
  all: ["members"] as const,
  list: () => [...memberKeys.all, "list"] as const,
};

export function getMembers(signal?: AbortSignal) {
  return apiFetch("/api/console/members", { schema: MemberList, signal });
}

export function useMembersQuery() {
  return useQuery({ queryKey: memberKeys.list(), queryFn: ({ signal }) => getMembers(signal) });
}
