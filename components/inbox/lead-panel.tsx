"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { LeadStatusBadge } from "@/components/lead-lists/lead-status-badge";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { NO_VALUE } from "@/components/ui/text-cell";
import { STATE_HINTS } from "@/lib/campaigns/enrollment-states";
import { campaignHref } from "@/lib/campaigns/list-params";
import { formatDateTime } from "@/lib/format";
import { minutesText } from "@/lib/inbox/inbox-labels";
import { type MeetingRow, useLeadMeetingsQuery } from "@/lib/queries/inbox";
import { type LeadDetailRow, useLeadQuery } from "@/lib/queries/inbox-lead";
import { formatPhone, stateLabel } from "@/lib/words";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="truncate text-sm text-zinc-900">{children || NO_VALUE}</dd>
    </div>
  );
}

/**
 * The lead beside its conversation: who they are, how they are reached, their status and list,
 * and the campaigns they are in (with each campaign's state and where the lead is in it).
 */
export function LeadPanel({ leadId }: { leadId: string }) {
  const lead = useLeadQuery(leadId);
  return (
    <aside
      aria-labelledby="lead-panel-title"
      className="h-fit rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <h2 id="lead-panel-title" className="text-sm font-semibold text-zinc-900">
        Lead
      </h2>
      {lead.isPending ? (
        <Skeleton className="mt-3 h-40 w-full" />
      ) : lead.isError ? (
        <ApiErrorState error={lead.error} onRetry={() => lead.refetch()} />
      ) : (
        <>
          <dl className="mt-3 grid gap-2.5">
            <Field label="Name">{`${lead.data.first_name} ${lead.data.last_name}`.trim()}</Field>
            <Field label="Email">
              {lead.data.email ? (
                <a href={`mailto:${lead.data.email}`} className="text-indigo-700 hover:underline">
                  {lead.data.email}
                </a>
              ) : null}
            </Field>
            <Field label="Phone">{formatPhone(lead.data.phone)}</Field>
            <Field label="Company">{lead.data.company_name}</Field>
            <Field label="Title">{lead.data.job_title}</Field>
            <Field label="Status">
              <LeadStatusBadge status={lead.data.status} />
            </Field>
            <Field label="Lead list">
              <Link
                href={`/lead-lists/${encodeURIComponent(lead.data.lead_list.id)}`}
                className="text-indigo-700 hover:underline"
              >
                {lead.data.lead_list.name}
              </Link>
            </Field>
          </dl>
          <h3 className="mt-4 text-xs font-semibold text-zinc-700">Campaigns</h3>
          {lead.data.campaigns.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-600">Not enrolled in a campaign.</p>
          ) : (
            <ul aria-label="Campaigns of the lead" className="mt-1 space-y-2">
              {lead.data.campaigns.map((c) => (
                <li key={c.id} className="text-sm">
                  <span className="flex flex-wrap items-center gap-x-2">
                    <Link
                      href={campaignHref(c.id)}
                      className="min-w-0 truncate font-medium text-indigo-700 hover:underline"
                    >
                      {c.name}
                    </Link>
                    <CampaignStatusBadge status={c.status} />
                  </span>
                  <span className="block text-xs text-zinc-600">
                    {STATE_HINTS[c.enrollment_state] ??
                      stateLabel("enrollment", c.enrollment_state)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <LeadMeetings leadId={leadId} campaigns={lead.data.campaigns} />
        </>
      )}
    </aside>
  );
}

const BOOKED_BY: Record<string, string> = {
  voice_agent: "Booked by the AI agent on a call",
  operator: "Booked by an operator",
};

function meetingSource(m: MeetingRow): string {
  return BOOKED_BY[m.booked_via] ?? `Booked via ${m.booked_via}`;
}

/** The lead's meetings, the latest booked first: when, for which campaign, and who booked it. */
function LeadMeetings({
  leadId,
  campaigns,
}: {
  leadId: string;
  campaigns: LeadDetailRow["campaigns"];
}) {
  const meetings = useLeadMeetingsQuery(leadId);
  const names = new Map(campaigns.map((c) => [c.id, c.name]));
  return (
    <>
      <h3 className="mt-4 text-xs font-semibold text-zinc-700">Meetings</h3>
      {meetings.isPending ? (
        <Skeleton className="mt-1 h-10 w-full" />
      ) : meetings.isError ? (
        <ApiErrorState error={meetings.error} onRetry={() => meetings.refetch()} />
      ) : meetings.data.items.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600">No meeting booked.</p>
      ) : (
        <ul aria-label="Meetings of the lead" className="mt-1 space-y-2">
          {meetings.data.items.map((m) => (
            <li key={m.id} className="text-sm">
              <time dateTime={m.meeting_time} className="font-medium text-zinc-900 tabular-nums">
                {formatDateTime(m.meeting_time)}
              </time>
              {m.duration_minutes ? (
                <span className="text-zinc-600"> · {minutesText(m.duration_minutes)}</span>
              ) : null}
              <span className="block text-xs text-zinc-600">
                {m.campaign_id ? (
                  // Underlined: inside a line of text, colour alone would not mark it a link.
                  <Link
                    href={campaignHref(m.campaign_id)}
                    className="text-indigo-700 underline underline-offset-2"
                  >
                    {names.get(m.campaign_id) ?? m.campaign_id}
                  </Link>
                ) : (
                  "No campaign"
                )}
                {" · "}
                {meetingSource(m)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
