"use client";

import Link from "next/link";
import { useQueryStates } from "nuqs";
import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { SelectField } from "@/components/webhooks/select-field";
import { ACCOUNT_CHANNELS, type AccountChannel } from "@/contract/connected-accounts";
import { ACCOUNT_PARAMS, connectedAccountsHref } from "@/lib/connected-accounts/account-params";
import { useAccountsPageQuery } from "@/lib/connected-accounts/account-queries";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { stateLabel } from "@/lib/words";
import { ConnectedAccountsTable } from "./connected-accounts-table";

export const ACCOUNTS_PER_PAGE = 25;

const CHANNEL_OPTIONS = [
  { value: "", label: "Every channel" },
  ...ACCOUNT_CHANNELS.map((c) => ({ value: c, label: stateLabel("accountChannel", c) })),
];

/**
 * The accounts the workspace sends from, by channel: what each sends as, what it can send (a
 * number's carrier capabilities) and which campaigns send from it. The filter and page live in
 * the address.
 */
export function ConnectedAccountsView() {
  const [view, setView] = useQueryStates(ACCOUNT_PARAMS, LIST_URL_OPTIONS);
  const query = useAccountsPageQuery({
    channel: view.channel,
    page: view.page,
    perPage: ACCOUNTS_PER_PAGE,
  });

  return (
    <>
      <PageHeader
        title="Connected accounts"
        description="The mailboxes, phone numbers and network and messaging accounts the workspace sends from. Campaigns choose theirs on their page; replies from the inbox go out from one of the conversation's channel."
      />
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
      {query.isPending ? (
        <TableSkeleton label="Loading the connected accounts" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={view.channel ? "No accounts of this channel" : "No connected accounts"}>
          {view.channel
            ? "Choose every channel to see the workspace's other accounts."
            : "Import a phone number, or connect accounts through the platform, to send from them."}
        </EmptyState>
      ) : (
        <>
          <ConnectedAccountsTable accounts={query.data.items} stale={query.isPlaceholderData} />
          <Pagination
            page={view.page}
            perPage={ACCOUNTS_PER_PAGE}
            total={query.data.total}
            noun="accounts"
            hrefFor={(p) => connectedAccountsHref({ ...view, page: p })}
          />
        </>
      )}
    </>
  );
}
