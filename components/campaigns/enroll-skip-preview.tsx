"use client";

import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import type { EnrollmentCounts, SkippedLead } from "@/contract/campaign-enrollments";
import {
  engagedElsewhereFate,
  engagedElsewhereSentence,
  uncontactableSentence,
} from "@/lib/campaigns/enrollment-skips";
import { formatNumber } from "@/lib/format";

/** Named leads shown under the warning; the rest are counted. */
const NAMED = 5;

const nameOf = (l: SkippedLead) => `${l.first_name} ${l.last_name}`.trim() || "A lead";

function whereEngaged(l: SkippedLead): string {
  const campaign = l.other_campaign ? `“${l.other_campaign.name}”` : "another campaign";
  return l.reason === "replied_elsewhere" ? `replied in ${campaign}` : `active in ${campaign}`;
}

/**
 * Before enrolling: who would be skipped and why, from the platform's dry run. Leads active
 * or replied in another campaign are skipped unless the person chooses to include them, as
 * the field's sequencers do; leads that may not be contacted are always skipped.
 */
export function EnrollSkipPreview({
  preview,
  pending,
  include,
  onIncludeChange,
}: {
  preview: EnrollmentCounts | undefined;
  pending: boolean;
  include: boolean;
  onIncludeChange: (include: boolean) => void;
}) {
  const hintId = useId();
  if (pending || !preview) {
    return (
      <p role="status" className="text-sm text-zinc-600">
        Checking whether any of these leads are in other campaigns…
      </p>
    );
  }
  const by = preview.skipped_by_reason;
  const engaged = engagedElsewhereSentence(by);
  const uncontactable = uncontactableSentence(by);
  const named = preview.skipped_leads.filter((l) => l.reason !== "do_not_contact");
  const engagedCount = by.active_elsewhere + by.replied_elsewhere;
  return (
    <div className="space-y-3" data-testid="enroll-skip-preview">
      {engaged ? (
        <Alert tone="warning" title={`${engaged}: ${engagedElsewhereFate(by, include)}.`}>
          <ul className="mt-1 space-y-0.5">
            {named.slice(0, NAMED).map((l) => (
              <li key={l.lead_id} className="break-words">
                {nameOf(l)}
                {l.company_name ? ` (${l.company_name})` : ""}: {whereEngaged(l)}
              </li>
            ))}
          </ul>
          {engagedCount > Math.min(named.length, NAMED) ? (
            <p className="mt-1">
              and {formatNumber(engagedCount - Math.min(named.length, NAMED))} more.
            </p>
          ) : null}
          <label className="mt-3 flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={include}
              onChange={(e) => onIncludeChange(e.target.checked)}
              aria-describedby={hintId}
              className="size-4 rounded border-zinc-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            />
            Enroll them anyway
          </label>
          <p id={hintId} className="mt-1 text-xs">
            They would get this campaign's steps while another campaign is still contacting them or
            after they answered one.
          </p>
        </Alert>
      ) : null}
      {uncontactable ? <p className="text-sm text-zinc-600">{uncontactable}</p> : null}
    </div>
  );
}
