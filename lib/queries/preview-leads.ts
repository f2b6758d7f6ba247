import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { toPreviewLead } from "@/lib/campaigns/preview-leads";
import { queryString } from "@/lib/query-client";
import { EnrollmentPage } from "./campaign-enrollments";
import { campaignKeys, campaignPath } from "./campaigns";
import { LeadDetailRow } from "./inbox-lead";
import { getLeads } from "./leads";

/**
 * Real leads of the workspace to preview a sequence for: the campaign's first enrolled lead
 * first (what the leads of this campaign will read), then the workspace's newest leads. Both
 * reads are GETs: free.
 */
export function usePreviewLeadsQuery(campaignId?: string) {
  return useQuery({
    queryKey: [...campaignKeys.all, "preview-leads", campaignId ?? null] as const,
    queryFn: async ({ signal }) => {
      const page = await getLeads({ page: 1, perPage: 25 }, signal);
      const leads = page.items.map(toPreviewLead);
      if (!campaignId) return leads;
      const enrolled = await apiFetch(
        `${campaignPath(campaignId)}/leads${queryString({ page: 1, per_page: 1 })}`,
        { schema: EnrollmentPage, signal },
      );
      const firstId = enrolled.items[0]?.lead_id;
      if (!firstId) return leads;
      const first = await apiFetch(`/api/public/leads/${encodeURIComponent(firstId)}`, {
        schema: LeadDetailRow,
        signal,
      });
      return [toPreviewLead(first), ...leads.filter((l) => l.id !== firstId)];
    },
    staleTime: 60_000,
  });
}
