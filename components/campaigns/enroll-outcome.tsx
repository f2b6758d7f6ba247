"use client";

import { JobProgress } from "@/components/job-progress";
import { Alert } from "@/components/ui/alert";
import type { EnrollmentCounts } from "@/contract/campaign-enrollments";
import { skippedBreakdown } from "@/lib/campaigns/enrollment-skips";
import { type EnrollAnswer, isEnrollJob } from "@/lib/queries/campaign-enrollments";
import { isJobFinished, type JobRow, useJobQuery } from "@/lib/queries/jobs";
import { countOf } from "@/lib/words";

const count = (n: number, one: string, many?: string) => countOf(n, one, many);

/** The counts an enrollment answers with, or a finished enrollment job's result. */
function countsOf(result: Record<string, unknown>): EnrollmentCounts | null {
  const { enrolled, already_enrolled, skipped } = result;
  return typeof enrolled === "number" &&
    typeof already_enrolled === "number" &&
    typeof skipped === "number"
    ? {
        enrolled,
        already_enrolled,
        skipped,
        // A job's result may predate the reasons: all of its skips were do-not-contact then.
        skipped_by_reason: { do_not_contact: skipped, active_elsewhere: 0, replied_elsewhere: 0 },
        skipped_leads: [],
        dry_run: false,
      }
    : null;
}

function EnrollCounts({ counts, campaign }: { counts: EnrollmentCounts; campaign: string }) {
  return (
    <Alert tone="info" title={`Enrolled ${count(counts.enrolled, "lead")} in “${campaign}”`}>
      {count(counts.already_enrolled, "lead was", "leads were")} already in it and stayed as{" "}
      {counts.already_enrolled === 1 ? "it was" : "they were"};{" "}
      {count(counts.skipped, "lead was", "leads were")} skipped
      {counts.skipped > 0 ? ` (${skippedBreakdown(counts.skipped_by_reason)})` : ""}.
    </Alert>
  );
}

function EnrollJob({ job: started, campaign }: { job: JobRow; campaign: string }) {
  const job = useJobQuery(started.id, started).data ?? started;
  if (!isJobFinished(job))
    return <JobProgress job={job} label="Enrollment progress" noun="leads" />;
  if (job.status === "failed") {
    return (
      <Alert tone="danger" title="The enrollment failed">
        {job.error_message ?? "The platform did not say why."}
      </Alert>
    );
  }
  const counts = countsOf(job.result);
  return counts ? (
    <EnrollCounts counts={counts} campaign={campaign} />
  ) : (
    <Alert tone="info" title={`Enrolled the leads in “${campaign}”`} />
  );
}

/** What became of an enrollment: its counts at once, or its job followed to the end. */
export function EnrollOutcome({ answer, campaign }: { answer: EnrollAnswer; campaign: string }) {
  return isEnrollJob(answer) ? (
    <EnrollJob job={answer} campaign={campaign} />
  ) : (
    <EnrollCounts counts={answer} campaign={campaign} />
  );
}
