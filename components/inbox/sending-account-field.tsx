"use client";

import { useFormContext } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { ACCOUNT_CHANNEL_FOR_MESSAGE, type SendChannel } from "@/contract/inbox";
import { accountChannelLabel, accountName } from "@/lib/connected-accounts/account-labels";
import { type ReplyForm, sendingAccounts } from "@/lib/inbox/reply-form";
import type { AccountRow } from "@/lib/queries/channel-assignments";

/**
 * Which account a reply goes out from. Admins, who may list the connected accounts, choose
 * among those that can send the channel, the workspace's default first; everyone else is told
 * that the workspace's default account of the channel sends it.
 */
export function SendingAccountField({
  channel,
  accounts,
}: {
  channel: SendChannel;
  /** The workspace's accounts; undefined when the member may not list them (or they failed). */
  accounts: readonly AccountRow[] | undefined;
}) {
  const form = useFormContext<ReplyForm>();
  const chosen = form.watch("account_id");
  const error = form.formState.errors.account_id?.message;
  const kind = accountChannelLabel(ACCOUNT_CHANNEL_FOR_MESSAGE[channel]).toLowerCase();

  if (!accounts) {
    return (
      <p className="text-xs text-zinc-600" data-testid="sending-account">
        Sends from the workspace's default {kind} account.
      </p>
    );
  }
  const fitting = sendingAccounts(accounts, channel);
  const fallback = fitting[0];
  if (!fallback) {
    return (
      <p className="text-xs text-amber-800" data-testid="sending-account">
        The workspace has no connected {kind} that can send this; connect one first.
      </p>
    );
  }
  return (
    // A long account name must not widen the thread past the screen: the select may shrink
    // to the column, its options still show in full when it opens.
    <div className="max-w-full min-w-0 [&_select]:max-w-full">
      <SelectField
        look="compact"
        label="From"
        value={chosen}
        options={[
          { value: "", label: `Workspace default: ${accountName(fallback)}` },
          ...fitting.map((a) => ({ value: a.id, label: accountName(a) })),
        ]}
        onChange={(value) => {
          form.setValue("account_id", value);
          form.clearErrors("account_id");
        }}
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The account a reply went out from, in words, for the note that says it was sent. */
export function sentFrom(accounts: readonly AccountRow[] | undefined, accountId: string | null) {
  const account = accounts?.find((a) => a.id === accountId);
  return account ? ` from ${account.display_name}` : "";
}
