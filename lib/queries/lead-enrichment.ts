import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import { LeadEnrichmentResult, LeadListEnrichmentEstimate } from "@/contract/lead-lists";
import { apiFetch } from "../api-client";
import { JobRow } from "./jobs";

const listPath = (id: string) => `/api/public/lead-lists/${encodeURIComponent(id)}`;

export const leadEnrichmentKeys = {
  all: ["lead-enrichment"] as const,
  estimate: (listId: string) => [...leadEnrichmentKeys.all, "estimate", listId] as const,
};

function getEnrichmentEstimate(listId: string, signal?: AbortSignal) {
  return apiFetch(`${listPath(listId)}/enrichment-estimate`, {
    schema: LeadListEnrichmentEstimate,
    signal,
  });
}

/** What enriching the list would cost now; read when the dialog opens (a GET: free). */
export function useEnrichmentEstimateQuery(listId: string | null) {
  return useQuery({
    queryKey: listId ? leadEnrichmentKeys.estimate(listId) : leadEnrichmentKeys.all,
    queryFn: listId ? ({ signal }) => getEnrichmentEstimate(listId, signal) : skipToken,
    // The balance and the leads change under it: read afresh each time it is shown.
    staleTime: 0,
  });
}

/** Starts the bulk enrichment; follow it with useJobQuery. Never retried automatically. */
export function useEnrichLeadListMutation() {
  return useMutation({
    mutationFn: (v: { listId: string; idempotencyKey: string }) =>
      apiFetch(`${listPath(v.listId)}/enrich`, {
        method: "POST",
        idempotencyKey: v.idempotencyKey,
        schema: JobRow,
      }),
  });
}

/** A bulk enrichment job's result, when it reads as one. */
export function enrichmentResult(job: Pick<JobRow, "result">): LeadEnrichmentResult | null {
  const parsed = LeadEnrichmentResult.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}
