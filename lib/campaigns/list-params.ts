import { createSerializer, parseAsString } from "nuqs";
import { choiceParam, pageParam } from "@/lib/url-state/list-params";

/** The states a campaign list can be narrowed to; "" is every state. */
export const STATUS_FILTERS = ["", "draft", "active", "paused", "stopped", "finished"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The campaigns page's address: `?folder=cf_1&status=active&page=2`; defaults are left out.
 * A folder id the workspace lacks is the platform's to refuse (the page says so).
 */
export const CAMPAIGN_LIST_PARAMS = {
  folder: parseAsString.withDefault(""),
  status: choiceParam(STATUS_FILTERS, ""),
  page: pageParam,
};

export type CampaignListView = { folder: string; status: StatusFilter; page: number };

const serialize = createSerializer(CAMPAIGN_LIST_PARAMS);

export function campaignListHref(view: Partial<CampaignListView>): string {
  return serialize("/campaigns", view);
}

export const campaignHref = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

/** The detail page's address: the enrollments' page, `?page=2`. */
export const CAMPAIGN_DETAIL_PARAMS = { page: pageParam };
const serializeDetail = createSerializer(CAMPAIGN_DETAIL_PARAMS);

export function campaignDetailHref(id: string, view: { page?: number }): string {
  return serializeDetail(campaignHref(id), view);
}
