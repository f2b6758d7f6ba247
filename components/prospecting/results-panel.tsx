"use client";

import { useCallback, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLink } from "@/components/ui/pagination";
import { Spinner, TableSkeleton } from "@/components/ui/skeleton";
import { StateBadge } from "@/components/ui/state-badge";
import { PREVIEW_SNAPSHOT_LIMIT, type PreviewSort } from "@/contract/prospect-search";
import { formatNumber } from "@/lib/format";
import { SORT_LABELS } from "@/lib/prospecting/preview-sorts";
import {
  type ResultRow,
  resultMembers,
  rowKey,
  visibleColumns,
} from "@/lib/prospecting/result-columns";
import { selectedCount } from "@/lib/prospecting/result-selection";
import { pageContactsText } from "@/lib/prospecting/run-cost";
import {
  PREVIEW_POLL_MS,
  PREVIEW_PROCESSING,
  usePreviewPageQuery,
} from "@/lib/queries/prospect-search";
import { ColumnChooser } from "./column-chooser";
import { ExportResults } from "./export-results";
import { ImportAction } from "./import-dialog";
import { ProspectSheet } from "./prospect-sheet";
import { CreditsSpent, Fact } from "./result-facts";
import { openButtonId, ResultsTable } from "./results-table";
import { SelectionBar } from "./selection-bar";
import { usePreviewSelection } from "./use-preview-selection";

export type ResultsPanelProps = {
  /** The list the preview ran on: its pages are read under it. */
  listId: string;
  /** The open saved search's name, if any: exports are named after the search. */
  searchName: string | null;
  previewId: string;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  onPage: (page: number) => void;
  columns: string[] | null;
  onColumns: (columns: string[] | null) => void;
  importBlockedReason: string | null;
  /** The builder has changed since these results: they stay, marked out of date. */
  stale: boolean;
  balance: number | null;
  /** The result whose person and company panel is open (in the address), if any. */
  prospectId: string | null;
  onProspect: (prospectId: string | null) => void;
  /** Orders the results by a column's header (a new, free preview); null where it cannot. */
  onSort: ((sort: PreviewSort | "") => void) | null;
};

/**
 * One page of a preview's stored result set. Every page and page size is a GET of the same
 * snapshot, so moving around never spends credits.
 */
export function ResultsPanel({
  listId,
  searchName,
  previewId,
  page,
  pageSize,
  hrefForPage,
  onPage,
  columns,
  onColumns,
  importBlockedReason,
  stale,
  balance,
  prospectId,
  onProspect,
  onSort,
}: ResultsPanelProps) {
  const query = usePreviewPageQuery({ listId, previewId, page, pageSize });
  const { selection, select: onSelect, replace: replaceSelection } = usePreviewSelection(previewId);
  // Stable, so the table's columns (and the focused Open button) outlive the address's change.
  const onProspectRef = useRef(onProspect);
  onProspectRef.current = onProspect;
  const onOpen = useCallback((row: ResultRow) => onProspectRef.current(rowKey(row, 0)), []);

  if (query.isPending) return <TableSkeleton label="Loading the results" />;
  if (query.isError) {
    return <ApiErrorState error={query.error} onRetry={() => query.refetch()} />;
  }

  const preview = query.data;
  const total = preview.total_matches;
  const members = resultMembers(preview.results);
  const shown = visibleColumns(members, columns);
  const firstRow = (page - 1) * pageSize + 1;
  const lastRow = firstRow + preview.results.length - 1;
  const reachable =
    total === null ? PREVIEW_SNAPSHOT_LIMIT : Math.min(total, PREVIEW_SNAPSHOT_LIMIT);
  const lastPage = total === null ? null : Math.max(1, Math.ceil(reachable / pageSize));
  const hasNext =
    lastPage !== null
      ? page < lastPage
      : preview.results.length === pageSize && page * pageSize < PREVIEW_SNAPSHOT_LIMIT;
  const processing = preview.status === PREVIEW_PROCESSING;
  const importBlock =
    importBlockedReason ??
    (stale
      ? "These results are out of date: run the preview again, or undo the changes, to import."
      : null) ??
    (processing
      ? "The preview is still processing; import once it has completed."
      : preview.status === "failed"
        ? "A failed preview has nothing to import."
        : total === 0
          ? "No prospects match, so there is nothing to import."
          : null);

  return (
    <section aria-labelledby="results-title" data-preview-id={previewId} className="space-y-2">
      {/* One line at 1440 px beside the filters, so ten result rows fit a 900 px window. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg bg-white px-4 py-2 shadow-sm ring-1 ring-zinc-200">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {/* Takes the focus after a run, so the keyboard and screen readers land on the results. */}
          <h2
            id="results-title"
            tabIndex={-1}
            className="text-sm font-semibold text-zinc-900 focus:outline-none"
          >
            Results
            {searchName ? (
              <span className="font-normal text-zinc-500"> of “{searchName}”</span>
            ) : null}
            {stale ? (
              <Badge tone="warning" className="ml-2">
                Out of date
              </Badge>
            ) : null}
          </h2>
          <dl className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <Fact label="Matches">
              {total === null ? (
                <span
                  title={`More than the platform counted; pages and import cover the first ${formatNumber(PREVIEW_SNAPSHOT_LIMIT)}.`}
                >
                  unknown
                </span>
              ) : (
                formatNumber(total)
              )}
            </Fact>
            <Fact label="Status">
              <StateBadge kind="preview" value={preview.status} />
            </Fact>
            <Fact label="Spent">
              <CreditsSpent previewId={previewId} />
            </Fact>
            {preview.sort ? (
              <Fact label="Order">
                {SORT_LABELS[preview.sort as keyof typeof SORT_LABELS] ?? preview.sort}
              </Fact>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {members.length > 0 ? (
            <ColumnChooser members={members} visible={shown} onChange={onColumns} />
          ) : null}
          <ExportResults
            listId={listId}
            searchName={searchName}
            previewId={previewId}
            count={reachable}
            enrichedCount={preview.enriched_results}
            columns={shown}
          />
          <ImportAction
            key={previewId}
            previewListId={listId}
            previewId={previewId}
            count={reachable}
            countExact={total !== null && total <= PREVIEW_SNAPSHOT_LIMIT}
            importEnrichCount={preview.import_enrich_results}
            balance={balance}
            blockedReason={importBlock}
            selection={selection}
          />
        </div>
      </div>

      {stale ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <strong className="font-semibold">These results are out of date:</strong> the search has
          changed since they were found. Run the preview to see what the new search finds.
        </p>
      ) : null}
      {processing ? (
        <div className="flex items-center gap-3 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <Spinner label="Processing" />
          The platform is still working on this preview; the page checks again every{" "}
          {PREVIEW_POLL_MS / 1000} seconds.
        </div>
      ) : null}
      {preview.status === "failed" ? (
        <Alert tone="danger" title="The preview failed">
          {preview.error_message ?? "The platform did not say why."}
        </Alert>
      ) : null}

      {preview.results.length === 0 ? (
        page > 1 ? (
          <EmptyState
            title="Nothing on this page"
            action={
              <PageLink href={hrefForPage(1)} onNavigate={() => onPage(1)} disabled={false}>
                Go to the first page
              </PageLink>
            }
          >
            This page is past the end of the result set.
          </EmptyState>
        ) : processing ? null : (
          <EmptyState title="No prospects match">
            Loosen a filter or two and run the search again.
          </EmptyState>
        )
      ) : (
        <>
          {/* Once a row is ticked (as a mail client does): then "select all" and "clear". */}
          {importBlock === null && total !== 0 && selectedCount(selection, reachable) > 0 ? (
            <SelectionBar selection={selection} total={reachable} onChange={replaceSelection} />
          ) : null}
          <ResultsTable
            rows={preview.results}
            columns={shown}
            firstRow={firstRow}
            stale={query.isPlaceholderData || stale}
            selection={importBlock === null ? selection : null}
            onSelect={onSelect}
            onOpen={onOpen}
            sort={preview.sort ?? null}
            onSort={stale ? null : onSort}
          />
          <p className="text-xs text-zinc-600" data-testid="page-contacts">
            {pageContactsText(preview.results)}
          </p>
        </>
      )}
      <ProspectSheet
        prospectId={prospectId}
        row={preview.results.find((row, index) => rowKey(row, index) === prospectId) ?? null}
        onClose={() => onProspect(null)}
        returnFocusId={prospectId ? openButtonId(prospectId) : null}
      />

      <nav aria-label="Result pages" className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-500" aria-live="polite">
          {preview.results.length > 0
            ? `Showing ${formatNumber(firstRow)}–${formatNumber(lastRow)} of ${
                total === null ? "an unknown number" : formatNumber(total)
              }`
            : "No results on this page"}
          {` · page ${formatNumber(page)}${lastPage !== null ? ` of ${formatNumber(lastPage)}` : ""}`}
          {` · ${pageSize} per page`}
        </p>
        <div className="flex gap-2">
          <PageLink
            href={hrefForPage(page - 1)}
            onNavigate={() => onPage(page - 1)}
            disabled={page <= 1}
          >
            Previous
          </PageLink>
          <PageLink
            href={hrefForPage(page + 1)}
            onNavigate={() => onPage(page + 1)}
            disabled={!hasNext}
          >
            Next
          </PageLink>
        </div>
      </nav>
    </section>
  );
}
