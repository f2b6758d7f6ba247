import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  AccountCampaignUse,
  type AccountChannel,
  type ConnectAccountBody,
  ConnectedAccountListItem,
  type PatchAccountBody,
} from "@/contract/connected-accounts";
import { offsetEnvelope } from "@/contract/envelopes";
import { PhoneCapabilities } from "@/contract/phone-numbers";
import { apiFetch } from "@/lib/api-client";
import { campaignKeys } from "@/lib/queries/campaigns";
import { accountKeys } from "@/lib/queries/channel-assignments";
import { queryString } from "@/lib/query-client";

/**
 * An account as the page reads it, leniently: a channel, status or campaign state it does not
 * know yet is shown as it is, and an upstream without the platform's additions (capabilities,
 * campaign uses, defaults, today's sends) still lists its accounts.
 */
export const AccountListRow = ConnectedAccountListItem.extend({
  channel: z.string(),
  status: z.string(),
  capabilities: PhoneCapabilities.nullable().optional(),
  campaign_uses: z
    .array(AccountCampaignUse.extend({ channel: z.string(), campaign_status: z.string() }))
    .default([]),
  campaign_use_count: z.number().int().default(0),
  default_for: z.array(z.string()).default([]),
  sent_today: z.number().int().nullable().default(null),
});
export type AccountListRow = z.infer<typeof AccountListRow>;
const AccountListPage = offsetEnvelope(AccountListRow);

export type AccountsFilter = { channel: AccountChannel | ""; page: number; perPage: number };

const accountPageKey = (filter: AccountsFilter) => [...accountKeys.all, "page", filter] as const;

/** A page of the workspace's accounts (admins only, by the spec's creator rule). */
export function useAccountsPageQuery(filter: AccountsFilter) {
  return useQuery({
    queryKey: accountPageKey(filter),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/public/connected-accounts${queryString({
          channel: filter.channel || undefined,
          page: filter.page,
          per_page: filter.perPage,
        })}`,
        { schema: AccountListPage, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

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
