import { normalize } from "../intents";

/**
 * The assistant's words about itself and about using the console: how-to answers by topic,
 * the introduction, and the plain "I cannot answer that" with what it can answer instead.
 */

const CAN_ANSWER = [
  "how many credits are left and what was spent recently",
  "what each action costs",
  "your lead lists and their sizes",
  "your campaigns: their status, messages sent, calls, replies and meetings",
  "the latest replies from leads",
  "the calls placed and their outcomes",
  "the meetings booked",
  "how to do things in the console (API keys, webhooks, campaigns, prospecting, lead lists, do not contact, members)",
];

const capabilityLines = () => CAN_ANSWER.map((line) => `- ${line}`);

/** How-to answers, the first whose words the question uses; the overview otherwise. */
const HOW_TO: { match: RegExp; answer: string[] }[] = [
  {
    match: /\b(api ?keys?|keys?|token|integration)\b/,
    answer: [
      "To create an API key: open API keys, choose Create key, give it a label and its scopes (read, write or both), and copy the key at once: it is shown only once.",
      "Send it in the X-API-Key header. To rotate one, create a new key, switch your integration to it, then revoke the old key. Creating keys needs the manager role or above.",
    ],
  },
  {
    match: /\b(webhooks?|endpoints?|events?|signatures?)\b/,
    answer: [
      "To receive events: open Webhooks, choose Add endpoint, enter an HTTPS address and pick the events (call.completed, reply.received, meeting.booked and others).",
      "Copy the signing secret when it is shown and check the X-Service-Signature header of every delivery. Each endpoint's page lists its deliveries, lets you resend one and send a test event. Webhooks need the admin role.",
    ],
  },
  {
    match: /\b(campaigns?|sequences?|launch|enroll)\b/,
    answer: [
      "To run a campaign: open Campaigns, choose New campaign, name it and write its steps (email, text message, professional network or call, each with its words and the days to wait before it).",
      "Enroll leads (a whole lead list or chosen leads), then launch it: steps send from the workspace's default accounts (an admin sets them in Connected accounts) unless the campaign has accounts of its own. The campaign page's checklist says what launch still needs. You can pause, resume or stop it, and its page shows enrollments, activity and figures.",
    ],
  },
  {
    match: /\b(prospect(s|ing)?|search|find|import|enrich(ment)?)\b/,
    answer: [
      "To find new leads: open Prospecting, set filters (job titles, levels, locations, company size, industry and more) and preview the matches.",
      "Import the preview into a lead list; with enrichment on, each prospect's contact details cost a credit, once per prospect.",
    ],
  },
  {
    match: /\b(lead ?lists?|lists?|leads?)\b/,
    answer: [
      "To organise leads: open Lead lists and choose New lead list. Fill it from Prospecting (import a preview) and open the list to see, enrich or remove its leads.",
    ],
  },
  {
    match: /\b(do not contact|dnc|suppress(ion)?|unsubscribe|block)\b/,
    answer: [
      "To stop contacting someone: open Do not contact and choose Add entry, with an email address, a phone number or a whole domain.",
      "A suppressed lead is never enrolled, sent to or called again, and matching leads are marked dnc.",
    ],
  },
  {
    match: /\b(members?|roles?|invite|team|users?)\b/,
    answer: [
      "Members and their roles are under Members: owners and admins change roles and suspend or remove members. Managers and above run campaigns and create API keys; every member can read.",
    ],
  },
  {
    match: /\b(credits?|billing|balance|pay)\b/,
    answer: [
      "Credits pay for enrichment, messages, calls and these answers; reading costs nothing. Ask me “how many credits are left?” for the balance and the latest charges.",
    ],
  },
];

export function helpAnswer(question: string): string {
  const text = normalize(question);
  const found = HOW_TO.find((topic) => topic.match.test(text));
  if (found) return found.answer.join("\n\n");
  return [
    "The console's sections: Prospecting (find and import prospects), Lead lists, Campaigns, Do not contact, Webhooks, API keys and Members.",
    "Ask me how to do something in one of them, e.g. “how do I create an API key?”.",
  ].join("\n\n");
}

export function capabilitiesAnswer(): string {
  return [
    "I am the platform's built-in assistant (simulated AI): I answer from this workspace's own data. I can tell you:",
    ...capabilityLines(),
  ].join("\n");
}

export function greetingAnswer(): string {
  return `Hello! ${capabilitiesAnswer()}`;
}

export function unknownAnswer(): string {
  return [
    "I cannot answer that: I am the platform's built-in assistant (simulated AI) and I answer only from this workspace's own data, about these things:",
    ...capabilityLines(),
  ].join("\n");
}

export const KEY_WARNING =
  "Your message contained what looks like an AI-provider key. I did not keep it and will not repeat it: the platform resolves its AI provider itself, so never paste a key here, and revoke that key if it was real.";
