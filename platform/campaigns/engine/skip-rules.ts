import type { StepSkipReason } from "../../../contract/campaign-enrollments";
import type { StepChannel } from "../../../contract/campaigns";
import { UNCONTACTABLE_LEAD_STATUSES } from "../../do-not-contact";

/**
 * The rules that keep a sequence from contacting a lead it should not, as the field's tools
 * default to (Apollo, Outreach, Salesloft, lemlist): what ends a lead's sequence before its
 * next step, and which steps a lead cannot receive. Pure functions of what claim.ts reads, so
 * planning stays a pure function of the rows.
 */

/** The addresses a lead has, by what the channels need. */
export type Reach = { email: boolean; phone: boolean; profile: boolean };

/** Every channel: a lead of the pure tests, or one whose addresses nobody checks. */
export const FULL_REACH: Reach = { email: true, phone: true, profile: true };

/** Why a lead cannot receive a step on `channel`; null when it can. */
export function stepSkipReason(channel: StepChannel, reach: Reach): StepSkipReason | null {
  switch (channel) {
    case "email":
      return reach.email ? null : "no_email";
    case "sms":
    case "call":
      return reach.phone ? null : "no_phone";
    case "network":
      return reach.profile ? null : "no_profile";
  }
}

export const canReceive = (reach: Reach) => (channel: StepChannel) =>
  stepSkipReason(channel, reach) === null;

/** What the engine knows about a lead beyond its own campaign, as of the visit. */
export type LeadSignals = {
  lead_status: string;
  /** The lead's status as the sequence last left it; null for enrollments older than the rule. */
  seen_lead_status: string | null;
  /** Do-not-contact forbids the lead. */
  suppressed: boolean;
  /** A meeting for this campaign, or any booked since the lead was enrolled. */
  has_meeting: boolean;
  /** An inbound message from the lead since it was enrolled, outside this campaign's steps. */
  replied_elsewhere: boolean;
};

export type SequenceEnd = "suppressed" | "meeting_booked" | "replied" | "status_changed";

/**
 * Whether something that happened outside the sequence ends it before its next step, and how
 * the enrollment is named then. Strongest first: do-not-contact beats everything, a meeting
 * says more than the reply that led to it, and a reply more than the status it set.
 *
 * A status change is one since the sequence last left the lead (enrolled it, or ran its last
 * visit) other than new → contacted, which any campaign's first step makes: a user marking the lead replied ends it as replied; any other change (a
 * user setting it back to new, say) as status_changed.
 */
export function sequenceEnd(lead: LeadSignals): SequenceEnd | null {
  const status = lead.lead_status as (typeof UNCONTACTABLE_LEAD_STATUSES)[number];
  if (lead.suppressed || UNCONTACTABLE_LEAD_STATUSES.includes(status)) return "suppressed";
  if (lead.has_meeting) return "meeting_booked";
  if (lead.replied_elsewhere) return "replied";
  const before = lead.seen_lead_status;
  if (before === null || before === lead.lead_status) return null;
  if (before === "new" && lead.lead_status === "contacted") return null;
  return lead.lead_status === "replied" ? "replied" : "status_changed";
}
