"use client";

import Link from "next/link";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { DialogCloseIcon } from "@/components/ui/dialog";
import { focusWhenDrawn } from "@/components/ui/return-focus";
import { SideSheet, SideSheetBody } from "@/components/ui/side-sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { NO_VALUE } from "@/components/ui/text-cell";
import type { ProspectMemberships } from "@/contract/prospect-memberships";
import { formatDate, formatNumber } from "@/lib/format";
import { splitProspectFields } from "@/lib/prospecting/prospect-fields";
import {
  columnLabel,
  formatCell,
  marksOf,
  marksText,
  notEnriched,
  personName,
  type ResultRow,
} from "@/lib/prospecting/result-columns";
import { cellLabel } from "@/lib/prospecting/value-labels";
import { useProspectMembershipsQuery } from "@/lib/queries/prospect-memberships";
import { stateLabel } from "@/lib/words";
import { listHref } from "./import-outcome";

/**
 * One result's person and company, beside the results: every member the result carries,
 * and the lists and campaigns of the workspace the prospect is already in. A side sheet on
 * Radix Dialog (focus moves in, Escape closes it, focus goes back to the row's Open button);
 * it is in the address as `prospect=<id>` on top of the page it was opened from.
 */
export function ProspectSheet({
  prospectId,
  row,
  onClose,
  returnFocusId,
}: {
  prospectId: string | null;
  /** The result on the page on screen; null when the id is not on it. */
  row: ResultRow | null;
  onClose: () => void;
  returnFocusId: string | null;
}) {
  // Closing clears the address's prospect before Radix hands the focus back, so the row to
  // return to is the last one the sheet was open for.
  const lastReturnFocusId = useRef<string | null>(null);
  if (returnFocusId) lastReturnFocusId.current = returnFocusId;
  return (
    <SideSheet
      open={prospectId !== null}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        // Opened from the address, Radix has no trigger to go back to: the row's button is,
        // once the rows are drawn again for the address without the prospect.
        const id = lastReturnFocusId.current;
        if (!id) return;
        event.preventDefault();
        focusWhenDrawn(id);
      }}
      className="max-w-xl"
    >
      {prospectId ? <SheetBody key={prospectId} prospectId={prospectId} row={row} /> : null}
    </SideSheet>
  );
}

function SheetBody({ prospectId, row }: { prospectId: string; row: ResultRow | null }) {
  const memberships = useProspectMembershipsQuery(prospectId);
  const marks = row ? marksText(marksOf(row)) : [];
  const subtitle = row
    ? [row.job_title, row.company_name].filter((v) => typeof v === "string" && v).join(" · ")
    : "";
  return (
    <>
      <header className="flex items-start justify-between gap-4 border-b border-zinc-200 px-6 py-4">
        <div className="min-w-0">
          <DialogPrimitive.Title className="text-base font-semibold text-zinc-900">
            {row ? personName(row, 0) : "Prospect"}
          </DialogPrimitive.Title>
          {subtitle ? <p className="mt-0.5 text-sm text-zinc-600">{subtitle}</p> : null}
          <p className="mt-1 font-mono text-xs text-zinc-500">{prospectId}</p>
          {marks.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-1">
              {marks.map((word) => (
                <Badge key={word} tone="brand">
                  {word}
                </Badge>
              ))}
            </p>
          ) : null}
        </div>
        <DialogCloseIcon className="p-1.5" />
      </header>
      <SideSheetBody label="The prospect">
        {row ? (
          <ResultFields row={row} />
        ) : (
          <p className="text-sm text-zinc-600">
            This prospect is not on the page of results on screen, so its fields are not shown; its
            lists and campaigns are below.
          </p>
        )}
        <section aria-labelledby="prospect-memberships" className="space-y-3">
          <h3 id="prospect-memberships" className="text-sm font-semibold text-zinc-900">
            Lists and campaigns
          </h3>
          {memberships.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : memberships.isError ? (
            <ApiErrorState error={memberships.error} onRetry={() => memberships.refetch()} />
          ) : (
            <Memberships data={memberships.data} />
          )}
        </section>
      </SideSheetBody>
    </>
  );
}

function ResultFields({ row }: { row: ResultRow }) {
  const groups = splitProspectFields(row);
  return (
    <>
      {groups.map((group) =>
        group.members.length === 0 ? null : (
          <section key={group.title} aria-label={group.title} className="space-y-2">
            <h3 className="text-sm font-semibold text-zinc-900">{group.title}</h3>
            <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {group.members.map((member) => (
                <div key={member} className="contents">
                  <dt className="text-zinc-500">{columnLabel(member)}</dt>
                  <dd className="break-words text-zinc-900">{fieldText(row, member)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ),
      )}
    </>
  );
}

function fieldText(row: ResultRow, member: string): ReactNode {
  if (notEnriched(row, member)) return "Not enriched";
  const value = row[member];
  if (Array.isArray(value)) return value.map(String).join(", ") || NO_VALUE;
  return cellLabel(member, formatCell(value)) || NO_VALUE;
}

function Memberships({ data }: { data: ProspectMemberships }) {
  if (data.lead_lists_total === 0 && data.campaigns_total === 0) {
    return (
      <p className="text-sm text-zinc-600">Not in any list or campaign of this workspace yet.</p>
    );
  }
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h4 className="text-xs font-medium text-zinc-500">
          Lead lists ({formatNumber(data.lead_lists_total)})
        </h4>
        <ul className="mt-1 space-y-1" aria-label="Lead lists">
          {data.lead_lists.map((list) => (
            <li key={list.lead_id} className="flex flex-wrap items-baseline gap-x-2">
              <Link
                href={listHref(list.lead_list_id)}
                className="font-medium text-indigo-600 hover:underline"
              >
                {list.lead_list_name}
              </Link>
              <span className="text-xs text-zinc-500">
                {stateLabel("lead", list.lead_status)} · added {formatDate(list.added_at)}
              </span>
            </li>
          ))}
        </ul>
        {data.lead_lists_total > data.lead_lists.length ? (
          <p className="mt-1 text-xs text-zinc-500">
            and {formatNumber(data.lead_lists_total - data.lead_lists.length)} more
          </p>
        ) : null}
      </div>
      <div>
        <h4 className="text-xs font-medium text-zinc-500">
          Campaigns ({formatNumber(data.campaigns_total)})
        </h4>
        {data.campaigns.length === 0 ? (
          <p className="mt-1 text-zinc-600">Not enrolled in any campaign.</p>
        ) : (
          <ul className="mt-1 space-y-1" aria-label="Campaigns">
            {data.campaigns.map((campaign) => (
              <li
                key={`${campaign.campaign_id}:${campaign.lead_id}`}
                className="flex flex-wrap items-baseline gap-x-2"
              >
                <Link
                  href={`/campaigns/${encodeURIComponent(campaign.campaign_id)}`}
                  className="font-medium text-indigo-600 hover:underline"
                >
                  {campaign.campaign_name}
                </Link>
                <span className="text-xs text-zinc-500">
                  {stateLabel("campaign", campaign.campaign_status)} ·{" "}
                  {stateLabel("enrollment", campaign.enrollment_state).toLowerCase()}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.campaigns_total > data.campaigns.length ? (
          <p className="mt-1 text-xs text-zinc-500">
            and {formatNumber(data.campaigns_total - data.campaigns.length)} more
          </p>
        ) : null}
      </div>
    </div>
  );
}
