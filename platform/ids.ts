import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Uniform base62 from CSPRNG bytes (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export type IdPrefix =
  | "ws"
  | "mem"
  | "inv"
  | "ses"
  | "key"
  | "ll"
  | "lead"
  | "job"
  | "pros"
  | "aud"
  // Outreach records: conversations, messages, calls, meetings.
  | "conv"
  | "msg"
  | "call"
  | "mtg"
  // The Copilot's threads and their messages.
  | "thr"
  | "cmsg"
  // Credits set aside for work about to run.
  | "crs"
  // Knowledge bases and their documents.
  | "kb"
  | "kdoc";

/** Opaque public ids: a readable prefix and 16 random base62 characters. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(16)}`;
}

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
