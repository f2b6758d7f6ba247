"use client";

import { ExportCsvButton } from "@/components/export/export-csv-button";
import { PAGE_SIZE_RANGE } from "@/contract/prospecting";
import { csvFileName } from "@/lib/export/file-name";
import { formatNumber } from "@/lib/format";
import { columnLabel, notEnriched, type ResultRow } from "@/lib/prospecting/result-columns";
import { getPreviewPage } from "@/lib/queries/prospect-search";

/**
 * Exports a preview's result set as CSV: the columns on screen, every row of the snapshot,
 * read with GET (which never charges). Rows the preview did not enrich keep empty contact
 * cells; enriching them is the import's choice, with its cost shown first.
 */
export function ExportResults({
  listId,
  searchName,
  previewId,
  count,
  enrichedCount,
  columns,
}: {
  /** The list the preview ran on (its pages are read under it). */
  listId: string;
  /** The saved search's name when one is open; the file is named after the search. */
  searchName: string | null;
  previewId: string;
  /** Rows in the result set (the snapshot holds at most its limit). */
  count: number;
  enrichedCount: number | undefined;
  columns: string[];
}) {
  return (
    <ExportCsvButton<ResultRow>
      disabledReason={count === 0 ? "No prospects match, so there is nothing to export." : null}
      spec={() => ({
        title: "Export the results as CSV",
        description: (
          <>
            All {formatNumber(count)} prospects of this preview, with the {columns.length} columns
            shown. Exporting spends no credits
            {enrichedCount !== undefined && enrichedCount < count
              ? `: only the ${formatNumber(enrichedCount)} enriched prospects have contact details`
              : ""}
            .
          </>
        ),
        fileName: csvFileName(searchName ? `prospects ${searchName}` : "prospects search"),
        total: count,
        noun: "prospects",
        columns: columns.map((column) => ({
          header: columnLabel(column),
          value: (row: ResultRow) => (notEnriched(row, column) ? "" : row[column]),
        })),
        readPage: async (page, signal) => {
          const pageSize = PAGE_SIZE_RANGE.max;
          const preview = await getPreviewPage({ listId, previewId, page, pageSize }, signal);
          return {
            rows: preview.results,
            done: preview.results.length < pageSize || page * pageSize >= count,
          };
        },
      })}
    />
  );
}
