import { CREDIT_RATES, creditsText } from "../../../contract/credit-rates";
import type { CreditFacts, LeadListFacts } from "../copilot-facts";
import { count, n, when } from "../format";
import { type Answer, leadListLink, plain } from "../links";

/** Answers about the workspace's account: its credits, the price list and its lead lists. */

export function creditsAnswer(facts: CreditFacts): string {
  const lines = [
    `The workspace has ${creditsText(facts.balance)} left.`,
    `In the last 30 days it spent ${creditsText(facts.spentLast30Days)}.`,
  ];
  if (facts.recent.length === 0) {
    lines.push("The credit ledger has no entries yet.");
  } else {
    lines.push("", "Latest ledger entries:");
    for (const entry of facts.recent) {
      const amount = entry.amount < 0 ? `−${n(-entry.amount)}` : `+${n(entry.amount)}`;
      lines.push(`- ${when(entry.at)}: ${amount}, ${entry.description || entry.reason}`);
    }
  }
  return lines.join("\n");
}

export function pricesAnswer(): string {
  return [
    "What each billable action costs, in credits:",
    `- revealing a prospect's contact details (enrichment): ${creditsText(CREDIT_RATES.enrichment)}, once per prospect`,
    `- a campaign email: ${creditsText(CREDIT_RATES.email_message)}`,
    `- a text message: ${creditsText(CREDIT_RATES.sms_message)}`,
    `- a professional-network message: ${creditsText(CREDIT_RATES.network_message)}`,
    `- each started minute of a call: ${creditsText(CREDIT_RATES.call_minute)}`,
    `- an answer of this assistant: ${creditsText(CREDIT_RATES.ai_step)}`,
    "Reading data (any GET) costs nothing.",
  ].join("\n");
}

export function leadListsAnswer(facts: LeadListFacts): Answer {
  if (facts.total === 0) {
    return plain(
      "The workspace has no lead lists yet. Create one under Lead lists, then fill it from Prospecting.",
    );
  }
  const lines = [
    `The workspace has ${count(facts.total, "lead list")} holding ${count(facts.totalLeads, "lead")} in all.`,
    "",
    facts.total > facts.lists.length ? `The ${facts.lists.length} newest:` : "The lists:",
  ];
  for (const list of facts.lists) lines.push(`- ${list.name}: ${count(list.leads, "lead")}`);
  return { text: lines.join("\n"), links: facts.lists.map(leadListLink) };
}
