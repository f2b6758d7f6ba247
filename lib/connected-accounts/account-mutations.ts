import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConnectAccountBody, PatchAccountBody } from "@/contract/connected-accounts";
import { apiFetch } from "@/lib/api-client";
import { campaignKeys } from "@/lib/queries/campaigns";
import { accountKeys } from "@/lib/queries/channel-assignments";
import { AccountListRow } from "../queries/connected-accounts";

const ACCOUNTS = "/api/public/connected-accounts";

/**
 * After any change to an account: the accounts read again, and every campaign's launch
 * readiness and sending accounts with them (a paused account can stop a launch).
 */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    ]);
}

/** Connects a (simulated) mailbox or professional-network account. */
export function useConnectAccountMutation() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ConnectAccountBody; idempotencyKey: string }) =>
      apiFetch(ACCOUNTS, { method: "POST", body, idempotencyKey, schema: AccountListRow }),
    onSuccess: () => refresh(),
  });
}

/** Pauses or resumes an account, or changes its daily limit or name. */
export function useUpdateAccountMutation(accountId: string) {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PatchAccountBody; idempotencyKey: string }) =>
      apiFetch(`${ACCOUNTS}/${encodeURIComponent(accountId)}`, {
        method: "PATCH",
        body,
        idempotencyKey,
        schema: AccountListRow,
      }),
    onSuccess: () => refresh(),
  });
}
