"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import Link from "next/link";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn, valueColumn } from "@/components/ui/data-table-columns";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StateBadge } from "@/components/ui/state-badge";
import { NO_VALUE } from "@/components/ui/text-cell";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { campaignHref } from "@/lib/campaigns/list-params";
import { sendsTodayText } from "@/lib/connected-accounts/account-forms";
import {
  accountChannelLabel,
  accountSends,
  defaultChannelWord,
  joinWords,
  moreUses,
} from "@/lib/connected-accounts/account-labels";
import type { AccountListRow } from "@/lib/queries/connected-accounts";
import { formatIfPhone } from "@/lib/words";

/** The campaigns whose steps send from the account, each with the channel it sends. */
function UsedBy({ account }: { account: AccountListRow }) {
  if (account.campaign_uses.length === 0) return NO_VALUE;
  const more = moreUses(account.campaign_uses.length, account.campaign_use_count);
  return (
    <ul className="space-y-0.5">
      {account.campaign_uses.map((use) => (
        <li
          key={`${use.campaign_id}/${use.channel}`}
          className="flex flex-wrap items-center gap-x-1.5"
        >
          <Link
            href={campaignHref(use.campaign_id)}
            className="max-w-48 truncate font-medium text-indigo-700 hover:underline"
          >
            {use.campaign_name}
          </Link>
          <span className="text-xs text-zinc-600">
            {channelLabel(use.channel).toLowerCase()} steps
          </span>
          <CampaignStatusBadge status={use.campaign_status} />
        </li>
      ))}
      {more ? <li className="text-xs text-zinc-600">{more}</li> : null}
    </ul>
  );
}

export const accountActionsId = (account: AccountListRow) => `account-actions-${account.id}`;

export type AccountRowAction = "pause" | "edit";

type OnAction = (action: AccountRowAction, account: AccountListRow) => void;

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    connectedAccounts?: { onAction: OnAction };
  }
}

/** "Default for emails and calls" under an account that is a workspace default. */
function DefaultFor({ channels }: { channels: string[] }) {
  if (channels.length === 0) return null;
  const words = channels.map((c) => defaultChannelWord(c));
  return (
    <span className="mt-0.5 block text-xs font-medium text-indigo-700">
      Default for {joinWords(words)}
    </span>
  );
}

const COLUMNS: ColumnDef<AccountListRow>[] = [
  {
    id: "account",
    header: "Account",
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-zinc-900">
          {formatIfPhone(row.original.display_name)}
        </span>
        <span
          className="block max-w-64 truncate text-xs text-zinc-600"
          title={formatIfPhone(row.original.address)}
        >
          {formatIfPhone(row.original.address)}
        </span>
        <DefaultFor channels={row.original.default_for} />
      </>
    ),
  },
  // What it sends says the channel too; from 1280 px there is room for both.
  valueColumn("channel", "Channel", (account) => accountChannelLabel(account.channel), {
    className: "hidden xl:table-cell",
    cellClassName: "whitespace-nowrap text-zinc-700",
  }),
  valueColumn<AccountListRow>("sends", "Sends", accountSends, { cellClassName: "text-zinc-700" }),
  // Campaign names wrap, so the table fits a 1024 px screen.
  valueColumn("used_by", "Used by campaigns", (account) => <UsedBy account={account} />, {
    cellClassName: "min-w-48 whitespace-normal",
  }),
  valueColumn("status", "Status", (account) => (
    <StateBadge kind="account" value={account.status} />
  )),
  valueColumn<AccountListRow>("today", "Sent today", sendsTodayText, {
    cellClassName: "whitespace-nowrap tabular-nums text-zinc-700",
  }),
  controlColumn({
    cell: ({ row, table }) => {
      const account = row.original;
      // Phone numbers are managed under phone numbers; a disconnected account cannot change.
      if (account.channel === "phone" || account.status === "disconnected") return null;
      const { onAction } = tableMeta(table, "connectedAccounts");
      return (
        <RowActionsMenu
          id={accountActionsId(account)}
          label={`Actions for ${formatIfPhone(account.address)}`}
        >
          <DropdownMenuItem onSelect={() => onAction("pause", account)}>
            {account.status === "paused" ? "Resume sending…" : "Pause sending…"}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction("edit", account)}>
            Change name and daily limit…
          </DropdownMenuItem>
        </RowActionsMenu>
      );
    },
  }),
];

/** One page of the workspace's connected accounts; Enter on a row opens its menu. */
export function ConnectedAccountsTable({
  accounts,
  stale,
  onAction,
}: {
  accounts: AccountListRow[];
  stale: boolean;
  onAction: OnAction;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: accounts,
    getRowId: (a) => a.id,
    meta: { connectedAccounts: { onAction } },
  });
  return <DataTable table={table} label="Connected accounts" stale={stale} />;
}
