import { useQuery } from "@tanstack/react-query";
import { CampaignAnalytics } from "@/contract/campaign-analytics";
import { apiFetch } from "@/lib/api-client";
import { LIVE_REFRESH_MS } from "../campaigns/lifecycle";
import { campaignKeys } from "./campaigns";

const analyticsKeys = {
  of: (campaignId: string) => [...campaignKeys.of(campaignId), "analytics"] as const,
};

function getCampaignAnalytics(campaignId: string, signal?: AbortSignal) {
  return apiFetch(`/api/public/analytics/campaigns/${encodeURIComponent(campaignId)}`, {
    schema: CampaignAnalytics,
    signal,
  });
}

/** A campaign's figures (a GET: free); read again every few seconds while it runs. */
export function useCampaignAnalyticsQuery(campaignId: string, live: boolean) {
  return useQuery({
    queryKey: analyticsKeys.of(campaignId),
    queryFn: ({ signal }) => getCampaignAnalytics(campaignId, signal),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
