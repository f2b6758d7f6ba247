import type { CopilotLink } from "@/contract/copilot";

/**
 * The console page of a record an answer names: a campaign's and a list's own pages; a lead
 * (which has no page of its own) as its list, searched for by the lead's name. A link of a
 * kind this console does not know (a newer platform) has none.
 */
export function copilotLinkHref(link: CopilotLink): string | null {
  switch (link.kind) {
    case "campaign":
      return `/campaigns/${encodeURIComponent(link.id)}`;
    case "lead_list":
      return `/lead-lists/${encodeURIComponent(link.id)}`;
    case "lead":
      return link.lead_list_id
        ? `/lead-lists/${encodeURIComponent(link.lead_list_id)}?q=${encodeURIComponent(link.label)}`
        : null;
    default:
      return null;
  }
}

/** What a link is, in words, for the line beside it. */
export const COPILOT_LINK_KIND_WORDS: Record<CopilotLink["kind"], string> = {
  campaign: "Campaign",
  lead_list: "Lead list",
  lead: "Lead",
};
