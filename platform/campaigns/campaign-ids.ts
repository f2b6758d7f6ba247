import { randomBase62 } from "../ids";

/**
 * Public ids of the campaign records, shaped like every other id (a prefix and 16 base62
 * characters). Kept apart from `newId`, whose prefix list belongs to the records before them.
 */
const CAMPAIGN_ID_PREFIXES = {
  campaign: "cmp",
  folder: "cfo",
  account: "acct",
  doNotContact: "dnc",
} as const;

export function newCampaignRecordId(kind: keyof typeof CAMPAIGN_ID_PREFIXES): string {
  return `${CAMPAIGN_ID_PREFIXES[kind]}_${randomBase62(16)}`;
}
