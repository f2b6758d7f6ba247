import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ChannelSender, LaunchReason } from "@/contract/launch-readiness";
import { apiFetch } from "@/lib/api-client";
import { campaignKeys, campaignPath } from "./campaigns";

/**
 * A campaign's launch readiness as the console reads it: a reason or a source it does not know
 * yet is still shown by its sentence.
 */
export const ReadinessRow = z.object({
  campaign_id: z.string(),
  can_launch: z.boolean(),
  reasons: z.array(LaunchReason.extend({ code: z.string(), channel: z.string().nullable() })),
  channels: z.array(ChannelSender.extend({ channel: z.string(), source: z.string() })).default([]),
});
export type ReadinessRow = z.infer<typeof ReadinessRow>;

const readinessKey = (campaignId: string) =>
  [...campaignKeys.of(campaignId), "launch-readiness"] as const;

/**
 * Whether the campaign can launch now and why not. Under the campaign's own key, so enrolling,
 * choosing accounts or changing one (which invalidate it) read it again.
 */
export function useLaunchReadinessQuery(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: readinessKey(campaignId),
    queryFn: ({ signal }) =>
      apiFetch(`${campaignPath(campaignId)}/launch-readiness`, { schema: ReadinessRow, signal }),
    enabled,
  });
}
