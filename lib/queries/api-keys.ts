import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ApiKey,
  ConsoleKeyMarker,
  ConsoleKeyRolled,
  type CreateApiKeyBody,
  CreatedApiKey,
  type RollApiKeyBody,
} from "@/contract/api-keys";
import { KeyUsage } from "@/contract/key-usage";
import { apiFetch } from "../api-client";
import { auditKeys } from "./audit";

const ApiKeyList = z.object({ items: z.array(ApiKey) });

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
  consoleKey: () => [...apiKeyKeys.all, "console-key"] as const,
  usage: (id: string) => [...apiKeyKeys.all, "usage", id] as const,
};

function getApiKeys(signal?: AbortSignal) {
  return apiFetch("/api/console/api-keys", { schema: ApiKeyList, signal });
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });
}

function getKeyUsage(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/console/api-keys/${encodeURIComponent(id)}/usage`, {
    schema: KeyUsage,
    signal,
  });
}

/** One key's usage; counts reach the platform's database a few seconds after each request. */
export function useKeyUsageQuery(id: string) {
  return useQuery({
    queryKey: apiKeyKeys.usage(id),
    queryFn: ({ signal }) => getKeyUsage(id, signal),
  });
}

function getConsoleKeyMarker(signal?: AbortSignal) {
  return apiFetch("/api/console-key", { schema: ConsoleKeyMarker, signal });
}

/** Which key is the console's own; it changes when it is rolled or an operator replaces it. */
export function useConsoleKeyQuery() {
  return useQuery({
    queryKey: apiKeyKeys.consoleKey(),
    queryFn: ({ signal }) => getConsoleKeyMarker(signal),
    staleTime: 5 * 60_000,
  });
}

const keyPath = (id: string, action: "revoke" | "roll") =>
  `/api/console/api-keys/${encodeURIComponent(id)}/${action}`;

/**
 * A created or rolled key's value must not outlive the dialog that shows it: the mutation is
 * dropped from the cache as soon as the caller resets it (gcTime 0), and only the key's
 * metadata, never the value, goes into the list's cache.
 */
const SECRET_MUTATION = { gcTime: 0 } as const;

function useInvalidateKeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateApiKeyMutation() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: (body: CreateApiKeyBody) =>
      apiFetch("/api/console/api-keys", { method: "POST", body, schema: CreatedApiKey }),
    onSettled: invalidate,
  });
}

export function useRollApiKeyMutation() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: ({ id, body }: { id: string; body: RollApiKeyBody }) =>
      apiFetch(keyPath(id, "roll"), { method: "POST", body, schema: CreatedApiKey }),
    onSettled: invalidate,
  });
}

export function useRevokeApiKeyMutation() {
  const invalidate = useInvalidateKeys();
  return useMutation({
    mutationFn: (id: string) => apiFetch(keyPath(id, "revoke"), { method: "POST", schema: ApiKey }),
    onSettled: invalidate,
  });
}

/** Revokes the console's own key with the console's own operation (never the generic one). */
export function useRevokeConsoleKeyMutation() {
  const invalidate = useInvalidateKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/console-key/revoke", { method: "POST", schema: ApiKey }),
    onSettled: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: apiKeyKeys.consoleKey() }),
      ]),
  });
}

/** Rolls the console's own key; the console switches to the replacement, whose value stays on the server. */
export function useRollConsoleKeyMutation() {
  const invalidate = useInvalidateKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RollApiKeyBody) =>
      apiFetch("/api/console-key/roll", { method: "POST", body, schema: ConsoleKeyRolled }),
    onSettled: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: apiKeyKeys.consoleKey() }),
      ]),
  });
}
