"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { ProgressTrack } from "@/components/ui/progress-track";
import { Spinner } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { isJobFinished, type JobRow } from "@/lib/queries/jobs";
import { stateLabel } from "@/lib/words";

/** A background job's progress bar and count, e.g. "40 of 120 leads processed · running". */
export function JobProgress({ job, label, noun }: { job: JobRow; label: string; noun: string }) {
  return (
    <div className="space-y-2">
      <ProgressTrack
        label={label}
        value={job.processed}
        max={job.total}
        valueText={`${formatNumber(job.processed)} of ${formatNumber(job.total)}`}
        className="h-2"
        fillClassName="bg-indigo-600 motion-safe:transition-all"
      />
      <p className="text-sm text-zinc-600">
        {formatNumber(job.processed)} of {formatNumber(job.total)} {noun} processed ·{" "}
        {stateLabel("job", job.status).toLowerCase()}
      </p>
    </div>
  );
}

/**
 * What a job's dialog shows once the job is asked for: its failure to load, "Starting…", then
 * the progress with the outcome when finished (or that closing is safe while it runs) and Close.
 */
export function JobDialogBody({
  job,
  ready = true,
  label,
  noun,
  starting,
  outcome,
  whileRunning,
}: {
  job: UseQueryResult<JobRow>;
  /** False while the dialog still waits for something of its own (the list made for it). */
  ready?: boolean;
  label: string;
  noun: string;
  starting: string;
  outcome: (job: JobRow) => ReactNode;
  whileRunning: ReactNode;
}) {
  if (job.isError) return <ApiErrorState error={job.error} onRetry={() => job.refetch()} />;
  if (!job.data || !ready) return <Spinner label={starting} />;
  return (
    <>
      <JobProgress job={job.data} label={label} noun={noun} />
      {isJobFinished(job.data) ? (
        outcome(job.data)
      ) : (
        <p className="text-xs text-zinc-500">{whileRunning}</p>
      )}
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </div>
    </>
  );
}
