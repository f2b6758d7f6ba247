import type { DncType } from "@/contract/do-not-contact";
import type { Job, LEAD_STATUSES } from "@/contract/lead-lists";
import type { PREVIEW_STATUSES } from "@/contract/prospect-search";
import { type Words, words } from "./words";

/** Leads, the do-not-contact list, and the jobs and previews that make and enrich leads. */

export const LEAD_STATUS_WORDS: Record<(typeof LEAD_STATUSES)[number], Words> = {
  new: words("New"),
  contacted: words("Contacted", "brand"),
  replied: words("Replied", "success"),
  dnc: words("Do not contact", "danger"),
  unsubscribed: words("Unsubscribed", "warning"),
  bounced: words("Bounced", "danger"),
};

export const DNC_TYPE_WORDS: Record<DncType, Words> = {
  email: words("Email"),
  phone: words("Phone"),
  domain: words("Domain"),
};

export const JOB_STATUS_WORDS: Record<Job["status"], Words> = {
  queued: words("Waiting to start"),
  running: words("Running", "brand"),
  completed: words("Finished", "success"),
  failed: words("Failed", "danger"),
};

export const PREVIEW_STATUS_WORDS: Record<(typeof PREVIEW_STATUSES)[number], Words> = {
  processing: words("Enriching", "brand"),
  completed: words("Ready", "success"),
  failed: words("Failed", "danger"),
};
