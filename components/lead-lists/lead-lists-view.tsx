"use client";

import { createSerializer, useQueryStates } from "nuqs";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/skeleton";
import { useLeadListsQuery } from "@/lib/queries/lead-lists";
import { LIST_URL_OPTIONS, pageParam } from "@/lib/url-state/list-params";
import { LeadListsTable } from "./lead-lists-table";
import { NewLeadListAction } from "./new-lead-list-action";
import { PastTheEnd } from "./past-the-end";

const LEAD_LISTS_PER_PAGE = 25;

/** The lists page's address: `?page=2`. The platform lists newest first and sorts no other way. */
const LEAD_LISTS_PARAMS = { page: pageParam };
const serialize = createSerializer(LEAD_LISTS_PARAMS);

export function LeadListsView({ deletedName = null }: { deletedName?: string | null }) {
  const [{ page }, setView] = useQueryStates(LEAD_LISTS_PARAMS, LIST_URL_OPTIONS);
  const [created, setCreated] = useState<string | null>(null);
  const query = useLeadListsQuery({ page, perPage: LEAD_LISTS_PER_PAGE });

  function onCreated(name: string) {
    setCreated(name);
    // The newest list is first, so show page one.
    if (page !== 1) setView({ page: null });
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
        <>
          <LeadListsTable lists={query.data.items} stale={query.isPlaceholderData} />
          <Pagination
            page={page}
            perPage={LEAD_LISTS_PER_PAGE}
            total={query.data.total}
            noun="lists"
            hrefFor={(p) => serialize("/lead-lists", { page: p })}
          />
        </>
      )}
    </>
  );
}
