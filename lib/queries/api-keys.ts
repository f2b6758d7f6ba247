import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiKey } from "@/contract/api-keys";
import { apiFetch } from "../api-client";

export const ApiKeyList = z.object({ items: z.array(ApiKey) });

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};

export function getApiKeys(signal?: AbortSignal) {
  return apiFetch("/api/console/api-keys", { schema: ApiKeyList, signal });
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });
}
