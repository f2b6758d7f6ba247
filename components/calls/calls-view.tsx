"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { PagedQuery } from "@/components/ui/paged-query";
import { SelectField } from "@/components/ui/select-field";
import {
  CALL_OUTCOME_FILTERS,
  CALLS_PARAMS,
  type CallOutcomeFilter,
  callsHref,
} from "@/lib/calls/calls-params";
import { useCampaignFilterOptions } from "@/lib/campaigns/recent-campaigns";
import { type CallRow, useCallsQuery } from "@/lib/queries/calls";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { stateLabel } from "@/lib/words";
import { CallsTable } from "./calls-table";

const RecordingDialog = dynamic(() => import("./recording-dialog").then((m) => m.RecordingDialog), {
  ssr: false,
});

const CALLS_PER_PAGE = 25;

const OUTCOME_OPTIONS = CALL_OUTCOME_FILTERS.map((o) => ({
  value: o,
  label: o === "" ? "Any outcome" : stateLabel("callOutcome", o),
}));

/** Every call the workspace's voice agents placed: who, what came of it, and its recording. */
export function CallsView() {
  const [view, setView] = useQueryStates(CALLS_PARAMS, LIST_URL_OPTIONS);
  const query = useCallsQuery({
    campaignId: view.campaign,
    leadId: view.lead,
    outcome: view.outcome,
    page: view.page,
    perPage: CALLS_PER_PAGE,
  });
  const campaignOptions = useCampaignFilterOptions(view.campaign);
  const [recordingOf, setRecordingOf] = useState<CallRow | null>(null);
  const onTranscript = useCallback((call: CallRow) => setRecordingOf(call), []);
  const filtered = Boolean(view.campaign || view.lead || view.outcome);
  const leadName = query.data?.items[0]?.lead_name;

  return (
    <>
      <PageHeader
        title="Calls"
        description="Calls placed by the workspace's voice agents, in campaigns or on their own: the outcome, how long, what it cost and what was said. Calls run in the platform's simulated world."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          look="compact"
          label="Campaign"
          value={view.campaign}
          options={campaignOptions}
          onChange={(campaign) => void setView({ campaign: campaign || null, page: null })}
        />
        <SelectField
          look="compact"
          label="Outcome"
          value={view.outcome}
          options={OUTCOME_OPTIONS}
          onChange={(outcome) =>
            void setView({ outcome: (outcome as CallOutcomeFilter) || null, page: null })
          }
        />
        {view.lead ? (
          <p className="flex h-8 items-center gap-2 text-sm text-zinc-700">
            Calls to {leadName ?? "one lead"}
            <Link
              href={callsHref({ ...view, lead: "", page: 1 })}
              className="text-indigo-700 underline-offset-2 hover:underline"
            >
              Show every lead
            </Link>
          </p>
        ) : null}
      </div>
      <PagedQuery
        query={query}
        loadingLabel="Loading the calls"
        empty={
          <EmptyState title={filtered ? "No calls match" : "No calls yet"}>
            {filtered
              ? "Change or clear the filters to see more calls."
              : "Calls appear here as campaigns with call steps run, or when a call is placed through the API."}
          </EmptyState>
        }
        pagination={{
          page: view.page,
          perPage: CALLS_PER_PAGE,
          noun: "calls",
          hrefFor: (p) => callsHref({ ...view, page: p }),
        }}
      >
        {(calls, stale) => <CallsTable calls={calls} stale={stale} onTranscript={onTranscript} />}
      </PagedQuery>
      {recordingOf ? (
        <RecordingDialog call={recordingOf} onClose={() => setRecordingOf(null)} />
      ) : null}
    </>
  );
}
