import type { CopilotLink } from "../../contract/copilot";
import { redactProviderKeys } from "../auth/provider-credentials";
import type { Db } from "../db/client";
import { creditsAnswer, leadListsAnswer, pricesAnswer } from "./answers/account-answers";
import {
  capabilitiesAnswer,
  greetingAnswer,
  helpAnswer,
  KEY_WARNING,
  unknownAnswer,
} from "./answers/help-answers";
import {
  callsAnswer,
  campaignsAnswer,
  meetingsAnswer,
  repliesAnswer,
} from "./answers/outreach-answers";
import {
  callFacts,
  campaignFacts,
  creditFacts,
  leadListFacts,
  meetingFacts,
  replyFacts,
} from "./copilot-facts";
import { routeTopics, type Topic } from "./intents";
import { type Answer, joinAnswers, plain } from "./links";

/**
 * The built-in assistant: the question's topics (intents.ts), each answered from the
 * workspace's own records, joined into one answer. Deterministic: the same question over the
 * same data gives the same answer. No external provider is asked anything.
 */

export type ComposedAnswer = {
  /** The question as kept: provider-key-shaped text removed. */
  question: string;
  answer: string;
  /** The campaigns, lead lists and leads the answer names, each once, in order. */
  links: CopilotLink[];
  topics: Topic[];
};

type Reader = (
  db: Db,
  workspaceId: string,
  question: string,
  now: Date,
) => Promise<Answer | string>;

const ANSWERS: Record<Topic, Reader> = {
  credits: async (db, ws, _q, now) => creditsAnswer(await creditFacts(db, ws, now)),
  prices: async () => pricesAnswer(),
  lead_lists: async (db, ws) => leadListsAnswer(await leadListFacts(db, ws)),
  campaigns: async (db, ws) => campaignsAnswer(await campaignFacts(db, ws)),
  replies: async (db, ws) => repliesAnswer(await replyFacts(db, ws)),
  calls: async (db, ws) => callsAnswer(await callFacts(db, ws)),
  meetings: async (db, ws) => meetingsAnswer(await meetingFacts(db, ws)),
  help: async (_db, _ws, question) => helpAnswer(question),
  capabilities: async () => capabilitiesAnswer(),
  greeting: async () => greetingAnswer(),
  unknown: async () => unknownAnswer(),
};

export async function composeAnswer(
  db: Db,
  workspaceId: string,
  message: string,
  now: Date,
): Promise<ComposedAnswer> {
  const { text: question, redacted } = redactProviderKeys(message);
  const topics = routeTopics(question);
  // One topic after another: inside a request's transaction the reads share one connection.
  const parts: Answer[] = [];
  for (const topic of topics) {
    const part = await ANSWERS[topic](db, workspaceId, question, now);
    parts.push(typeof part === "string" ? plain(part) : part);
  }
  if (redacted) parts.unshift(plain(KEY_WARNING));
  const joined = joinAnswers(parts);
  // The workspace's own records could hold key-shaped text too (a lead's reply, a list's
  // name): never repeated, in the text or in a link's label.
  const answer = redactProviderKeys(joined.text).text;
  const links = joined.links.map((link) => ({
    ...link,
    label: redactProviderKeys(link.label).text,
  }));
  return { question, answer, links, topics };
}
