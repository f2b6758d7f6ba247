import { skipToken, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Job } from "@/contract/lead-lists";
import { apiFetch } from "../api-client";

/** A job as the console reads it: a status it does not know yet is shown, not refused. */
export const JobRow = Job.extend({ status: z.string() });
export type JobRow = z.infer<typeof JobRow>;

const FINISHED_JOB_STATUSES = ["completed", "failed"];
const JOB_POLL_MS = 1000;

export function isJobFinished(job: Pick<JobRow, "status">): boolean {
  return FINISHED_JOB_STATUSES.includes(job.status);
}

const jobKeys = {
  all: ["jobs"] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};

function getJob(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/public/jobs/${encodeURIComponent(id)}`, { schema: JobRow, signal });
}

/** A job, read again every second until it has finished. */
export function useJobQuery(id: string | null, initialData?: JobRow) {
  return useQuery({
    queryKey: id ? jobKeys.detail(id) : jobKeys.details(),
    queryFn: id ? ({ signal }) => getJob(id, signal) : skipToken,
    initialData: id && initialData?.id === id ? initialData : undefined,
    refetchInterval: (query) =>
      query.state.data && isJobFinished(query.state.data) ? false : JOB_POLL_MS,
  });
}
