import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type PutSendingDefaultsBody, SendingDefault } from "@/contract/connected-accounts";
import { apiFetch } from "@/lib/api-client";
import { AccountRow, accountKeys } from "@/lib/queries/channel-assignments";
import { useRefreshAccounts } from "./connected-accounts";

/** The defaults as the console reads them: an account it does not fully know is still shown. */
export const DefaultsRow = z.object({
  defaults: z.array(SendingDefault.extend({ channel: z.string(), account: AccountRow.nullable() })),
});
export type DefaultsRow = z.infer<typeof DefaultsRow>;

const DEFAULTS = "/api/public/connected-accounts/defaults";
const defaultsKey = [...accountKeys.all, "defaults"] as const;

/** The workspace's default sending account per step channel (admins only, as every account). */
export function useSendingDefaultsQuery(enabled = true) {
  return useQuery({
    queryKey: defaultsKey,
    queryFn: ({ signal }) => apiFetch(DEFAULTS, { schema: DefaultsRow, signal }),
    enabled,
  });
}

export function usePutSendingDefaultsMutation() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: PutSendingDefaultsBody;
      idempotencyKey: string;
    }) => apiFetch(DEFAULTS, { method: "PUT", body, idempotencyKey, schema: DefaultsRow }),
    onSuccess: () => refresh(),
  });
}
