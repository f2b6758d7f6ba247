import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  CampaignSkips,
  type EnrollLeadsBody,
  EnrollmentCounts,
} from "@/contract/campaign-enrollments";
import { apiFetch } from "@/lib/api-client";
import { LIVE_REFRESH_MS } from "../campaigns/lifecycle";
import { campaignKeys, campaignPath } from "./campaigns";

const enrollmentSkipKeys = {
  preview: (campaignId: string, body: EnrollLeadsBody) =>
    [...campaignKeys.of(campaignId), "enroll-preview", body] as const,
  summary: (campaignId: string) => [...campaignKeys.of(campaignId), "skips"] as const,
};

/**
 * What enrolling `body` would do now, before anything is enrolled: the platform's dry run
 * (it writes nothing and spends nothing), so the dialog can name who would be skipped.
 */
export function useEnrollPreviewQuery(
  campaignId: string | undefined,
  body: EnrollLeadsBody | null,
) {
  return useQuery({
    queryKey: enrollmentSkipKeys.preview(campaignId ?? "", body ?? {}),
    queryFn: ({ signal }) =>
      apiFetch(`${campaignPath(campaignId!)}/leads`, {
        method: "POST",
        body: { ...body, dry_run: true },
        schema: EnrollmentCounts,
        signal,
      }),
    enabled: Boolean(campaignId && body),
    placeholderData: keepPreviousData,
    // The preview is of a moment: read again each time the dialog asks.
    staleTime: 0,
  });
}

/** The campaign's skips by reason; read again every few seconds while it runs. */
export function useCampaignSkipsQuery(campaignId: string, live: boolean) {
  return useQuery({
    queryKey: enrollmentSkipKeys.summary(campaignId),
    queryFn: ({ signal }) =>
      apiFetch(`${campaignPath(campaignId)}/skips`, { schema: CampaignSkips, signal }),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
