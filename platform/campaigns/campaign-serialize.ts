import { type Campaign, type CampaignFolder, completeSteps } from "../../contract/campaigns";
import type { ConnectedAccount } from "../../contract/connected-accounts";
import type { DoNotContactEntry } from "../../contract/do-not-contact";
import type {
  campaignFolders,
  campaigns,
  connectedAccounts,
  doNotContact,
} from "../db/tables/schema";
import { iso } from "../http/time";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** Every field named, nothing spread from the row (see serialize.ts). */
export function toCampaign(row: Row<typeof campaigns>): Campaign {
  return {
    id: row.id,
    name: row.name,
    folder_id: row.folderId,
    status: row.status,
    // Steps stored before they had words get their default words, as the engine sends them.
    steps: completeSteps(row.steps),
    paused_reason: row.pausedReason,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    launched_at: iso(row.launchedAt),
    paused_at: iso(row.pausedAt),
    stopped_at: iso(row.stoppedAt),
    finished_at: iso(row.finishedAt),
  } satisfies Required<Campaign>;
}

export function toCampaignFolder(row: Row<typeof campaignFolders>): CampaignFolder {
  return { id: row.id, name: row.name, created_at: iso(row.createdAt) };
}

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

export function toDoNotContactEntry(row: Row<typeof doNotContact>): DoNotContactEntry {
  return {
    id: row.id,
    type: row.type,
    value: row.value,
    reason: row.reason,
    created_at: iso(row.createdAt),
  } satisfies Required<DoNotContactEntry>;
}
