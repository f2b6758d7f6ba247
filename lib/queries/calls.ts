import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Call, CallRecording } from "@/contract/calls";
import { offsetEnvelope } from "@/contract/envelopes";
import { apiFetch, errorFromResponse } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";

/** A call as the console reads it: an outcome or status it does not know yet is shown. */
export const CallRow = Call.extend({ status: z.string() });
export type CallRow = z.infer<typeof CallRow>;
const CallPage = offsetEnvelope(CallRow);

export type CallsFilter = {
  campaignId: string;
  leadId: string;
  outcome: string;
  page: number;
  perPage: number;
};

const callKeys = {
  all: ["calls"] as const,
  list: (filter: CallsFilter) => [...callKeys.all, "list", filter] as const,
  recording: (callId: string) => [...callKeys.all, "recording", callId] as const,
};

const callPath = (id: string) => `/api/public/calls/${encodeURIComponent(id)}`;

/** While a call is on the line the page reads again, so it ends on screen without a reload. */
const IN_PROGRESS_REFRESH_MS = 3_000;

export function useCallsQuery(filter: CallsFilter) {
  return useQuery({
    queryKey: callKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/public/calls${queryString({
          campaign_id: filter.campaignId || undefined,
          lead_id: filter.leadId || undefined,
          outcome: filter.outcome || undefined,
          page: filter.page,
          per_page: filter.perPage,
        })}`,
        { schema: CallPage, signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.status === "in_progress")
        ? IN_PROGRESS_REFRESH_MS
        : false,
  });
}

/** The call's recording as timed turns (the platform's JSON form of it). */
export function useRecordingQuery(callId: string | null) {
  return useQuery({
    queryKey: callKeys.recording(callId ?? ""),
    queryFn: callId
      ? ({ signal }) => apiFetch(`${callPath(callId)}/recording`, { schema: CallRecording, signal })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The recording as a WebVTT caption track, for a player or a file. */
export async function recordingVtt(callId: string): Promise<string> {
  const res = await fetch(`${callPath(callId)}/recording`, { headers: { accept: "text/vtt" } });
  if (!res.ok) throw await errorFromResponse(res, "GET");
  return res.text();
}
