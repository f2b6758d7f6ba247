"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { JobProgress } from "@/components/job-progress";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import { Tooltip } from "@/components/ui/tooltip";
import { CREDIT_RATES } from "@/contract/credit-rates";
import { formatNumber } from "@/lib/format";
import { creditKeys } from "@/lib/queries/credits";
import { isJobFinished, type JobRow, useJobQuery } from "@/lib/queries/jobs";
import { leadListKeys } from "@/lib/queries/lead-lists";
import { leadKeys } from "@/lib/queries/leads";
import { prospectSearchKeys, useImportPreviewMutation } from "@/lib/queries/prospect-search";
import { outcomeUnknown } from "./run-failure";

const listHref = (listId: string) => `/lead-lists/${encodeURIComponent(listId)}`;

function countOf(result: JobRow["result"], name: string): number | null {
  const value = result[name];
  return typeof value === "number" ? value : null;
}

function Outcome({ job, listId, listName }: { job: JobRow; listId: string; listName: string }) {
  if (job.status === "failed") {
    return (
      <Alert tone="danger" title="The import failed">
        {job.error_message ?? "The platform did not say why."} {formatNumber(job.processed)} of{" "}
        {formatNumber(job.total)} prospects were processed before it stopped.
      </Alert>
    );
  }
  const added = countOf(job.result, "added");
  const skipped = countOf(job.result, "skipped");
  return (
    <Alert
      tone="info"
      title="Import finished"
      actions={
        <Button asChild size="sm">
          <Link href={listHref(listId)}>Open “{listName}”</Link>
        </Button>
      }
    >
      {added !== null ? `${formatNumber(added)} new lead${added === 1 ? "" : "s"} added` : "Done"}
      {skipped !== null ? `; ${formatNumber(skipped)} already in the list were skipped.` : "."}
    </Alert>
  );
}

/**
 * Imports the preview's whole result set into the list, after saying which list and how
 * many, then follows the job to its end and links to the list. The job outlives the dialog:
 * closed, its progress shows beside the button.
 */
export function ImportAction({
  listId,
  listName,
  previewId,
  count,
  countExact,
  importEnrichCount,
  balance,
  blockedReason,
}: {
  listId: string;
  listName: string;
  previewId: string;
  count: number;
  countExact: boolean;
  /**
   * How many prospects an enriching import would pay for: those it adds that the workspace
   * has not paid for. Unknown on an older platform, which is then offered no enrichment.
   */
  importEnrichCount: number | undefined;
  /** The workspace's credits, when known. */
  balance: number | null;
  /** Why importing is not possible now (role, a preview still processing), if it is not. */
  blockedReason: string | null;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [enrich, setEnrich] = useState(false);
  const attempt = useRef<{ previewId: string; enrich: boolean; key: string } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const enrichCost =
    importEnrichCount === undefined ? null : importEnrichCount * CREDIT_RATES.enrichment;
  const mutation = useImportPreviewMutation();
  const job = useJobQuery(jobId, mutation.data);
  const finished = job.data ? isJobFinished(job.data) : false;

  // A new preview is a new import.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the preview changes
  useEffect(() => {
    setJobId(null);
    setEnrich(false);
    attempt.current = null;
    mutation.reset();
  }, [previewId]);

  useEffect(() => {
    if (!finished) return;
    // The list gained leads, and the preview's `in_list` marks changed.
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: leadListKeys.all }),
      queryClient.invalidateQueries({ queryKey: leadKeys.all }),
      queryClient.invalidateQueries({ queryKey: prospectSearchKeys.preview(listId, previewId) }),
      queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
  }, [finished, queryClient, listId, previewId]);

  async function start() {
    // The same key until the platform answers, so retrying an unclear failure cannot import twice.
    const enriching = enrich && (enrichCost ?? 0) > 0;
    if (attempt.current?.previewId !== previewId || attempt.current.enrich !== enriching) {
      attempt.current = { previewId, enrich: enriching, key: crypto.randomUUID() };
    }
    try {
      const started = await mutation.mutateAsync({
        listId,
        previewId,
        idempotencyKey: attempt.current.key,
        autoEnrich: enriching,
      });
      attempt.current = null;
      setJobId(started.id);
    } catch {
      // Shown from mutation.error.
    }
  }

  const what = countExact
    ? `${formatNumber(count)} prospect${count === 1 ? "" : "s"}`
    : `the first ${formatNumber(count)} prospects`;
  const running = jobId !== null && !finished;

  const opener = blockedReason ? (
    <Tooltip content={blockedReason}>
      <Button
        aria-disabled="true"
        aria-description={blockedReason}
        onClick={(e) => e.preventDefault()}
      >
        Import…
      </Button>
    </Tooltip>
  ) : (
    <Button ref={trigger} onClick={() => setOpen(true)}>
      {running ? "Importing…" : "Import…"}
    </Button>
  );

  return (
    <div className="flex items-center gap-3">
      {!open && job.data ? (
        <p className="text-xs text-zinc-500" aria-live="polite">
          {finished ? (
            <>
              Import {job.data.status}.{" "}
              <Link href={listHref(listId)} className="font-medium text-indigo-600 hover:underline">
                Open the list
              </Link>
            </>
          ) : (
            `Importing: ${formatNumber(job.data.processed)} of ${formatNumber(job.data.total)}`
          )}
        </p>
      ) : null}
      {opener}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          // Opened without a Radix trigger, so it is told where the focus goes back to.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          title={`Import into “${listName}”`}
          description={`Adds ${what} of this preview to the lead list “${listName}”.`}
        >
          <div className="space-y-4">
            {jobId === null ? (
              <>
                <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
                  <li>
                    Prospects already in “{listName}” are skipped, so importing twice adds nobody
                    twice, and the import neither enriches nor charges for them: enrich the list
                    from its page for that.
                  </li>
                  {enrichCost === null || enrichCost === 0 ? (
                    <li>
                      {enrichCost === 0
                        ? "The workspace has paid for every prospect this import adds, so each lead it adds gets its contact details; importing spends no credits."
                        : "Importing spends no credits. Leads get contact details only where the workspace has paid for them."}
                    </li>
                  ) : null}
                </ul>
                {enrichCost !== null && enrichCost > 0 ? (
                  <div className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200">
                    <label className="flex items-start gap-2 text-sm font-medium text-zinc-800">
                      <input
                        type="checkbox"
                        checked={enrich}
                        onChange={(e) => setEnrich(e.target.checked)}
                        aria-describedby="import-enrich-hint"
                        className="mt-0.5 size-4 rounded border-zinc-300 text-indigo-600"
                      />
                      Enrich the {formatNumber(importEnrichCount ?? 0)} prospects this import adds
                      that the workspace has not paid for
                    </label>
                    <p id="import-enrich-hint" className="mt-1 pl-6 text-xs text-zinc-600">
                      {enrich
                        ? `Costs ${formatNumber(enrichCost)} credits, charged when the import starts; every lead the import adds then has its email.`
                        : "Off: importing spends no credits, and only prospects the workspace has paid for bring their email."}
                      {balance !== null
                        ? ` The workspace has ${formatNumber(balance)} credits.`
                        : ""}
                    </p>
                  </div>
                ) : null}
                {mutation.error ? (
                  outcomeUnknown(mutation.error) ? (
                    <Alert tone="warning" title="The import may have started">
                      Nothing was retried automatically. Importing again resends the same request
                      with the same Idempotency-Key, so it cannot start a second import.
                    </Alert>
                  ) : (
                    <ApiErrorState error={mutation.error} />
                  )
                ) : null}
                <div className="flex justify-end gap-3 pt-2">
                  <DialogClose asChild>
                    <Button variant="secondary">Cancel</Button>
                  </DialogClose>
                  <Button onClick={start} disabled={mutation.isPending}>
                    {mutation.isPending
                      ? "Starting…"
                      : mutation.error && outcomeUnknown(mutation.error)
                        ? "Retry safely"
                        : enrich && enrichCost
                          ? `Import ${what} · ${formatNumber(enrichCost)} credits`
                          : `Import ${what}`}
                  </Button>
                </div>
              </>
            ) : job.isError ? (
              <ApiErrorState error={job.error} onRetry={() => job.refetch()} />
            ) : !job.data ? (
              <Spinner label="Starting the import" />
            ) : (
              <>
                <JobProgress job={job.data} label="Import progress" noun="prospects" />
                {finished ? (
                  <Outcome job={job.data} listId={listId} listName={listName} />
                ) : (
                  <p className="text-xs text-zinc-500">
                    You can close this; the import carries on and its progress stays beside the
                    Import button.
                  </p>
                )}
                <div className="flex justify-end">
                  <DialogClose asChild>
                    <Button variant="secondary">Close</Button>
                  </DialogClose>
                </div>
              </>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
