"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import type { StepChannel } from "@/contract/campaigns";
import { isRunning } from "@/lib/campaigns/lifecycle";
import { campaignListHref } from "@/lib/campaigns/list-params";
import { formatDateTime } from "@/lib/format";
import { type CampaignRow, useCampaignQuery, useFoldersQuery } from "@/lib/queries/campaigns";
import { useMeQuery } from "@/lib/queries/me";
import { countOf, roleInSentence } from "@/lib/words";
import { ActivityFeed } from "./activity-feed";
import { CampaignActions } from "./campaign-actions";
import { CampaignFunnel } from "./campaign-funnel";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { ChannelAssignments } from "./channel-assignments";
import { EnrollmentsSection } from "./enrollments-section";
import { LaunchReadiness } from "./launch-readiness";
import { SequenceActions } from "./sequence-actions";
import { SequenceSummary } from "./sequence-summary";
import { StepFigures } from "./step-figures";

const CHANGE_NEED = memberNeed("POST", "campaigns");

function BackLink() {
  return (
    <div className="mb-4">
      <Link href="/campaigns" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
        ← Campaigns
      </Link>
    </div>
  );
}

/** When the campaign last changed state, in words. */
function stateLine(c: CampaignRow): string {
  if (c.finished_at) return `Finished ${formatDateTime(c.finished_at)}`;
  if (c.stopped_at && c.status === "stopped") return `Stopped ${formatDateTime(c.stopped_at)}`;
  if (c.paused_at && c.status === "paused") return `Paused ${formatDateTime(c.paused_at)}`;
  if (c.launched_at) return `Launched ${formatDateTime(c.launched_at)}`;
  return `Draft since ${formatDateTime(c.created_at)}`;
}

/** Why a campaign is paused: the platform's reason (credits ran out), or a member paused it. */
function PausedNotice({ campaign }: { campaign: CampaignRow }) {
  if (campaign.status !== "paused") return null;
  if (!campaign.paused_reason) {
    return (
      <Alert tone="info" className="mb-4" title="Paused by a member">
        No step runs until it is resumed; every lead keeps its place.
      </Alert>
    );
  }
  return (
    <Alert tone="warning" className="mb-4" title="Paused by the platform">
      <span data-testid="paused-reason">{campaign.paused_reason}</span> Nothing is sent while it is
      paused; resume it once the cause is dealt with.
    </Alert>
  );
}

/**
 * A campaign's page: its state and the changes it allows, why it is paused, its results,
 * sequence and sending accounts, its enrollments and what happened. While it runs, every
 * part is read again every few seconds, so each change shows without a reload.
 */
export function CampaignDetail({ id }: { id: string }) {
  const campaign = useCampaignQuery(id);
  if (campaign.isPending) {
    return (
      <>
        <BackLink />
        <div className="mb-6 space-y-2" role="status" aria-label="Loading the campaign">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-4 w-96" />
        </div>
      </>
    );
  }
  if (campaign.isError) {
    return (
      <>
        <BackLink />
        <ApiErrorState error={campaign.error} onRetry={() => campaign.refetch()} />
      </>
    );
  }

  return <CampaignPage c={campaign.data} />;
}

function CampaignPage({ c }: { c: CampaignRow }) {
  const router = useRouter();
  const folders = useFoldersQuery();
  const { data: me } = useMeQuery();
  const canChange = me ? roleMeets(me.role, CHANGE_NEED) : false;
  const live = isRunning(c.status);
  const folder = c.folder_id ? folders.data?.items.find((f) => f.id === c.folder_id) : undefined;
  const channels = [...new Set(c.steps.map((s) => s.channel as StepChannel))];
  const ended = c.status === "stopped" || c.status === "finished";

  return (
    <>
      <BackLink />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 break-words">{c.name}</span>
            <CampaignStatusBadge status={c.status} />
          </span>
        }
        description={
          <p>
            {folder ? (
              <Link
                href={campaignListHref({ folder: folder.id })}
                className="font-medium text-zinc-600 hover:underline"
              >
                {folder.name}
              </Link>
            ) : (
              "No folder"
            )}{" "}
            · {countOf(c.steps.length, "step")} · {stateLine(c)}
            {live ? <span className="ml-2 text-xs text-indigo-600">· updating live</span> : null}
          </p>
        }
        actions={
          canChange ? (
            <CampaignActions campaign={c} onDeleted={() => router.push("/campaigns")} />
          ) : null
        }
      />
      {me && !canChange ? (
        <p className="mb-4 text-xs text-zinc-500">
          {CHANGE_NEED.reason} You are {roleInSentence(me.role)}, so you can follow this campaign
          but not change it.
        </p>
      ) : null}
      <PausedNotice campaign={c} />
      <LaunchReadiness campaign={c} role={me?.role} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CampaignFunnel campaignId={c.id} live={live} />
          <StepFigures campaignId={c.id} live={live} />
        </div>
        <div className="space-y-4">
          <SequenceSummary
            steps={c.steps}
            actions={canChange ? <SequenceActions campaign={c} /> : null}
          />
          <ChannelAssignments
            campaignId={c.id}
            channels={channels}
            role={me?.role}
            editable={!ended}
          />
        </div>
      </div>
      <EnrollmentsSection campaign={c} canChange={canChange} live={live} />
      <ActivityFeed campaignId={c.id} live={live} />
    </>
  );
}
