import { formatNumber } from "@/lib/format";
import type { JobRow } from "@/lib/queries/jobs";

/** A background job's progress bar and count, e.g. "40 of 120 leads processed · running". */
export function JobProgress({ job, label, noun }: { job: JobRow; label: string; noun: string }) {
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.processed}
        aria-valuetext={`${formatNumber(job.processed)} of ${formatNumber(job.total)}`}
        className="h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-zinc-600">
        {formatNumber(job.processed)} of {formatNumber(job.total)} {noun} processed · {job.status}
      </p>
    </div>
  );
}
