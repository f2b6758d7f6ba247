/**
 * The words of the simulated world: what a campaign sends on each channel, what leads answer,
 * what a call's transcript says. Chosen by the outcome's template number, so they replay too.
 */

export type LeadWords = { firstName: string; companyName: string };

type Outbound = { subject: string | null; body: string };

const company = (lead: LeadWords) => lead.companyName || "your team";

const EMAILS: ((l: LeadWords, step: number) => Outbound)[] = [
  (l) => ({
    subject: `Quick question for ${company(l)}`,
    body: `Hi ${l.firstName},\n\nTeams like ${company(l)} use us to book more meetings with less manual outreach. Worth a 15-minute call next week?\n\nBest,\nThe Outreach team`,
  }),
  (l) => ({
    subject: `Following up, ${l.firstName}`,
    body: `Hi ${l.firstName},\n\nFloating this back up: happy to share how similar companies cut their prospecting time in half. Open to a short chat?`,
  }),
  (l) => ({
    subject: `Idea for ${company(l)}`,
    body: `Hi ${l.firstName},\n\nI put together a few ideas on how ${company(l)} could reach more of its market this quarter. Shall I send them over?`,
  }),
  (l, step) => ({
    subject: step > 1 ? `Last note, ${l.firstName}` : `Hello from Outreach`,
    body: `Hi ${l.firstName},\n\nIf outreach isn't a priority right now, no problem. If it is, reply and I'll find a time that suits you.`,
  }),
];

const TEXTS = [
  (l: LeadWords) => `Hi ${l.firstName}, it's the Outreach team. Do you have 10 minutes this week?`,
  (l: LeadWords) =>
    `Hi ${l.firstName}, following up on my email about ${company(l)}. Worth a chat?`,
  (l: LeadWords) => `${l.firstName}, quick one: would a short demo be useful for ${company(l)}?`,
  (l: LeadWords) => `Hi ${l.firstName}, happy to share a few ideas for ${company(l)}. Interested?`,
];

const NOTES = [
  (l: LeadWords) =>
    `Hi ${l.firstName}, I work with teams like ${company(l)} on outbound. Would love to connect.`,
  (l: LeadWords) =>
    `Thanks for connecting, ${l.firstName}. Open to a quick call about your pipeline goals?`,
  (l: LeadWords) => `${l.firstName}, saw what ${company(l)} is building. Could I share an idea?`,
  (l: LeadWords) =>
    `Hi ${l.firstName}, one last nudge: happy to help ${company(l)} book more meetings.`,
];

const REPLIES = [
  "Thanks for reaching out. Yes, let's find a time next week.",
  "Interesting timing, we're looking at this right now. What does pricing look like?",
  "Not the right moment for us, maybe next quarter.",
  "Can you send more details? I'll forward them to my team.",
];

const MEETING_REPLIES = [
  "Sounds good, Tuesday afternoon works for me.",
  "Happy to talk. Send me an invite for Thursday.",
  "Let's do it. Book something in my calendar.",
  "Sure, a 20-minute call works. Any time Wednesday.",
];

export function outboundMessage(
  channel: "email" | "sms" | "network",
  template: number,
  lead: LeadWords,
  stepIndex: number,
): Outbound {
  if (channel === "email") return EMAILS[template % EMAILS.length]!(lead, stepIndex);
  if (channel === "sms") return { subject: null, body: TEXTS[template % TEXTS.length]!(lead) };
  return { subject: null, body: NOTES[template % NOTES.length]!(lead) };
}

export function replyBody(template: number, meeting: boolean): string {
  const pool = meeting ? MEETING_REPLIES : REPLIES;
  return pool[template % pool.length]!;
}

export const UNSUBSCRIBE_BODY = "Please remove me from your list.";

export function callTranscript(
  outcome: "ended" | "voicemail" | "no_answer",
  lead: LeadWords,
  agentName: string,
  meeting: boolean,
): string {
  if (outcome === "no_answer") return "";
  if (outcome === "voicemail") {
    return `${agentName}: Hi ${lead.firstName}, this is ${agentName} from Outreach. I'll follow up by email. Have a good day.`;
  }
  const close = meeting
    ? `${lead.firstName}: Sure, let's put something in the calendar.\n${agentName}: Great, I've booked it and sent you an invite.`
    : `${lead.firstName}: Not right now, but send me something by email.\n${agentName}: Will do, thanks for your time.`;
  return `${agentName}: Hi ${lead.firstName}, this is ${agentName} calling from Outreach. Do you have a minute?\n${lead.firstName}: Briefly, yes.\n${agentName}: We help teams like ${company(lead)} book more meetings. Would a short walkthrough be useful?\n${close}`;
}

/** The first characters of a message, as inbox rows and reply.received show it. */
export function preview(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}
