"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { campaignHref } from "@/lib/campaigns/list-params";
import { formatNumber } from "@/lib/format";
import { isEnrollJob, useEnrollMutation } from "@/lib/queries/campaign-enrollments";
import { EnrollOutcome } from "./enroll-outcome";
import type { EnrollChoice } from "./import-enroll-choice";

/**
 * Enrolls the imported list in the chosen campaign once the import has finished, once: one
 * Idempotency-Key for this import, so a remount or a retry cannot enroll twice (enrolling
 * twice would be a no-op anyway, counted as such).
 */
export function EnrollAfterImport({
  campaign,
  listId,
  importKey,
  compact = false,
}: {
  campaign: NonNullable<EnrollChoice>;
  listId: string;
  /** The import's own key; the enrollment's is derived from it. */
  importKey: string;
  /** One line beside the Import button, while the dialog is closed. */
  compact?: boolean;
}) {
  const mutation = useEnrollMutation();
  const started = useRef(false);
  const enroll = () =>
    mutation.mutate({
      campaignId: campaign.id,
      body: { lead_list_id: listId },
      idempotencyKey: `${importKey}-enroll-${campaign.id}`,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished import
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    enroll();
  }, []);

  if (compact) {
    const answer = mutation.data;
    return (
      <span>
        {mutation.isError
          ? ` Enrolling in “${campaign.name}” failed: open the dialog to retry.`
          : !answer
            ? ` Enrolling in “${campaign.name}”…`
            : isEnrollJob(answer)
              ? ` Enrolling in “${campaign.name}” as a job.`
              : ` Enrolled ${formatNumber(answer.enrolled)} in “${campaign.name}”.`}{" "}
        {answer ? (
          <Link
            href={campaignHref(campaign.id)}
            className="font-medium text-indigo-600 hover:underline"
          >
            Open the campaign
          </Link>
        ) : null}
      </span>
    );
  }
  if (mutation.isError) {
    return (
      <div className="space-y-2">
        <ApiErrorState error={mutation.error} />
        <Button size="sm" variant="secondary" onClick={enroll}>
          Enroll in “{campaign.name}” again
        </Button>
      </div>
    );
  }
  if (!mutation.data) return <Spinner label={`Enrolling in “${campaign.name}”`} />;
  return (
    <div className="space-y-2">
      <EnrollOutcome answer={mutation.data} campaign={campaign.name} />
      <Link
        href={campaignHref(campaign.id)}
        className="text-sm font-medium text-indigo-600 hover:underline"
      >
        Open “{campaign.name}”
      </Link>
    </div>
  );
}
