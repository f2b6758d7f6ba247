import type { ConnectedAccount } from "../../contract/connected-accounts";
import { iso } from "../http/time";
import type { connectedAccounts } from "./tables";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** Every field named, nothing spread from the row (see db/serialize.ts). */
/** The phone number behind a `phone` account, when it has one (a left join's nulls otherwise). */
export type AccountCapabilities = { voice: boolean | null; sms: boolean | null };

export function toConnectedAccount(
  row: Row<typeof connectedAccounts>,
  number: AccountCapabilities,
): ConnectedAccount {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    display_name: row.displayName,
    status: row.status,
    daily_limit: row.dailyLimit,
    created_at: iso(row.createdAt),
    capabilities:
      number.voice === null || number.sms === null
        ? null
        : { voice: number.voice, sms: number.sms },
  } satisfies Required<ConnectedAccount>;
}
