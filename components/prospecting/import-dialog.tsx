"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { EnrollChoice } from "@/components/campaigns/import-enroll-choice";
import { EnrollAfterImport, ImportEnrollChoice } from "@/components/campaigns/lazy-enroll";
import { JobDialogBody } from "@/components/job-progress";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { CREDIT_RATES } from "@/contract/credit-rates";
import { ApiRequestError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import {
  type ResultSelection,
  selectedCount,
  selectionBody,
} from "@/lib/prospecting/result-selection";
import { creditKeys } from "@/lib/queries/credits";
import { isJobFinished, useJobQuery } from "@/lib/queries/jobs";
import {
  leadListKeys,
  useCreateLeadListMutation,
  useLeadListsQuery,
} from "@/lib/queries/lead-lists";
import { leadKeys } from "@/lib/queries/leads";
import { prospectSearchKeys, useImportPreviewMutation } from "@/lib/queries/prospect-search";
import { countOf, stateLabel } from "@/lib/words";
import { ImportEnrichChoice } from "./import-enrich-choice";
import { ImportOutcome, listHref } from "./import-outcome";
import { type ImportTarget, ImportTargetField, NEW_LIST } from "./import-target";
import { outcomeUnknown } from "./run-failure";

/**
 * Imports the preview's whole result set (or the rows selected across its pages) into a list chosen here (any list of the workspace,
 * or a new one), adding only people not already in it, after saying how many; then follows
 * the job to its end and links to the list. The job outlives the dialog: closed, its progress
 * shows beside the button.
 */
export function ImportAction({
  previewListId,
  previewId,
  count,
  countExact,
  importEnrichCount,
  balance,
  blockedReason,
  selection,
}: {
  /** The list the preview ran on (the workspace's search list): not offered as a target. */
  previewListId: string;
  previewId: string;
  count: number;
  countExact: boolean;
  /**
   * How many prospects of the set the workspace has not paid for (and the preview's own list
   * lacks): at most what an enriching import charges. Unknown on an older platform, which is
   * then offered no enrichment.
   */
  importEnrichCount: number | undefined;
  balance: number | null;
  /** Why importing is not possible now (role, a preview still processing), if it is not. */
  blockedReason: string | null;
  /** The rows selected across pages; nothing selected imports the whole set. */
  selection: ResultSelection;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [enrich, setEnrich] = useState(false);
  const [target, setTarget] = useState<ImportTarget>({ listId: NEW_LIST, newName: "" });
  const [done, setDone] = useState<{ id: string; name: string; key: string } | null>(null);
  const [enrollIn, setEnrollIn] = useState<EnrollChoice>(null);
  const attempt = useRef<{ key: string; listKey: string; made: string | null } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const lists = useLeadListsQuery({ page: 1, perPage: 100 });
  const targets = lists.data?.items.filter((l) => l.id !== previewListId) ?? [];
  const createList = useCreateLeadListMutation();
  const mutation = useImportPreviewMutation();
  const job = useJobQuery(jobId, mutation.data);
  const finished = job.data ? isJobFinished(job.data) : false;
  const chosen = selectedCount(selection, count);
  const selecting = chosen > 0;
  // The preview counts what an enriching import of the whole set would pay for; a selection
  // pays for at most that and at most one credit a selected result.
  const enrichCount =
    importEnrichCount === undefined
      ? undefined
      : selecting
        ? Math.min(importEnrichCount, chosen)
        : importEnrichCount;
  const enrichCost = enrichCount === undefined ? null : enrichCount * CREDIT_RATES.enrichment;

  // A new preview is a new import.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the preview changes
  useEffect(() => {
    setJobId(null);
    setEnrich(false);
    attempt.current = null;
    mutation.reset();
  }, [previewId]);

  useEffect(() => {
    if (!finished || !done) return;
    // The list gained leads, and the workspace may have paid for some.
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: leadListKeys.all }),
      queryClient.invalidateQueries({ queryKey: leadKeys.all }),
      queryClient.invalidateQueries({ queryKey: prospectSearchKeys.previews() }),
      queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
  }, [finished, done, queryClient]);

  const newName = target.newName.trim();
  const nameError =
    target.listId === NEW_LIST && createList.error instanceof ApiRequestError
      ? (createList.error.validationIssues[0]?.msg ?? createList.error.message)
      : null;

  async function start() {
    const enriching = enrich && (enrichCost ?? 0) > 0;
    // One key per target until the platform answers, so retrying an unclear failure cannot
    // make a second list or import twice.
    const body = selectionBody(selection);
    const listKey = `${target.listId === NEW_LIST ? `new:${newName}` : target.listId}:${enriching}:${JSON.stringify(body)}`;
    if (attempt.current?.listKey !== listKey) {
      attempt.current = { key: crypto.randomUUID(), listKey, made: null };
    }
    const current = attempt.current;
    try {
      let listId = target.listId;
      let name = targets.find((l) => l.id === listId)?.name ?? listId;
      if (listId === NEW_LIST) {
        const made =
          current.made ??
          (
            await createList.mutateAsync({
              body: { name: newName, description: "" },
              idempotencyKey: `${current.key}-list`,
            })
          ).id;
        current.made = made;
        listId = made;
        name = newName;
      }
      const started = await mutation.mutateAsync({
        listId,
        previewId,
        idempotencyKey: current.key,
        autoEnrich: enriching,
        selection: body,
      });
      attempt.current = null;
      setDone({ id: listId, name, key: current.key });
      setJobId(started.id);
    } catch {
      // Shown from the mutations' errors.
    }
  }

  const what = selecting
    ? countOf(chosen, "selected prospect")
    : countExact
      ? countOf(count, "prospect")
      : `the first ${formatNumber(count)} prospects`;
  const running = jobId !== null && !finished;
  const unclear = mutation.error && outcomeUnknown(mutation.error);
  const startLabel =
    mutation.isPending || createList.isPending
      ? "Starting…"
      : unclear
        ? "Retry safely"
        : enrich && enrichCost
          ? `Import ${what} · up to ${countOf(enrichCost, "credit")}`
          : `Import ${what}${enrollIn ? " and enroll" : ""}`;
  const enrolling = enrollIn && done && job.data?.status === "completed" ? enrollIn : null;

  return (
    <div className="flex items-center gap-3">
      {!open && job.data && done ? (
        <p className="text-xs text-zinc-500" aria-live="polite">
          {finished ? (
            <>
              Import {stateLabel("job", job.data.status).toLowerCase()}.{" "}
              <Link
                href={listHref(done.id)}
                className="font-medium text-indigo-600 hover:underline"
              >
                Open “{done.name}”
              </Link>
              {enrolling ? (
                <EnrollAfterImport
                  compact
                  campaign={enrolling}
                  listId={done.id}
                  importKey={done.key}
                />
              ) : null}
            </>
          ) : (
            `Importing: ${formatNumber(job.data.processed)} of ${formatNumber(job.data.total)}`
          )}
        </p>
      ) : null}
      {blockedReason ? (
        <BlockableButton blockedReason={blockedReason}>Import…</BlockableButton>
      ) : (
        <Button ref={trigger} onClick={() => setOpen(true)}>
          {running ? "Importing…" : "Import…"}
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          // Opened without a Radix trigger, so it is told where the focus goes back to.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          title="Import into a lead list"
          description={`Adds ${what} of this search to the list you choose: only people not already in it.`}
        >
          <div className="space-y-4">
            {jobId === null ? (
              <>
                <ImportTargetField
                  lists={targets}
                  value={target}
                  onChange={setTarget}
                  error={nameError}
                />
                <ImportEnrichChoice
                  enrichCount={enrichCount}
                  enrichCost={enrichCost}
                  enrich={enrich}
                  onEnrich={setEnrich}
                  balance={balance}
                />
                <ImportEnrollChoice
                  value={enrollIn}
                  onChange={setEnrollIn}
                  leadsAfterImport={
                    (selecting ? chosen : count) +
                    (targets.find((l) => l.id === target.listId)?.lead_count ?? 0)
                  }
                  balance={balance}
                />
                {mutation.error ? (
                  unclear ? (
                    <Alert tone="warning" title="The import may have started">
                      Nothing was retried automatically. Importing again resends the same request
                      with the same Idempotency-Key, so it cannot start a second import.
                    </Alert>
                  ) : (
                    <ApiErrorState error={mutation.error} />
                  )
                ) : null}
                {createList.error && !nameError ? <ApiErrorState error={createList.error} /> : null}
                <div className="flex justify-end gap-3 pt-2">
                  <DialogClose asChild>
                    <Button variant="secondary">Cancel</Button>
                  </DialogClose>
                  <Button
                    onClick={start}
                    disabled={
                      mutation.isPending ||
                      createList.isPending ||
                      (target.listId === NEW_LIST && newName === "")
                    }
                  >
                    {startLabel}
                  </Button>
                </div>
              </>
            ) : (
              <JobDialogBody
                job={job}
                ready={done !== null}
                label="Import progress"
                noun="prospects"
                starting="Starting the import"
                outcome={(row) =>
                  done ? (
                    <>
                      <ImportOutcome job={row} listId={done.id} listName={done.name} />
                      {enrolling ? (
                        <EnrollAfterImport
                          campaign={enrolling}
                          listId={done.id}
                          importKey={done.key}
                        />
                      ) : null}
                    </>
                  ) : null
                }
                whileRunning="You can close this; the import carries on and its progress stays beside the Import button."
              />
            )}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
