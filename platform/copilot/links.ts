import type { CopilotLink } from "../../contract/copilot";
import type { LeadRef } from "./copilot-facts";

/**
 * An answer as the assistant writes it: its text, and the records the text names (campaigns,
 * lead lists, leads), so that a client can link each to its page.
 */
export type Answer = { text: string; links: CopilotLink[] };

/** An answer that names no record. */
export const plain = (text: string): Answer => ({ text, links: [] });

export const campaignLink = (campaign: { id: string; name: string }): CopilotLink => ({
  kind: "campaign",
  id: campaign.id,
  label: campaign.name,
});

export const leadListLink = (list: { id: string; name: string }): CopilotLink => ({
  kind: "lead_list",
  id: list.id,
  label: list.name,
});

export const leadLink = (lead: LeadRef): CopilotLink => ({
  kind: "lead",
  id: lead.leadId,
  label: lead.lead,
  lead_list_id: lead.leadListId,
});

/** Parts of one answer, joined: their texts as paragraphs, each named record once, in order. */
export function joinAnswers(parts: Answer[]): Answer {
  const seen = new Set<string>();
  const links: CopilotLink[] = [];
  for (const link of parts.flatMap((p) => p.links)) {
    const key = `${link.kind}:${link.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push(link);
  }
  return { text: parts.map((p) => p.text).join("\n\n"), links };
}
