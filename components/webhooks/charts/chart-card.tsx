import { useId } from "react";
import { cn } from "@/lib/cn";
import type { Outcome } from "@/lib/webhooks/chart-data";

/** Colours as Tailwind's theme variables, so the plots match the legend's swatches. */
export const OUTCOME_STYLE: Record<Outcome, { label: string; color: string; swatch: string }> = {
  succeeded: { label: "Succeeded", color: "var(--color-emerald-500)", swatch: "bg-emerald-500" },
  failed: { label: "Failed", color: "var(--color-red-500)", swatch: "bg-red-500" },
  pending: { label: "Pending", color: "var(--color-amber-400)", swatch: "bg-amber-400" },
};

const PLOT_HEIGHT = 150;

export function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={cn("inline-block size-2.5 rounded-sm", className)} />
      {label}
    </span>
  );
}

export type FiguresTable = { head: string[]; rows: { key: number; cells: string[] }[] };

/**
 * A chart's frame: title, one-sentence summary, legend, the plot as one labelled image, and
 * the same figures as a table behind "Show the figures", which keyboard and screen reader
 * users reach like any other control.
 */
export function ChartCard({
  title,
  summary,
  legend,
  table,
  children,
}: {
  title: string;
  summary: string;
  legend: React.ReactNode;
  table: FiguresTable;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <figcaption id={`${id}-title`} className="text-sm font-semibold text-zinc-900">
          {title}
        </figcaption>
        <div className="flex flex-wrap items-center gap-3 text-xs text-zinc-600">{legend}</div>
      </div>
      <p className="mt-1 text-xs text-zinc-500">{summary}</p>
      <div
        role="img"
        aria-label={`${title}. ${summary}`}
        className="mt-2"
        style={{ height: PLOT_HEIGHT }}
      >
        {children}
      </div>
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer text-zinc-500 hover:text-zinc-800">
          Show the figures
        </summary>
        <div className="mt-2">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}, by interval</caption>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col" className="py-1 pr-3 font-medium text-zinc-500">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {table.rows.length === 0 ? (
                <tr>
                  <td colSpan={table.head.length} className="py-1 text-zinc-500">
                    Nothing in this time range.
                  </td>
                </tr>
              ) : (
                table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, i) =>
                      i === 0 ? (
                        <th
                          key={head(table, i)}
                          scope="row"
                          className="py-1 pr-3 font-normal text-zinc-700"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={head(table, i)} className="py-1 pr-3 text-zinc-700">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const head = (table: FiguresTable, i: number) => table.head[i] ?? String(i);

/** The box a plot shows under the pointer. */
export function TooltipBox({ text }: { text: string }) {
  return (
    <div className="rounded-md bg-white px-2.5 py-1.5 text-xs font-medium text-zinc-800 shadow-md ring-1 ring-zinc-200">
      {text}
    </div>
  );
}
