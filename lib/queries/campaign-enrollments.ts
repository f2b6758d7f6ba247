import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type EnrollLeadsBody,
  Enrollment,
  EnrollmentCounts,
} from "@/contract/campaign-enrollments";
import { offsetEnvelope } from "@/contract/envelopes";
import { apiFetch } from "@/lib/api-client";
import { JobRow } from "@/lib/queries/jobs";
import { leadKeys } from "@/lib/queries/leads";
import { queryString } from "@/lib/query-client";
import { LIVE_REFRESH_MS } from "../campaigns/lifecycle";
import { campaignKeys, campaignPath } from "./campaigns";

/** An enrollment as the console reads it: a state it does not know yet is shown, not refused. */
export const EnrollmentRow = Enrollment.extend({
  state: z.string(),
  lead: Enrollment.shape.lead.extend({ status: z.string() }),
});
export type EnrollmentRow = z.infer<typeof EnrollmentRow>;
export const EnrollmentPage = offsetEnvelope(EnrollmentRow);

/** A list enrollment may run as a job (202); otherwise the answer has the counts. */
export const EnrollAnswer = z.union([EnrollmentCounts, JobRow]);
export type EnrollAnswer = z.infer<typeof EnrollAnswer>;
export const isEnrollJob = (a: EnrollAnswer): a is JobRow => "status" in a;

const enrollmentKeys = {
  list: (campaignId: string, page: number, perPage: number) =>
    [...campaignKeys.of(campaignId), "enrollments", { page, perPage }] as const,
};

/** One page of a campaign's enrollments; read again every few seconds while it runs. */
export function useEnrollmentsQuery(
  campaignId: string,
  { page, perPage, live }: { page: number; perPage: number; live: boolean },
) {
  return useQuery({
    queryKey: enrollmentKeys.list(campaignId, page, perPage),
    queryFn: ({ signal }) =>
      apiFetch(`${campaignPath(campaignId)}/leads${queryString({ page, per_page: perPage })}`, {
        schema: EnrollmentPage,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

function enrollLeads(
  campaignId: string,
  body: EnrollLeadsBody,
  idempotencyKey: string,
): Promise<EnrollAnswer> {
  return apiFetch(`${campaignPath(campaignId)}/leads`, {
    method: "POST",
    body,
    idempotencyKey,
    schema: EnrollAnswer,
  });
}

export function useEnrollMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      body,
      idempotencyKey,
    }: {
      campaignId: string;
      body: EnrollLeadsBody;
      idempotencyKey: string;
    }) => enrollLeads(campaignId, body, idempotencyKey),
    onSuccess: (_answer, { campaignId }) =>
      queryClient.invalidateQueries({ queryKey: campaignKeys.of(campaignId) }),
  });
}

export function useRemoveEnrollmentMutation(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      apiFetch(`${campaignPath(campaignId)}/leads/${encodeURIComponent(leadId)}`, {
        method: "DELETE",
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.of(campaignId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
      ]),
  });
}
