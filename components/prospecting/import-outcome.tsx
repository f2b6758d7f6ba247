"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { JobRow } from "@/lib/queries/jobs";
import { countOf as countWords } from "@/lib/words";

export const listHref = (listId: string) => `/lead-lists/${encodeURIComponent(listId)}`;

function countOf(result: JobRow["result"], name: string): number | null {
  const value = result[name];
  return typeof value === "number" ? value : null;
}

/** How an import ended: what it added and skipped, and a way to the list. */
export function ImportOutcome({
  job,
  listId,
  listName,
}: {
  job: JobRow;
  listId: string;
  listName: string;
}) {
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
      {added !== null ? `${countWords(added, "new lead")} added` : "Done"}
      {skipped !== null ? `; ${formatNumber(skipped)} already in the list were skipped.` : "."}
    </Alert>
  );
}
