"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import type { StepChannel } from "@/contract/campaigns";
import type { Role } from "@/contract/roles";
import { ApiRequestError } from "@/lib/api-client";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { useAssignmentsQuery, useConnectedAccountsQuery } from "@/lib/queries/channel-assignments";
import { type ReadinessRow, useLaunchReadinessQuery } from "@/lib/queries/launch-readiness";

const AssignmentsDialog = dynamic(
  () => import("./assignments-dialog").then((m) => m.AssignmentsDialog),
  { ssr: false },
);

/** Connected accounts are an admin area (spec): listing them, and choosing a campaign's. */
const ACCOUNTS_NEED = memberNeed("GET", "connected-accounts");
const CHOOSE_NEED = memberNeed("PUT", "campaigns/{campaign_id}/channel-assignments");

/** A channel with no account of its own: the workspace default sends it, or nothing does. */
function UnassignedChannel({ sender }: { sender: ReadinessRow["channels"][number] | null }) {
  if (sender?.source === "workspace_default") {
    return sender.ready ? (
      <span>The workspace's default account</span>
    ) : (
      <span className="text-amber-700">The workspace's default account, which is paused</span>
    );
  }
  return <span className="text-amber-700">None: no account and no workspace default</span>;
}

/**
 * Which accounts each of the campaign's channels sends from. Every member sees what the
 * platform lets them read: admins and owners the accounts, which they choose from the
 * workspace's connected accounts; everyone else only whether each channel has one.
 */
export function ChannelAssignments({
  campaignId,
  channels,
  role,
  editable,
}: {
  campaignId: string;
  /** The channels the campaign's steps use, in order of first use. */
  channels: readonly StepChannel[];
  role: Role | undefined;
  /** False once the campaign has ended: nothing more is sent. */
  editable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const isAdmin = role ? roleMeets(role, ACCOUNTS_NEED) && roleMeets(role, CHOOSE_NEED) : false;
  const assignments = useAssignmentsQuery(campaignId);
  // Where a channel without accounts of its own sends from: the workspace default, or nowhere.
  const readiness = useLaunchReadinessQuery(campaignId);
  const senderOf = (channel: string) =>
    readiness.data?.channels.find((c) => c.channel === channel) ?? null;
  const accounts = useConnectedAccountsQuery(isAdmin && editable);
  // The platform decides the form by the member's current role, so the answer's own shape rules.
  const shown = assignments.data?.assignments ?? null;
  const refused = assignments.error instanceof ApiRequestError && assignments.error.status === 403;

  return (
    <section
      aria-labelledby="assignments-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="assignments-title" className="text-sm font-semibold text-zinc-900">
          Sending accounts
        </h2>
        {isAdmin && editable ? (
          <Button
            id="edit-assignments"
            size="sm"
            variant="secondary"
            disabled={!accounts.data || !assignments.data}
            onClick={() => setOpen(true)}
          >
            Choose accounts…
          </Button>
        ) : null}
      </div>
      {refused ? (
        <p className="mt-2 text-sm text-zinc-500">
          {ACCOUNTS_NEED.reason} Ask an admin or owner to choose the accounts this campaign sends
          from.
        </p>
      ) : assignments.isPending ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : assignments.isError ? (
        <ApiErrorState error={assignments.error} onRetry={() => assignments.refetch()} />
      ) : (
        <dl className="mt-2 space-y-2 text-sm">
          {channels.map((channel) => {
            const chosen = shown?.filter((a) => a.channel === channel) ?? [];
            const assigned = assignments.data.assignedChannels.includes(channel);
            return (
              <div key={channel} className="flex flex-wrap gap-x-2">
                <dt className="w-32 shrink-0 text-zinc-500">{channelLabel(channel)}</dt>
                <dd className="min-w-0 text-zinc-800">
                  {!assigned ? (
                    <UnassignedChannel sender={senderOf(channel)} />
                  ) : shown === null ? (
                    <span>Assigned</span>
                  ) : (
                    chosen.map((a) => (
                      <span
                        key={a.account_id}
                        className="mr-3 inline-block"
                        title={a.account.address}
                      >
                        {a.account.display_name}
                      </span>
                    ))
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {isAdmin || refused ? null : (
        <p className="pt-2 text-xs text-zinc-500">
          {CHOOSE_NEED.reason} You can see which channels have an account, but not which accounts,
          and cannot change them.
        </p>
      )}
      {accounts.isError ? <ApiErrorState error={accounts.error} /> : null}
      {open && accounts.data ? (
        <AssignmentsDialog
          open={open}
          onOpenChange={setOpen}
          campaignId={campaignId}
          channels={channels}
          accounts={accounts.data.items}
          current={assignments.data}
        />
      ) : null}
    </section>
  );
}
