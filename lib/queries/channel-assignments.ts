import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ChannelAssignments,
  ConnectedAccount,
  type PutChannelAssignmentsBody,
} from "@/contract/connected-accounts";
import { offsetEnvelope } from "@/contract/envelopes";
import { PhoneCapabilities } from "@/contract/phone-numbers";
import { apiFetch } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";
import { campaignKeys, campaignPath } from "./campaigns";

/**
 * An account as the console reads it: a channel or status it does not know yet is shown, and
 * an upstream that does not say a number's capabilities (a platform addition) still lists it.
 */
export const AccountRow = ConnectedAccount.extend({
  channel: z.string(),
  status: z.string(),
  capabilities: PhoneCapabilities.nullable().optional(),
});
export type AccountRow = z.infer<typeof AccountRow>;
const AccountPage = offsetEnvelope(AccountRow);
const AssignmentItem = z.object({
  channel: z.string(),
  account_id: z.string(),
  account: AccountRow,
});

/**
 * A campaign's assignments as the console reads them, in either of the platform's forms: with the
 * accounts (admins and owners) or, since connected accounts are an admin area, only which
 * channels are assigned (`assignments` null). An upstream from before `channels` sends the
 * accounts alone; which channels are assigned follows from them.
 */
export const AssignmentsRow = z
  .object({
    campaign_id: ChannelAssignments.shape.campaign_id,
    channels: z.array(z.object({ channel: z.string(), assigned: z.boolean() })).optional(),
    assignments: z.array(AssignmentItem).optional(),
  })
  .refine((row) => row.channels !== undefined || row.assignments !== undefined, {
    message: "The answer names neither channels nor assignments.",
  })
  .transform((row) => ({
    campaign_id: row.campaign_id,
    assignedChannels: row.channels
      ? row.channels.filter((c) => c.assigned).map((c) => c.channel)
      : [...new Set(row.assignments?.map((a) => a.channel))],
    assignments: row.assignments ?? null,
  }));
export type AssignmentsRow = z.output<typeof AssignmentsRow>;

export const accountKeys = {
  all: ["connected-accounts"] as const,
  assignments: (campaignId: string) => [...campaignKeys.of(campaignId), "assignments"] as const,
};

/** Every account the workspace sends from (admins only, by the spec's creator rule). */
export function useConnectedAccountsQuery(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/connected-accounts${queryString({ per_page: 100 })}`, {
        schema: AccountPage,
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

export function useAssignmentsQuery(campaignId: string) {
  return useQuery({
    queryKey: accountKeys.assignments(campaignId),
    queryFn: ({ signal }) =>
      apiFetch(`${campaignPath(campaignId)}/channel-assignments`, {
        schema: AssignmentsRow,
        signal,
      }),
  });
}

export function usePutAssignmentsMutation(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: PutChannelAssignmentsBody;
      idempotencyKey: string;
    }) =>
      apiFetch(`${campaignPath(campaignId)}/channel-assignments`, {
        method: "PUT",
        body,
        idempotencyKey,
        schema: AssignmentsRow,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.assignments(campaignId), saved);
      // Its launch readiness and the accounts' campaign uses follow the assignments.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.of(campaignId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
