"use client";

import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PagedQuery } from "@/components/ui/paged-query";
import { SelectField } from "@/components/ui/select-field";
import { ACCOUNT_CHANNELS, type AccountChannel } from "@/contract/connected-accounts";
import { ACCOUNT_PARAMS, connectedAccountsHref } from "@/lib/connected-accounts/account-params";
import { type AccountListRow, useAccountsPageQuery } from "@/lib/queries/connected-accounts";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import {
  type AccountRowAction,
  accountActionsId,
  ConnectedAccountsTable,
} from "./connected-accounts-table";
import { EditAccountDialog } from "./edit-account-dialog";
import { PauseAccountDialog } from "./pause-account-dialog";
import { SendingDefaults } from "./sending-defaults";

const ConnectAccountDialog = lazyDialog(() =>
  import("./connect-account-dialog").then((m) => m.ConnectAccountDialog),
);

import { stateLabel } from "@/lib/words";

const ACCOUNTS_PER_PAGE = 25;

const CHANNEL_OPTIONS = [
  { value: "", label: "Every channel" },
  ...ACCOUNT_CHANNELS.map((c) => ({ value: c, label: stateLabel("accountChannel", c) })),
];

/**
 * The accounts the workspace sends from, by channel: what each sends as, what it can send (a
 * number's carrier capabilities), its sends today against its daily limit and which campaigns
 * send from it; an admin connects (simulated) mailboxes and network accounts, pauses and resumes
 * them, changes their limits and sets the workspace's default sending accounts. The filter and
 * page live in the address.
 */
export function ConnectedAccountsView() {
  const [view, setView] = useQueryStates(ACCOUNT_PARAMS, LIST_URL_OPTIONS);
  // The row whose menu opened a dialog, and which one.
  const [acting, setActing] = useState<{ action: AccountRowAction; account: AccountListRow }>();
  const onAction = useCallback(
    (action: AccountRowAction, account: AccountListRow) => setActing({ action, account }),
    [],
  );
  const query = useAccountsPageQuery({
    channel: view.channel,
    page: view.page,
    perPage: ACCOUNTS_PER_PAGE,
  });

  return (
    <>
      <PageHeader
        title="Connected accounts"
        description="The mailboxes, phone numbers and network and messaging accounts the workspace sends from, how much each sends a day, and which campaigns send from it. A campaign sends from the accounts chosen on its page, else from the defaults below."
        actions={<ConnectAccountDialog trigger={<Button>Connect account</Button>} />}
      />
      <SendingDefaults />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          look="compact"
          label="Channel"
          value={view.channel}
          options={CHANNEL_OPTIONS}
          onChange={(channel) =>
            void setView({ channel: (channel as AccountChannel) || null, page: null })
          }
        />
        <p className="flex h-8 items-center text-sm text-zinc-600">
          Numbers are imported on the{" "}
          <Link href="/phone-numbers" className="ml-1 text-indigo-700 hover:underline">
            Phone numbers
          </Link>
          &nbsp;page.
        </p>
      </div>
      <PagedQuery
        query={query}
        loadingLabel="Loading the connected accounts"
        empty={
          <EmptyState
            title={view.channel ? "No accounts of this channel" : "No connected accounts"}
          >
            {view.channel
              ? "Choose every channel to see the workspace's other accounts."
              : "Connect a mailbox or a professional-network account, or import a phone number, to send from them."}
          </EmptyState>
        }
        pagination={{
          page: view.page,
          perPage: ACCOUNTS_PER_PAGE,
          noun: "accounts",
          hrefFor: (p) => connectedAccountsHref({ ...view, page: p }),
        }}
      >
        {(accounts, stale) => (
          <ConnectedAccountsTable accounts={accounts} stale={stale} onAction={onAction} />
        )}
      </PagedQuery>
      {acting?.action === "pause" ? (
        <PauseAccountDialog
          account={acting.account}
          returnFocusId={accountActionsId(acting.account)}
          onClose={() => setActing(undefined)}
        />
      ) : acting?.action === "edit" ? (
        <EditAccountDialog
          account={acting.account}
          returnFocusId={accountActionsId(acting.account)}
          onClose={() => setActing(undefined)}
        />
      ) : null}
    </>
  );
}
