import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { CampaignActivityItem } from "@/contract/campaign-activity";
import { cursorEnvelope } from "@/contract/envelopes";
import { apiFetch } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";
import { LIVE_REFRESH_MS } from "../campaigns/lifecycle";
import { campaignKeys, campaignPath } from "./campaigns";

/** An activity item as the console reads it: a type it does not know yet is shown, not refused. */
export const ActivityRow = CampaignActivityItem.extend({ type: z.string() });
export type ActivityRow = z.infer<typeof ActivityRow>;
const ActivityPage = cursorEnvelope(ActivityRow);

const ACTIVITY_PAGE_SIZE = 25;

const activityKeys = {
  of: (campaignId: string) => [...campaignKeys.of(campaignId), "activity"] as const,
};

/**
 * What happened in the campaign, newest first, a page at a time ("Show older" reads the
 * next); read again every few seconds while it runs, so new events appear at the top.
 */
export function useActivityQuery(campaignId: string, live: boolean) {
  return useInfiniteQuery({
    queryKey: activityKeys.of(campaignId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        `${campaignPath(campaignId)}/activity${queryString({
          limit: ACTIVITY_PAGE_SIZE,
          cursor: pageParam ?? undefined,
        })}`,
        { schema: ActivityPage, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
