"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatDate, formatNumber } from "@/lib/format";
import { useLeadListsQuery } from "@/lib/queries/lead-lists";
import { NewLeadListAction } from "./new-lead-list-action";
import { PastTheEnd } from "./past-the-end";

export const LEAD_LISTS_PER_PAGE = 25;

export function LeadListsView({
  page,
  deletedName = null,
}: {
  page: number;
  deletedName?: string | null;
}) {
  const router = useRouter();
  const [created, setCreated] = useState<string | null>(null);
  const query = useLeadListsQuery({ page, perPage: LEAD_LISTS_PER_PAGE });

  function onCreated(name: string) {
    setCreated(name);
    // The newest list is first, so show page one.
    if (page !== 1) router.push("/lead-lists");
  }

  return (
    <>
      <PageHeader
        title="Lead lists"
        description="Reusable groups of leads for campaigns and enrichment."
        actions={<NewLeadListAction onCreated={onCreated} />}
      />
      {created ? (
        <Alert tone="info" title={`Created “${created}”.`} className="mb-4" />
      ) : deletedName ? (
        <Alert tone="info" title={`Deleted “${deletedName}” and its leads.`} className="mb-4" />
      ) : null}
      {query.isPending ? (
        <TableSkeleton label="Loading lead lists" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title="No lead lists yet">
          Lead lists group the leads you want to work on. Create one to get started.
        </EmptyState>
      ) : query.data.items.length === 0 ? (
        <PastTheEnd href="/lead-lists" />
      ) : (
        <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <Table aria-label="Lead lists">
            <THead>
              <tr>
                <TH>Name</TH>
                <TH>Description</TH>
                <TH className="text-right">Leads</TH>
                <TH>Created</TH>
              </tr>
            </THead>
            <TBody>
              {query.data.items.map((list) => (
                <TR key={list.id}>
                  <TD className="font-medium text-zinc-900">
                    <Link
                      href={`/lead-lists/${encodeURIComponent(list.id)}`}
                      className="hover:text-indigo-600 hover:underline"
                    >
                      {list.name}
                    </Link>
                  </TD>
                  <TD className="max-w-md text-zinc-500">
                    {list.description || <span className="text-zinc-400">—</span>}
                  </TD>
                  <TD className="text-right tabular-nums">{formatNumber(list.lead_count)}</TD>
                  <TD className="whitespace-nowrap" title={list.created_at}>
                    {formatDate(list.created_at)}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <Pagination
            page={page}
            perPage={LEAD_LISTS_PER_PAGE}
            total={query.data.total}
            noun="lists"
            hrefFor={(p) => (p <= 1 ? "/lead-lists" : `/lead-lists?page=${p}`)}
          />
        </div>
      )}
    </>
  );
}
