"use client";

import Link from "next/link";
import type { EnrollChoice } from "@/components/campaigns/import-enroll-choice";
import { EnrollAfterImport } from "@/components/campaigns/lazy-enroll";
import { formatNumber } from "@/lib/format";
import { isJobFinished, type JobRow } from "@/lib/queries/jobs";
import { stateLabel } from "@/lib/words";
import { listHref } from "./import-outcome";
import type { StartedImport } from "./use-import-start";

/**
 * The import's progress beside the Import button while its dialog is closed (the job outlives
 * the dialog); when it is over, its outcome, a link to the list and the enrollment chosen.
 */
export function ImportStatusLine({
  job,
  started,
  enrolling,
}: {
  job: JobRow;
  started: StartedImport;
  enrolling: EnrollChoice;
}) {
  return (
    <p className="text-xs text-zinc-500" aria-live="polite">
      {isJobFinished(job) ? (
        <>
          Import {stateLabel("job", job.status).toLowerCase()}.{" "}
          <Link href={listHref(started.id)} className="font-medium text-indigo-600 hover:underline">
            Open “{started.name}”
          </Link>
          {enrolling ? (
            <EnrollAfterImport
              compact
              campaign={enrolling}
              listId={started.id}
              importKey={started.key}
            />
          ) : null}
        </>
      ) : (
        `Importing: ${formatNumber(job.processed)} of ${formatNumber(job.total)}`
      )}
    </p>
  );
}
