import type { EnrollmentCounts, SkipReason, StepSkipReason } from "@/contract/campaign-enrollments";
import { formatNumber } from "@/lib/format";

/** Each skip reason in words, as the campaign page lists them. */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  do_not_contact: "Can't be contacted (do-not-contact list, unsubscribed or bounced)",
  active_elsewhere: "Active in another campaign",
  replied_elsewhere: "Replied in another campaign",
  no_email: "No email address",
  no_phone: "No phone number",
  no_profile: "No network profile",
};

/** A skipped step's reason, short enough for a table cell. */
export const STEP_SKIP_SHORT: Record<StepSkipReason, string> = {
  no_email: "no email address",
  no_phone: "no phone number",
  no_profile: "no network profile",
};

const leads = (n: number) => `${formatNumber(n)} lead${n === 1 ? "" : "s"}`;
const isAre = (n: number) => (n === 1 ? "is" : "are");

type ByReason = EnrollmentCounts["skipped_by_reason"];

/**
 * What the enroll dialog warns of before enrolling: "3 leads are active in another campaign,
 * 2 replied to one", or null when no lead is engaged elsewhere.
 */
export function engagedElsewhereSentence(by: ByReason): string | null {
  const { active_elsewhere: active, replied_elsewhere: replied } = by;
  if (active === 0 && replied === 0) return null;
  if (replied === 0) return `${leads(active)} ${isAre(active)} active in another campaign`;
  if (active === 0) return `${leads(replied)} replied in another campaign`;
  return `${leads(active)} ${isAre(active)} active in another campaign, ${formatNumber(replied)} replied to one`;
}

/** What becomes of the leads engaged elsewhere, with the choice made. */
export function engagedElsewhereFate(by: ByReason, include: boolean): string {
  const n = by.active_elsewhere + by.replied_elsewhere;
  const them = n === 1 ? "it" : "they";
  return include ? `${them} will be enrolled too` : `${them} will be skipped`;
}

/** The leads never enrolled whatever the choice: do-not-contact, unsubscribed or bounced. */
export function uncontactableSentence(by: ByReason): string | null {
  const n = by.do_not_contact;
  if (n === 0) return null;
  return `${leads(n)} can't be contacted (do-not-contact list, unsubscribed or bounced) and ${n === 1 ? "is" : "are"} always skipped.`;
}

/** An enrollment's answer: why leads were skipped, one clause a reason ("2 active elsewhere"). */
export function skippedBreakdown(by: ByReason): string {
  const parts = [
    by.do_not_contact ? `${formatNumber(by.do_not_contact)} can't be contacted` : null,
    by.active_elsewhere ? `${formatNumber(by.active_elsewhere)} active in another campaign` : null,
    by.replied_elsewhere
      ? `${formatNumber(by.replied_elsewhere)} replied in another campaign`
      : null,
  ].filter(Boolean);
  return parts.join(", ");
}
