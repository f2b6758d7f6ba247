"use client";

import { Badge } from "@/components/ui/badge";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { leadingVersion, MIN_SENT_TO_COMPARE, rateText } from "@/lib/campaigns/step-figures";
import { formatNumber } from "@/lib/format";
import { useCampaignAnalyticsQuery } from "@/lib/queries/campaign-analytics";

/**
 * Each step's results, one row per version of its words, so a member sees which version
 * wins: sent, replies, reply rate and meetings, the leader marked once the versions have
 * been sent to enough leads to compare.
 */
export function StepFigures({ campaignId, live }: { campaignId: string; live: boolean }) {
  const figures = useCampaignAnalyticsQuery(campaignId, live);
  const steps = figures.data?.steps ?? [];
  // Nothing sent yet (a draft): the funnel above says so; a table of zeros would add nothing.
  if (!steps.some((s) => s.variants.some((v) => v.sent > 0))) return null;
  const tested = steps.some((s) => s.variants.length > 1);
  return (
    <section aria-labelledby="step-figures-title" className="mt-4 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="step-figures-title" className="text-sm font-semibold text-zinc-900">
          {tested ? "Steps and versions compared" : "Steps compared"}
        </h2>
        <p className="text-xs text-zinc-500">
          For a call step, sent counts the calls placed.
          {tested
            ? ` A leader is marked once every version has gone to ${MIN_SENT_TO_COMPARE} leads or more.`
            : ""}
        </p>
      </div>
      <Table>
        <THead>
          <tr>
            <TH>Step</TH>
            <TH>Version</TH>
            <TH className="text-right">Sent</TH>
            <TH className="text-right">Replies</TH>
            <TH className="text-right">Reply rate</TH>
            <TH className="text-right">Meetings</TH>
          </tr>
        </THead>
        <TBody>
          {steps.flatMap((step) => {
            const leader = leadingVersion(step.variants);
            return step.variants.map((v, i) => (
              <TR key={`${step.step_index}-${v.variant}`} data-testid="step-figures-row">
                <TD className="whitespace-nowrap">
                  {i === 0 ? `${step.step_index + 1}. ${channelLabel(step.channel)}` : ""}
                </TD>
                <TD className="whitespace-nowrap">
                  {v.variant}
                  {leader === v.variant ? (
                    <Badge tone="success" className="ml-2">
                      Leading
                    </Badge>
                  ) : null}
                </TD>
                <TD className="text-right tabular-nums">{formatNumber(v.sent)}</TD>
                <TD className="text-right tabular-nums">{formatNumber(v.replies)}</TD>
                <TD className="text-right tabular-nums">{rateText(v)}</TD>
                <TD className="text-right tabular-nums">{formatNumber(v.meetings)}</TD>
              </TR>
            ));
          })}
        </TBody>
      </Table>
    </section>
  );
}
