/** What each enrollment state means, in words (a state the console does not know shows as is). */
export const STATE_HINTS: Record<string, string> = {
  active: "In the sequence",
  completed: "Went through every step",
  replied: "Replied: the sequence ended",
  meeting_booked: "A meeting was booked: the sequence ended",
  bounced: "A message bounced: the sequence ended",
  unsubscribed: "Unsubscribed: the sequence ended",
  suppressed: "Stopped: the lead can't be contacted (do-not-contact list, unsubscribed or bounced)",
  status_changed: "Someone changed the lead's status: the sequence ended",
  unreachable: "Every step was skipped: the lead has no address on the sequence's channels",
  stopped: "The campaign was stopped",
  failed: "Its step kept failing and was set aside",
};
