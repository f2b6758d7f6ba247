"use client";

import type { RowSelectionState } from "@tanstack/react-table";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryStates } from "nuqs";
import { useState } from "react";
import { EnrollListAction } from "@/components/campaigns/enroll-list-action";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { PageHeaderSkeleton, TableSkeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import type { LeadList } from "@/contract/lead-lists";
import { formatDate } from "@/lib/format";
import {
  LEAD_LIST_VIEW_PARAMS,
  type LeadListView,
  leadListHref,
  toLeadSort,
} from "@/lib/lead-lists/detail-url";
import { useLeadListQuery } from "@/lib/queries/lead-lists";
import { useLeadsQuery } from "@/lib/queries/leads";
import { useMeQuery } from "@/lib/queries/me";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { countOf, roleInSentence } from "@/lib/words";
import { EnrichLeadsDialog } from "./enrich-leads-dialog";
import { ExportLeads } from "./export-leads";
import { LeadSearchBox } from "./lead-search-box";
import { leadsWord } from "./lead-words";
import { LeadsTable } from "./leads-table";
import { PastTheEnd } from "./past-the-end";

const LEADS_PER_PAGE = 25;

// The list's own dialogs load when wanted, not with the page.
const RenameLeadListDialog = lazyDialog(() =>
  import("./rename-lead-list-dialog").then((m) => m.RenameLeadListDialog),
);
const DeleteLeadListDialog = lazyDialog(() =>
  import("./delete-lead-list-dialog").then((m) => m.DeleteLeadListDialog),
);
const RemoveLeadsDialog = lazyDialog(() =>
  import("./remove-leads-dialog").then((m) => m.RemoveLeadsDialog),
);

const CHANGE_NEED = memberNeed("PATCH", "lead-lists");

function BackLink() {
  return (
    <Link href="/lead-lists" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
      ← Lead lists
    </Link>
  );
}

/** The list's own actions (enrich, rename, delete); the export of the list sits beside them. */
function ListActions({
  list,
  canChange,
  onRenamed,
  onDeleted,
}: {
  list: LeadList;
  canChange: boolean;
  onRenamed: (list: LeadList) => void;
  onDeleted: (list: LeadList) => void;
}) {
  if (!canChange) return null;
  return (
    <>
      <EnrollListAction list={list} />
      <EnrichLeadsDialog listId={list.id} listName={list.name} />
      <RenameLeadListDialog
        trigger={<Button variant="secondary">Rename…</Button>}
        list={list}
        onRenamed={onRenamed}
      />
      <DeleteLeadListDialog
        trigger={<Button variant="danger">Delete list…</Button>}
        list={list}
        onDeleted={onDeleted}
      />
    </>
  );
}

export function LeadListDetail({ id }: { id: string }) {
  const router = useRouter();
  const [view, setView] = useQueryStates(LEAD_LIST_VIEW_PARAMS, LIST_URL_OPTIONS);
  const list = useLeadListQuery(id);
  const { data: me } = useMeQuery();
  const leads = useLeadsQuery({
    leadListId: id,
    q: view.q,
    sort: toLeadSort(view.sort),
    page: view.page,
    perPage: LEADS_PER_PAGE,
  });
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState<string | null>(null);
  const canChange = me ? roleMeets(me.role, CHANGE_NEED) : false;

  /** A new search or sort starts again at the first page, with nothing selected. */
  function show(next: Partial<LeadListView>, history: "push" | "replace" = "push") {
    setSelected({});
    setView({ ...next, page: null }, { history });
  }

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

  const rows = leads.data?.items ?? [];
  const selectedRows = rows.filter((l) => selected[l.id]);

  return (
    <>
      <div className="mb-4">
        <BackLink />
      </div>
      {list.isPending ? (
        <PageHeaderSkeleton label="Loading the lead list" />
      ) : (
        <PageHeader
          title={list.data.name}
          description={
            <>
              {list.data.description ? <p>{list.data.description}</p> : null}
              <p className="mt-1 text-xs text-zinc-500">
                {countOf(list.data.lead_count, "lead")} · created {formatDate(list.data.created_at)}
              </p>
            </>
          }
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <ExportLeads listId={id} listName={list.data.name} total={list.data.lead_count} />
              <ListActions
                list={list.data}
                canChange={canChange}
                onRenamed={(renamed) => setNotice(`Renamed the list to “${renamed.name}”.`)}
                onDeleted={(deleted) =>
                  router.push(`/lead-lists?deleted=${encodeURIComponent(deleted.name)}`)
                }
              />
            </div>
          }
        />
      )}
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}

      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-sm font-semibold text-zinc-900">Leads</h2>
        <div className="flex flex-wrap items-center gap-3">
          {canChange && list.data ? (
            <RemoveLeadsDialog
              trigger={
                <Button variant="danger" size="sm" disabled={selectedRows.length === 0}>
                  {selectedRows.length === 0
                    ? "Remove selected"
                    : `Remove ${leadsWord(selectedRows.length)}…`}
                </Button>
              }
              listId={id}
              listName={list.data.name}
              selected={selectedRows}
              onRemoved={(removed) => {
                setSelected({});
                setNotice(`Removed ${countOf(removed, "lead")}.`);
              }}
            />
          ) : null}
          {/* One spell of typing is one history entry, not one per pause. */}
          <LeadSearchBox value={view.q} onSearch={(q, history) => show({ q }, history)} />
        </div>
      </div>
      {me && !canChange ? (
        <p className="mb-3 text-xs text-zinc-500">
          {CHANGE_NEED.reason} You are {roleInSentence(me.role)}, so you can read this list but not
          change it.
        </p>
      ) : null}
      {leads.isPending ? (
        <TableSkeleton label="Loading leads" />
      ) : leads.isError ? (
        <ApiErrorState error={leads.error} onRetry={() => leads.refetch()} />
      ) : leads.data.total === 0 && view.q ? (
        <EmptyState title={`No leads match “${view.q}”`}>
          The search looks in names, emails, titles and companies.
        </EmptyState>
      ) : leads.data.total === 0 ? (
        <EmptyState title="No leads in this list yet">
          Leads appear here once they are added to the list, for example by importing a prospect
          search.
        </EmptyState>
      ) : leads.data.items.length === 0 ? (
        <PastTheEnd href={leadListHref(id, { ...view, page: 1 })} />
      ) : (
        <div>
          <LeadsTable
            leads={rows}
            stale={leads.isPlaceholderData}
            sort={view.sort}
            onSort={(sort) => show({ sort })}
            selection={canChange ? { ids: selected, onChange: setSelected } : null}
          />
          <Pagination
            page={view.page}
            perPage={LEADS_PER_PAGE}
            total={leads.data.total}
            noun={view.q ? "matching leads" : "leads"}
            hrefFor={(p) => leadListHref(id, { ...view, page: p })}
          />
        </div>
      )}
    </>
  );
}
