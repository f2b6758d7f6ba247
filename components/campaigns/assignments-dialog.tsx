"use client";

import { useFormContext } from "react-hook-form";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import type { StepChannel } from "@/contract/campaigns";
import {
  ACCOUNT_CHANNEL_FOR_STEP,
  accountCanSend,
  PutChannelAssignmentsBody,
} from "@/contract/connected-accounts";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { errorAt } from "@/lib/campaigns/form-errors";
import {
  type AccountRow,
  type AssignmentsRow,
  usePutAssignmentsMutation,
} from "@/lib/queries/channel-assignments";
import { formatIfPhone, stateLabel } from "@/lib/words";

type Assignment = PutChannelAssignmentsBody["assignments"][number];

/** The accounts of one step channel, as checkboxes over the form's `assignments` array. */
function ChannelChoices({
  channel,
  accounts,
}: {
  channel: StepChannel;
  accounts: readonly AccountRow[];
}) {
  const form = useFormContext<PutChannelAssignmentsBody>();
  const chosen = form.watch("assignments");
  const indexOf = (accountId: string) =>
    chosen.findIndex((a) => a.channel === channel && a.account_id === accountId);
  const ofKind = accounts.filter((a) => a.channel === ACCOUNT_CHANNEL_FOR_STEP[channel]);
  // A number its carrier did not give this channel (a voice-only line for texts) is not
  // offered; one chosen before stays visible, so it can be unticked.
  const fitting = ofKind.filter((a) => accountCanSend(a, channel) || indexOf(a.id) >= 0);
  const unable = ofKind.length - fitting.length;

  function toggle(accountId: string, on: boolean) {
    const rest = chosen.filter((a) => !(a.channel === channel && a.account_id === accountId));
    const next: Assignment[] = on ? [...rest, { channel, account_id: accountId }] : rest;
    form.setValue("assignments", next, { shouldDirty: true });
    form.clearErrors("assignments");
  }

  return (
    <fieldset className="rounded-md p-3 ring-1 ring-zinc-200 ring-inset">
      <legend className="px-1 text-sm font-medium text-zinc-800">
        {channelLabel(channel)} steps
      </legend>
      {fitting.length === 0 ? (
        <p className="text-sm text-zinc-500">The workspace has no account for this channel.</p>
      ) : (
        <ul className="space-y-1.5">
          {fitting.map((account) => {
            const index = indexOf(account.id);
            const error: string | undefined =
              index >= 0
                ? errorAt(form.formState.errors, `assignments.${index}.account_id`)
                : undefined;
            return (
              <li key={account.id}>
                <label className="flex items-start gap-2 text-sm text-zinc-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 rounded border-zinc-300 text-indigo-600"
                    checked={index >= 0}
                    disabled={
                      (account.status !== "connected" || !accountCanSend(account, channel)) &&
                      index < 0
                    }
                    onChange={(e) => toggle(account.id, e.currentTarget.checked)}
                  />
                  <span className="min-w-0">
                    <span className="font-medium">{formatIfPhone(account.display_name)}</span>{" "}
                    <span className="text-zinc-500">{formatIfPhone(account.address)}</span>
                    {account.status !== "connected" ? (
                      <span className="text-amber-700">
                        {" "}
                        · {stateLabel("account", account.status).toLowerCase()}
                      </span>
                    ) : null}
                    {!accountCanSend(account, channel) ? (
                      <span className="text-amber-700">
                        {" "}
                        · {channel === "sms" ? "no SMS capability" : "no voice capability"}
                      </span>
                    ) : null}
                  </span>
                </label>
                {error ? (
                  <p role="alert" className="mt-0.5 pl-6 text-xs font-medium text-red-600">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {unable > 0 ? (
        <p className="mt-1.5 text-xs text-zinc-600">
          {unable === 1 ? "One number is" : `${unable} numbers are`} not offered: the carrier gave{" "}
          {unable === 1 ? "it" : "them"} no {channel === "sms" ? "SMS" : "voice"} capability.
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Chooses the accounts each of the campaign's channels sends from (admins: connected accounts
 * are an admin area). Several accounts of one channel take turns. Saving replaces them all.
 */
export function AssignmentsDialog({
  campaignId,
  channels,
  accounts,
  current,
  ...dialog
}: ControlledDialogProps & {
  campaignId: string;
  channels: readonly StepChannel[];
  accounts: readonly AccountRow[];
  current: AssignmentsRow | undefined;
}) {
  const mutation = usePutAssignmentsMutation(campaignId);
  const defaults: PutChannelAssignmentsBody = {
    assignments: (current?.assignments ?? []).flatMap((a) =>
      channels.includes(a.channel as StepChannel)
        ? [{ channel: a.channel as StepChannel, account_id: a.account_id }]
        : [],
    ),
  };
  return (
    <FormDialog
      {...dialog}
      returnFocusId="edit-assignments"
      className="max-w-xl"
      title="Sending accounts"
      description="Choose the accounts each channel sends from; several accounts of one channel take turns. A channel left without any sends from the workspace's default account."
      schema={PutChannelAssignmentsBody}
      defaultValues={defaults}
      submitLabel="Save accounts"
      pendingLabel="Saving…"
      onSubmit={submitThrough(mutation)}
    >
      {channels.map((channel) => (
        <ChannelChoices key={channel} channel={channel} accounts={accounts} />
      ))}
    </FormDialog>
  );
}
