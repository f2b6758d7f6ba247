import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { LeadCampaign, LeadDetail } from "@/contract/lead-detail";
import { apiFetch } from "@/lib/api-client";
import { leadKeys } from "@/lib/queries/leads";

/** The lead as the inbox reads it: a status or state it does not know yet is shown as it is. */
export const LeadDetailRow = LeadDetail.extend({
  status: z.string(),
  campaigns: z.array(LeadCampaign.extend({ status: z.string(), enrollment_state: z.string() })),
});
export type LeadDetailRow = z.infer<typeof LeadDetailRow>;

const leadDetailKey = (id: string) => [...leadKeys.all, "detail", id] as const;

/** One lead with its list and campaigns, beside its conversation. */
export function useLeadQuery(id: string) {
  return useQuery({
    queryKey: leadDetailKey(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/leads/${encodeURIComponent(id)}`, { schema: LeadDetailRow, signal }),
    enabled: id !== "",
    // A reply or a campaign's step changes the lead's status; the thread reads as often.
    refetchInterval: 15_000,
  });
}
