import type { ActivityType } from "@/contract/campaign-activity";
import type { EnrollmentState } from "@/contract/campaign-enrollments";
import type { CampaignStatus } from "@/contract/campaigns";
import { type Words, words } from "./words";

/** Campaigns, their enrollments and what their activity feed lists. */

export const CAMPAIGN_STATUS_WORDS: Record<CampaignStatus, Words> = {
  draft: words("Draft"),
  active: words("Active", "brand"),
  paused: words("Paused", "warning"),
  stopped: words("Stopped", "danger"),
  finished: words("Finished", "success"),
};

export const ENROLLMENT_STATE_WORDS: Record<EnrollmentState, Words> = {
  active: words("In sequence", "brand"),
  completed: words("Finished sequence"),
  replied: words("Replied", "success"),
  meeting_booked: words("Meeting booked", "success"),
  bounced: words("Bounced", "danger"),
  unsubscribed: words("Unsubscribed", "warning"),
  suppressed: words("Do not contact", "warning"),
  status_changed: words("Status changed"),
  unreachable: words("No address to reach", "warning"),
  stopped: words("Stopped"),
  failed: words("Failed", "danger"),
};

export const ACTIVITY_TYPE_WORDS: Record<ActivityType, Words> = {
  message_sent: words("Sent"),
  message_bounced: words("Bounced", "danger"),
  reply_received: words("Reply", "success"),
  call_completed: words("Call", "brand"),
  meeting_booked: words("Meeting", "success"),
};
