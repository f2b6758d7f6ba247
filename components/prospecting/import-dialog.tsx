"use client";

import { useRef, useState } from "react";
import type { EnrollChoice } from "@/components/campaigns/import-enroll-choice";
import { EnrollAfterImport, ImportEnrollChoice } from "@/components/campaigns/lazy-enroll";
import { JobDialogBody } from "@/components/job-progress";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { formatNumber } from "@/lib/format";
import { type ResultSelection, selectedCount } from "@/lib/prospecting/result-selection";
import { isJobFinished, useJobQuery } from "@/lib/queries/jobs";
import { useLeadListsQuery } from "@/lib/queries/lead-lists";
import { countOf } from "@/lib/words";
import { ImportEnrichChoice, importEnrichment } from "./import-enrich-choice";
import { ImportOutcome } from "./import-outcome";
import { ImportStatusLine } from "./import-status-line";
import { type ImportTarget, ImportTargetField, NEW_LIST } from "./import-target";
import {
  refusedListName,
  type StartedImport,
  useImportStart,
  useRefreshAfterImport,
} from "./use-import-start";

/**
 * Imports the preview's whole result set (or the rows selected across its pages) into a list
 * chosen here (any list of the workspace, or a new one), adding only people not already in
 * it, after saying how many; then follows the job to its end and links to the list. The job
 * outlives the dialog: closed, its progress shows beside the button. Rendered with the
 * preview's id as its key: a new preview is a new import.
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
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState<StartedImport | null>(null);
  const [enrich, setEnrich] = useState(false);
  const [target, setTarget] = useState<ImportTarget>({ listId: NEW_LIST, newName: "" });
  const [enrollIn, setEnrollIn] = useState<EnrollChoice>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const lists = useLeadListsQuery({ page: 1, perPage: 100 });
  const targets = lists.data?.items.filter((l) => l.id !== previewListId) ?? [];
  const importing = useImportStart({ previewId, selection });
  const job = useJobQuery(started?.jobId ?? null, importing.startedJob);
  const finished = job.data ? isJobFinished(job.data) : false;
  useRefreshAfterImport(finished && started !== null);
  const chosen = selectedCount(selection, count);
  const selecting = chosen > 0;
  const enrichment = importEnrichment(importEnrichCount, chosen);
  const enrichCost = enrichment?.cost ?? null;
  const nameError = target.listId === NEW_LIST ? refusedListName(importing.createListError) : null;

  async function start() {
    const name = targets.find((l) => l.id === target.listId)?.name ?? target.listId;
    const begun = await importing.start(target, name, enrich && (enrichCost ?? 0) > 0);
    if (begun) setStarted(begun);
  }

  const what = selecting
    ? countOf(chosen, "selected prospect")
    : countExact
      ? countOf(count, "prospect")
      : `the first ${formatNumber(count)} prospects`;
  const running = started !== null && !finished;
  const startLabel = importing.pending
    ? "Starting…"
    : importing.unclear
      ? "Retry safely"
      : enrich && enrichCost
        ? `Import ${what} · up to ${countOf(enrichCost, "credit")}`
        : `Import ${what}${enrollIn ? " and enroll" : ""}`;
  const enrolling = enrollIn && started && job.data?.status === "completed" ? enrollIn : null;

  return (
    <div className="flex items-center gap-3">
      {!open && job.data && started ? (
        <ImportStatusLine job={job.data} started={started} enrolling={enrolling} />
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
            {started === null ? (
              <>
                <ImportTargetField
                  lists={targets}
                  value={target}
                  onChange={setTarget}
                  error={nameError}
                />
                <ImportEnrichChoice
                  enrichment={enrichment}
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
                {importing.unclear ? (
                  <Alert tone="warning" title="The import may have started">
                    Nothing was retried automatically. Importing again resends the same request with
                    the same Idempotency-Key, so it cannot start a second import.
                  </Alert>
                ) : importing.importError ? (
                  <ApiErrorState error={importing.importError} />
                ) : null}
                {importing.createListError && !nameError ? (
                  <ApiErrorState error={importing.createListError} />
                ) : null}
                <div className="flex justify-end gap-3 pt-2">
                  <DialogClose asChild>
                    <Button variant="secondary">Cancel</Button>
                  </DialogClose>
                  <Button
                    onClick={start}
                    disabled={
                      importing.pending ||
                      (target.listId === NEW_LIST && target.newName.trim() === "")
                    }
                  >
                    {startLabel}
                  </Button>
                </div>
              </>
            ) : (
              <JobDialogBody
                job={job}
                label="Import progress"
                noun="prospects"
                starting="Starting the import"
                outcome={(row) => (
                  <>
                    <ImportOutcome job={row} listId={started.id} listName={started.name} />
                    {enrolling ? (
                      <EnrollAfterImport
                        campaign={enrolling}
                        listId={started.id}
                        importKey={started.key}
                      />
                    ) : null}
                  </>
                )}
                whileRunning="You can close this; the import carries on and its progress stays beside the Import button."
              />
            )}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
