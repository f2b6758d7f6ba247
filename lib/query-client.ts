import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError, NETWORK_ERROR_STATUS } from "./api-client";

/**
 * Queries are reads: a 4xx is an answer, not a hiccup, so it is never retried; a 5xx or a
 * lost connection is retried once. Mutations are writes and are never retried, since a
 * write that timed out may still have run.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiRequestError)) return false;
  if (error.isWrite) return false;
  return error.status === NETWORK_ERROR_STATUS || error.status >= 500;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** `?a=1&b=2` from the defined values, or "" when there are none. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
