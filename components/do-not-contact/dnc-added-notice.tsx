"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { type DoNotContactCreated, DoNotContactJobResult } from "@/contract/do-not-contact";
import { formatNumber } from "@/lib/format";
import { invalidateDncEffects } from "@/lib/queries/do-not-contact";
import { isJobFinished, type JobRow, useJobQuery } from "@/lib/queries/jobs";
import { countOf } from "@/lib/words";
import { shownValue } from "./dnc-table";

/** What the entry's job has done so far, or what it did, in one sentence after "Added …". */
function dncJobSentence(job: JobRow): string {
  const done = DoNotContactJobResult.safeParse(job.result);
  if (job.status === "failed") return job.error_message ?? "Its job stopped.";
  if (!done.success) return "Its job is under way.";
  const { leads_marked_dnc: leads, enrollments_ended: ended } = done.data;
  if (job.status === "completed") {
    return `${countOf(leads, "lead")} set to do not contact; ${countOf(ended, "campaign enrollment")} ended.`;
  }
  return `Setting the leads it matches to do not contact: ${formatNumber(job.processed)} of ${formatNumber(job.total)} looked at so far.`;
}

/**
 * The notice after adding an entry: the entry is in force at once, and the job that marks
 * the leads it already matches is followed until it ends, when leads and campaigns are read
 * again.
 */
export function DncAddedNotice({ created }: { created: DoNotContactCreated }) {
  const queryClient = useQueryClient();
  const job = useJobQuery(created.job.id, created.job);
  const finished = job.data ? isJobFinished(job.data) : false;

  useEffect(() => {
    if (finished) void invalidateDncEffects(queryClient);
  }, [finished, queryClient]);

  const sentence = job.data ? dncJobSentence(job.data) : "Its job is under way.";
  return (
    <Alert
      tone={job.data?.status === "failed" ? "warning" : "info"}
      title={`Added ${shownValue(created)}. ${sentence}`}
      className="mb-4"
    />
  );
}
