"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { JobDialogBody } from "@/components/job-progress";
import { outcomeUnknown } from "@/components/prospecting/run-failure";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import { CREDIT_RATES, creditsText } from "@/contract/credit-rates";
import type { LeadListEnrichmentEstimate } from "@/contract/lead-lists";
import { formatNumber } from "@/lib/format";
import { creditKeys, useSpendQuery } from "@/lib/queries/credits";
import { isJobFinished, type JobRow, useJobQuery } from "@/lib/queries/jobs";
import {
  enrichmentResult,
  leadEnrichmentKeys,
  useEnrichLeadListMutation,
  useEnrichmentEstimateQuery,
} from "@/lib/queries/lead-enrichment";
import { leadListKeys } from "@/lib/queries/lead-lists";
import { leadKeys } from "@/lib/queries/leads";
import { leadsWord } from "./lead-words";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-zinc-900">{value}</dd>
    </div>
  );
}

/** What enriching will do and cost, before anything is spent. */
function CostBefore({ estimate }: { estimate: LeadListEnrichmentEstimate }) {
  const short = estimate.credits > estimate.balance;
  return (
    <div className="space-y-3" data-testid="enrich-cost">
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200">
        <Fact label="Leads lacking a field" value={formatNumber(estimate.leads_missing_fields)} />
        <Fact label="Already paid for (free)" value={formatNumber(estimate.already_paid)} />
        <Fact label="Costs" value={creditsText(estimate.credits)} />
        <Fact label="Balance" value={creditsText(estimate.balance)} />
      </dl>
      <p className="text-xs text-zinc-600">
        Fills each lead's missing email, job title and company name from the prospect data, at{" "}
        {creditsText(CREDIT_RATES.enrichment)} a lead; a lead whose prospect the workspace has
        already paid for (in a preview, an import or an earlier enrichment) is free. Credits are
        charged as leads are enriched, never for a lead that gains nothing.
      </p>
      {short ? (
        <Alert tone="warning" title="Not enough credits">
          Enriching this list needs {creditsText(estimate.credits)} and the workspace has{" "}
          {creditsText(estimate.balance)}. Add credits, or remove leads you do not need.
        </Alert>
      ) : null}
    </div>
  );
}

/** The job's outcome and the ledger lines it wrote. */
function Outcome({ job }: { job: JobRow }) {
  const result = enrichmentResult(job);
  const spend = useSpendQuery({ jobId: job.id });
  const entries = spend.data?.kind === "known" ? spend.data.entries : [];
  const last = entries[0];
  return (
    <div className="space-y-3">
      {job.status === "failed" ? (
        <Alert tone="danger" title="The enrichment stopped">
          {job.error_message ?? "The platform did not say why."}
        </Alert>
      ) : (
        <Alert tone="info" title="Enrichment finished">
          {result
            ? `${leadsWord(result.enriched)} enriched${
                result.already_paid > 0 ? ` (${formatNumber(result.already_paid)} free)` : ""
              }; ${leadsWord(result.unchanged)} had nothing to add.`
            : "Done."}
        </Alert>
      )}
      <div className="text-sm text-zinc-700" data-testid="enrich-ledger">
        {spend.isPending ? (
          <Spinner label="Reading the ledger" />
        ) : entries.length === 0 ? (
          <p>No credits were charged.</p>
        ) : (
          <>
            <p className="font-medium">
              Charged {creditsText(spend.data?.kind === "known" ? spend.data.credits : 0)}; the
              balance is now {creditsText(last?.balance_after ?? 0)}.
            </p>
            <ul className="mt-1 space-y-0.5 text-xs text-zinc-600">
              {entries.map((e) => (
                <li key={e.id}>
                  {e.description || e.reason}: {formatNumber(e.amount)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Bulk enrichment of a list: the cost before (leads lacking a field, how many are already paid
 * for, the credits and the balance), then the job's progress, and the ledger lines after.
 */
export function EnrichLeadsDialog({ listId, listName }: { listId: string; listName: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const estimate = useEnrichmentEstimateQuery(open && jobId === null ? listId : null);
  const mutation = useEnrichLeadListMutation();
  const job = useJobQuery(jobId, mutation.data);
  const finished = job.data ? isJobFinished(job.data) : false;

  useEffect(() => {
    if (!finished) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: leadKeys.all }),
      queryClient.invalidateQueries({ queryKey: leadListKeys.all }),
      queryClient.invalidateQueries({ queryKey: leadEnrichmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: creditKeys.summary() }),
    ]);
  }, [finished, queryClient]);

  async function start() {
    // One key until the platform answers, so retrying an unclear failure cannot start twice.
    key.current ??= crypto.randomUUID();
    try {
      const started = await mutation.mutateAsync({ listId, idempotencyKey: key.current });
      key.current = null;
      setJobId(started.id);
    } catch {
      // Shown from mutation.error.
    }
  }

  function onOpenChange(next: boolean) {
    if (mutation.isPending) return;
    setOpen(next);
    if (!next && (finished || jobId === null)) {
      setJobId(null);
      mutation.reset();
    }
  }

  const data = estimate.data;
  const nothing = data ? data.leads_missing_fields === 0 : false;
  const short = data ? data.credits > data.balance : false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          {jobId !== null && !finished ? "Enriching…" : "Enrich…"}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Enrich “${listName}”`}
        description="Adds the email, job title and company name the prospect data has to the leads that lack them."
      >
        <div className="space-y-4">
          {jobId === null ? (
            <>
              {estimate.isError ? (
                <ApiErrorState error={estimate.error} onRetry={() => estimate.refetch()} />
              ) : !data ? (
                <Spinner label="Working out the cost" />
              ) : nothing ? (
                <p className="text-sm text-zinc-600">
                  Every lead already has everything the prospect data can add; there is nothing to
                  enrich.
                </p>
              ) : (
                <CostBefore estimate={data} />
              )}
              {mutation.error ? (
                outcomeUnknown(mutation.error) ? (
                  <Alert tone="warning" title="The enrichment may have started">
                    Nothing was retried automatically. Enriching again resends the same request with
                    the same Idempotency-Key, so it cannot start a second job.
                  </Alert>
                ) : (
                  <ApiErrorState error={mutation.error} />
                )
              ) : null}
              <div className="flex justify-end gap-3 pt-2">
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button onClick={start} disabled={!data || nothing || short || mutation.isPending}>
                  {mutation.isPending
                    ? "Starting…"
                    : data && !nothing
                      ? `Enrich ${leadsWord(data.leads_missing_fields)} · ${creditsText(data.credits)}`
                      : "Enrich"}
                </Button>
              </div>
            </>
          ) : (
            <JobDialogBody
              job={job}
              label="Enrichment progress"
              noun="leads"
              starting="Starting the enrichment"
              outcome={(row) => <Outcome job={row} />}
              whileRunning="You can close this; the enrichment carries on."
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
