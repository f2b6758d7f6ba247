import { creditsText } from "../../../contract/credit-rates";
import type { CallFacts, CampaignFacts, MeetingFacts, ReplyFacts } from "../copilot-facts";
import { count, excerpt, listing, n, when, words } from "../format";
import { type Answer, campaignLink, leadLink, plain } from "../links";

/** Answers about outreach: campaigns and their figures, replies, calls and meetings. */

export function campaignsAnswer(facts: CampaignFacts): Answer {
  if (facts.total === 0) {
    return plain(
      "The workspace has no campaigns yet. Create one under Campaigns with New campaign.",
    );
  }
  const states = Object.entries(facts.byStatus).map(([status, k]) => `${n(k)} ${status}`);
  const lines = [
    `The workspace has ${count(facts.total, "campaign")}: ${listing(states)}.`,
    "",
    facts.total > facts.campaigns.length
      ? `The ${facts.campaigns.length} newest:`
      : "Campaign by campaign:",
  ];
  for (const c of facts.campaigns) {
    const f = c.figures;
    lines.push(
      `- ${c.name} (${c.status}): ${count(f.enrolled, "lead")} enrolled, ${count(c.sent, "message")} sent, ${count(f.calls, "call")}, ${count(f.replies, "reply", "replies")}, ${count(f.meetings, "meeting")} booked, ${creditsText(f.credits_spent)} spent`,
    );
  }
  return { text: lines.join("\n"), links: facts.campaigns.map(campaignLink) };
}

export function repliesAnswer(facts: ReplyFacts): Answer {
  if (facts.total === 0) {
    return plain(
      "No lead has replied yet. Replies appear here as soon as a campaign's leads answer.",
    );
  }
  const lines = [
    `Leads have sent ${count(facts.total, "reply", "replies")}; ${n(facts.unread)} not read yet.`,
    "",
    "The latest:",
  ];
  for (const r of facts.recent) {
    const who = r.company ? `${r.lead} (${r.company})` : r.lead;
    const where = r.campaign ? `, campaign ${r.campaign.name}` : "";
    lines.push(`- ${when(r.at)}, ${who} by ${words(r.channel)}${where}: “${excerpt(r.body)}”`);
  }
  const links = facts.recent.flatMap((r) => [
    leadLink(r),
    ...(r.campaign ? [campaignLink(r.campaign)] : []),
  ]);
  return { text: lines.join("\n"), links };
}

export function callsAnswer(facts: CallFacts): Answer {
  if (facts.total === 0) return plain("No calls have been placed yet.");
  const outcomes = Object.entries(facts.byOutcome).map(([o, k]) => `${n(k)} ${words(o)}`);
  const lines = [
    `${count(facts.total, "call")} placed, about ${count(facts.minutes, "minute")} in all: ${listing(outcomes)}.`,
    "",
    "The latest:",
  ];
  for (const c of facts.recent) {
    lines.push(`- ${when(c.at)}, ${c.lead}: ${words(c.outcome)}, ${count(c.seconds, "second")}`);
  }
  return { text: lines.join("\n"), links: facts.recent.map(leadLink) };
}

export function meetingsAnswer(facts: MeetingFacts): Answer {
  if (facts.total === 0) return plain("No meetings have been booked yet.");
  const lines = [`${count(facts.total, "meeting")} booked.`, "", "The latest by meeting time:"];
  for (const m of facts.recent) {
    const via = m.via === "voice_agent" ? "by the voice agent" : "by an operator";
    lines.push(`- ${when(m.at)}, ${m.lead}, booked ${via}`);
  }
  return { text: lines.join("\n"), links: facts.recent.map(leadLink) };
}
