import { useCampaignsQuery } from "../queries/campaigns";

/** The 100 newest campaigns: enough to name nearly every one a page refers to. */
function useRecentCampaigns() {
  return useCampaignsQuery({ folderId: "", status: "", page: 1, perPage: 100 }, { live: false });
}

/** Campaign names by id, for pages that show a record's campaigns. */
export function useCampaignNames(): Map<string, string> {
  const campaigns = useRecentCampaigns();
  return new Map((campaigns.data?.items ?? []).map((c) => [c.id, c.name]));
}

/**
 * The choices of a "Campaign" filter: every campaign, the newest 100, and the one in the
 * address when it is older (shown by its id rather than dropped).
 */
export function useCampaignFilterOptions(selected: string) {
  const campaigns = useRecentCampaigns();
  const items = campaigns.data?.items ?? [];
  const options = [
    { value: "", label: "Every campaign" },
    ...items.map((c) => ({ value: c.id, label: c.name })),
  ];
  if (selected && !items.some((c) => c.id === selected)) {
    options.push({ value: selected, label: selected });
  }
  return options;
}
