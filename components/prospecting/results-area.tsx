"use client";

import { lazy, Suspense, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import type { PreviewSort } from "@/contract/prospect-search";
import { DEFAULT_PAGE_SIZE, validPageSize } from "@/lib/prospecting/search-form";
import type { useSearchUrl } from "./use-search-url";
import { useStoredColumns } from "./use-stored-columns";

// The results (table, columns, import, export) load with the first preview to show.
const ResultsPanel = lazy(() =>
  import("./results-panel").then((m) => ({ default: m.ResultsPanel })),
);

/** Results on screen: the address's preview, or the last one, kept (out of date) after a change. */
type ShownPreview = { listId: string; previewId: string; page: number; pageSize: number };

/**
 * What is below the run controls: the address's preview, the last results (marked out of date
 * once the search changed), or a word on how to start.
 */
export function ResultsArea({
  url,
  searchName,
  importBlockedReason,
  balance,
  onSort,
}: {
  url: ReturnType<typeof useSearchUrl>;
  searchName: string | null;
  importBlockedReason: string | null;
  balance: number | null;
  onSort: ((sort: PreviewSort | "") => void) | null;
}) {
  const { state } = url;
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const [columns, setColumns] = useStoredColumns();
  const readPageSize = validPageSize(state.form.page_size) ?? DEFAULT_PAGE_SIZE;
  const { listId, previewId, page } = state;

  // The last preview the address named stays shown, marked out of date, once the search moves
  // on: kept as the address changes (during render, so no frame shows the older one).
  if (
    listId &&
    previewId &&
    (shown?.listId !== listId ||
      shown.previewId !== previewId ||
      shown.page !== page ||
      shown.pageSize !== readPageSize)
  ) {
    setShown({ listId, previewId, page, pageSize: readPageSize });
  }

  const display: (ShownPreview & { stale: boolean }) | null =
    listId && previewId
      ? { listId, previewId, page, pageSize: readPageSize, stale: false }
      : shown
        ? { ...shown, stale: true }
        : null;

  if (!display) {
    return (
      <EmptyState title="No preview yet">
        Build a search and run a preview to see the prospects it finds; you choose the lead list
        they go to when you import them. A link to this page keeps the filters; opening it runs
        nothing until someone presses Run.
      </EmptyState>
    );
  }
  return (
    <Suspense fallback={<TableSkeleton label="Loading the results" />}>
      <ResultsPanel
        listId={display.listId}
        searchName={searchName}
        previewId={display.previewId}
        page={display.page}
        pageSize={display.pageSize}
        hrefForPage={(next) =>
          url.hrefFor(
            display.stale
              ? { ...state, listId: display.listId, previewId: display.previewId, page: next }
              : { ...state, page: next },
          )
        }
        onPage={(next) =>
          display.stale
            ? setShown({ ...display, page: next })
            : url.write({ ...url.current(), page: next, prospectId: null }, "push")
        }
        prospectId={display.stale ? null : (state.prospectId ?? null)}
        onProspect={(prospectId) => url.write({ ...url.current(), prospectId }, "push")}
        columns={columns}
        onColumns={setColumns}
        importBlockedReason={importBlockedReason}
        stale={display.stale}
        balance={balance}
        onSort={onSort}
      />
    </Suspense>
  );
}
