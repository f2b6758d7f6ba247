import { useQuery } from "@tanstack/react-query";
import { Me } from "@/contract/members";
import { apiFetch } from "../api-client";

export const meKeys = {
  all: ["me"] as const,
  current: () => [...meKeys.all, "current"] as const,
};

function getMe(signal?: AbortSignal) {
  return apiFetch("/api/console/me", { schema: Me, signal });
}

/** The signed-in member; the console layout seeds it from the server render. */
export function useMeQuery(initialData?: Me) {
  return useQuery({
    queryKey: meKeys.current(),
    queryFn: ({ signal }) => getMe(signal),
    initialData,
    staleTime: 60_000,
  });
}
