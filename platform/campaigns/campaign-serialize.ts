import { type Campaign, type CampaignFolder, completeSteps } from "../../contract/campaigns";
import { iso } from "../http/time";
import type { campaignFolders, campaigns } from "./tables";

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
