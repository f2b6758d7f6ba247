import { type CampaignStep, stepWords, VARIANT_LABELS } from "../../../contract/campaigns";
import { renderTemplate, type TemplateLead } from "../../../contract/message-template";
import { chance } from "./outcome";

/**
 * The words of the simulated world: a campaign sends the words its steps were given (the
 * variant the lead drew, rendered for the lead); the lead's answer reacts to them; a call's
 * transcript carries the step's talk track. Chosen by the outcome's numbers, so they replay.
 */

export type LeadWords = { firstName: string; companyName: string };

const company = (lead: LeadWords) => lead.companyName || "your team";

/**
 * Which version of a step's words a lead gets (0 is A): one of the step's versions, evenly
 * and for good, from the engine's chance, so every instance and every replay agrees.
 */
export function variantFor(
  campaignId: string,
  leadId: string,
  stepIndex: number,
  step: CampaignStep,
): number {
  const versions = 1 + step.variants.length;
  if (versions === 1) return 0;
  return Math.min(
    versions - 1,
    Math.floor(chance(campaignId, leadId, stepIndex, "variant") * versions),
  );
}

export type SentWords = {
  /** A, B, C or D. */
  variant: string;
  subject: string | null;
  body: string;
  talkTrack: string;
};

/** The words step `stepIndex` sends to this lead: its variant's, rendered for the lead. */
export function stepMessage(
  campaignId: string,
  leadId: string,
  steps: readonly CampaignStep[],
  stepIndex: number,
  lead: TemplateLead,
): SentWords {
  const step = steps[stepIndex]!;
  const variant = variantFor(campaignId, leadId, stepIndex, step);
  const words = stepWords(step, variant);
  const render = (source: string | null) => (source ? renderTemplate(source, lead).text : "");
  return {
    variant: VARIANT_LABELS[variant]!,
    subject: words.subject === null ? null : render(words.subject),
    body: render(words.body),
    talkTrack: render(words.talk_track),
  };
}

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

const NOT_INTERESTED = [
  "Thanks for closing the loop. It's not a priority for us right now, so no need to follow up.",
  "Appreciate the persistence, but we're not interested at the moment. Maybe next year.",
];

const PRICING = [
  "Interesting timing, we're looking at this right now. What does pricing look like for a team our size?",
  "Before we talk: roughly what would this cost us? Budget is tight this quarter.",
];

const ANSWERS = [
  "Maybe. Can you send more details first? I'll forward them to my team.",
  "Not this month, but ask me again next quarter.",
  "Possibly. Which companies like ours use it today?",
];

/** The last question a message asks, as the lead would quote it. */
function lastQuestion(body: string): string | null {
  const sentences = body.replace(/\s+/g, " ").match(/[^.!?]*\?/g);
  const last = sentences?.at(-1)?.trim();
  return last ? last.replace(/^(hi|hello)\b[^,]*,\s*/i, "") : null;
}

const BREAK_UP = /\blast (note|text|nudge|call|email|message)\b|\bno problem\b|\bnot a priority\b/i;
const PRICE = /\b(price|pricing|cost|costs|budget|plans?)\b/i;

/**
 * The lead's answer to what it was sent: a "not interested" to a break-up note, a pricing
 * question when the message spoke of price, an answer to the question it asked (quoted, as
 * a mail client quotes), yes to a meeting when the lead is to book one. The answer's
 * template number picks among the answers of its kind, so it replays like everything else.
 */
export function replyTo(
  sent: { subject: string | null; body: string },
  firstName: string,
  template: number,
  meeting: boolean,
): { subject: string | null; body: string } {
  const question = lastQuestion(sent.body);
  let answer: string;
  if (meeting) {
    const yes = MEETING_REPLIES[template % MEETING_REPLIES.length]!;
    answer = question ? `Yes, let's talk. ${yes}` : yes;
  } else if (BREAK_UP.test(sent.body)) {
    answer = NOT_INTERESTED[template % NOT_INTERESTED.length]!;
  } else if (PRICE.test(sent.body)) {
    answer = PRICING[template % PRICING.length]!;
  } else if (question) {
    answer = ANSWERS[template % ANSWERS.length]!;
  } else {
    answer = REPLIES[template % REPLIES.length]!;
  }
  const quote = question ?? sent.body.replace(/\s+/g, " ").trim().slice(0, 140);
  const signed = firstName ? `\n\n${firstName}` : "";
  if (sent.subject === null) {
    return { subject: null, body: question ? `Re "${question}": ${answer}` : answer };
  }
  const subject = /^re:/i.test(sent.subject) ? sent.subject : `Re: ${sent.subject}`;
  return { subject, body: `${answer}${signed}\n\n> ${quote}` };
}

export function callTranscript(
  outcome: "ended" | "voicemail" | "no_answer",
  lead: LeadWords,
  agentName: string,
  meeting: boolean,
  /** A campaign step's talk track, rendered for the lead: what the caller says after hello. */
  talkTrack?: string,
): string {
  if (outcome === "no_answer") return "";
  if (outcome === "voicemail") {
    const pitch = talkTrack ? ` ${talkTrack}` : "";
    return `${agentName}: Hi ${lead.firstName}, this is ${agentName} from Outreach.${pitch} I'll follow up by email. Have a good day.`;
  }
  const close = meeting
    ? `${lead.firstName}: Sure, let's put something in the calendar.\n${agentName}: Great, I've booked it and sent you an invite.`
    : `${lead.firstName}: Not right now, but send me something by email.\n${agentName}: Will do, thanks for your time.`;
  return `${agentName}: Hi ${lead.firstName}, this is ${agentName} calling from Outreach. Do you have a minute?\n${lead.firstName}: Briefly, yes.\n${agentName}: ${talkTrack || `We help teams like ${company(lead)} book more meetings. Would a short walkthrough be useful?`}\n${close}`;
}

/** The first characters of a message, as inbox rows and reply.received show it. */
export function preview(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}
