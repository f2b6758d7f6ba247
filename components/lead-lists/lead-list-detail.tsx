"use client";

import Link from "next/link";
import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton, TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatDate, formatNumber } from "@/lib/format";
import { useLeadListQuery } from "@/lib/queries/lead-lists";
import { useLeadsQuery } from "@/lib/queries/leads";
import { ExportLeads } from "./export-leads";
import { LeadStatusBadge } from "./lead-status-badge";
import { PastTheEnd } from "./past-the-end";

export const LEADS_PER_PAGE = 25;

function BackLink() {
  return (
    <Link href="/lead-lists" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
      ← Lead lists
    </Link>
  );
}

export function LeadListDetail({ id, page }: { id: string; page: number }) {
  const list = useLeadListQuery(id);
  const leads = useLeadsQuery({ leadListId: id, page, perPage: LEADS_PER_PAGE });
  const base = `/lead-lists/${encodeURIComponent(id)}`;

  if (list.isError) {
    return (
      <>
        <div className="mb-4">
          <BackLink />
        </div>
        <ApiErrorState error={list.error} onRetry={() => list.refetch()} />
      </>
    );
  }

  return (
    <>
      <div className="mb-4">
        <BackLink />
      </div>
      {list.isPending ? (
        <div className="mb-6 space-y-2" role="status" aria-label="Loading the lead list">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-4 w-96" />
        </div>
      ) : (
        <PageHeader
          title={list.data.name}
          description={
            <>
              {list.data.description ? <p>{list.data.description}</p> : null}
              <p className="mt-1 text-xs text-zinc-500">
                {formatNumber(list.data.lead_count)} lead{list.data.lead_count === 1 ? "" : "s"} ·
                created {formatDate(list.data.created_at)}
              </p>
            </>
          }
          actions={
            <ExportLeads listId={id} listName={list.data.name} total={list.data.lead_count} />
          }
        />
      )}

      <h2 className="mb-3 text-sm font-semibold text-zinc-900">Leads</h2>
      {leads.isPending ? (
        <TableSkeleton label="Loading leads" />
      ) : leads.isError ? (
        <ApiErrorState error={leads.error} onRetry={() => leads.refetch()} />
      ) : leads.data.total === 0 ? (
        <EmptyState title="No leads in this list yet">
          Leads appear here once they are added to the list, for example by importing a prospect
          search.
        </EmptyState>
      ) : leads.data.items.length === 0 ? (
        <PastTheEnd href={base} />
      ) : (
        <div className={leads.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <Table aria-label="Leads">
            <THead>
              <tr>
                <TH>Name</TH>
                <TH>Email</TH>
                <TH>Title</TH>
                <TH>Company</TH>
                <TH>Status</TH>
                <TH>Added</TH>
              </tr>
            </THead>
            <TBody>
              {leads.data.items.map((lead) => (
                <TR key={lead.id}>
                  <TD className="font-medium whitespace-nowrap text-zinc-900">
                    {`${lead.first_name} ${lead.last_name}`.trim() || "—"}
                  </TD>
                  <TD className="text-zinc-600">
                    {lead.email ? (
                      <span className="block max-w-64 truncate" title={lead.email}>
                        {lead.email}
                      </span>
                    ) : (
                      <span className="text-zinc-400">—</span>
                    )}
                  </TD>
                  <TD className="min-w-40">{lead.job_title || "—"}</TD>
                  <TD className="min-w-36">{lead.company_name || "—"}</TD>
                  <TD>
                    <LeadStatusBadge status={lead.status} />
                  </TD>
                  <TD className="whitespace-nowrap" title={lead.created_at}>
                    {formatDate(lead.created_at)}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <Pagination
            page={page}
            perPage={LEADS_PER_PAGE}
            total={leads.data.total}
            noun="leads"
            hrefFor={(p) => (p <= 1 ? base : `${base}?page=${p}`)}
          />
        </div>
      )}
    </>
  );
}
