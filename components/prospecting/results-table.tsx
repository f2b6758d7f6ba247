"use client";

import { DropdownMenu } from "radix-ui";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import {
  columnLabel,
  defaultColumns,
  formatCell,
  inListOf,
  notEnriched,
  type ResultRow,
  rowKey,
} from "@/lib/prospecting/result-columns";
import { cellLabel } from "@/lib/prospecting/value-labels";

/** Picks which members are columns; at least one stays, so the table never goes blank. */
export function ColumnChooser({
  members,
  visible,
  onChange,
}: {
  members: string[];
  visible: string[];
  onChange: (columns: string[] | null) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="secondary">
          Columns
          <span className="text-xs text-zinc-500">
            {visible.length}/{members.length}
          </span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 max-h-96 min-w-56 overflow-auto rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-zinc-200"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-zinc-500">
            Columns from the results
          </DropdownMenu.Label>
          {members.map((member) => {
            const checked = visible.includes(member);
            return (
              <DropdownMenu.CheckboxItem
                key={member}
                checked={checked}
                disabled={checked && visible.length === 1}
                // Stays open, so several columns can be picked in one go.
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) =>
                  onChange(on ? [...visible, member] : visible.filter((m) => m !== member))
                }
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-zinc-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-zinc-400 data-[highlighted]:bg-indigo-50"
              >
                <span className="flex size-4 items-center justify-center rounded ring-1 ring-zinc-300">
                  <DropdownMenu.ItemIndicator>
                    <svg
                      aria-hidden
                      viewBox="0 0 20 20"
                      className="size-3.5 text-indigo-600"
                      fill="currentColor"
                    >
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="flex-1">{columnLabel(member)}</span>
                <code className="text-[11px] text-zinc-500">{member}</code>
              </DropdownMenu.CheckboxItem>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200" />
          <DropdownMenu.Item
            onSelect={() => onChange(null)}
            className="cursor-pointer rounded px-2 py-1.5 text-zinc-700 outline-none data-[highlighted]:bg-indigo-50"
          >
            Show the default columns ({defaultColumns(members).length})
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Narrowest a column gets before the table scrolls sideways (the default columns fit). */
const MIN_COLUMN_REM = 6;

/**
 * One page of results, compact, with a header that stays in view while the rows scroll under
 * it. Columns share the width (long values are cut short, whole on hover), so the default
 * columns fit beside the filters without sideways scrolling; many chosen columns scroll.
 * Coded values show their labels.
 */
export function ResultsTable({
  rows,
  columns,
  firstRow,
}: {
  rows: ResultRow[];
  columns: string[];
  firstRow: number;
}) {
  const marksInList = rows.some((row) => inListOf(row) !== null);
  const minWidth = `${3 + (columns.length + (marksInList ? 1 : 0)) * MIN_COLUMN_REM}rem`;
  return (
    <section
      aria-label="Prospects"
      // Scrolls on its own (down, and sideways with many columns): the keyboard needs the focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs the focus
      tabIndex={0}
      data-testid="results-scroller"
      className="max-h-[calc(100dvh-11rem)] min-h-64 overflow-auto rounded-lg bg-white shadow-sm ring-1 ring-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table
        aria-label="Prospects"
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth }}
      >
        <THead className="sticky top-0 z-10">
          <tr>
            <TH className="w-12 border-b border-zinc-200 py-2 text-right">#</TH>
            {marksInList ? <TH className="border-b border-zinc-200 py-2">In list</TH> : null}
            {columns.map((column) => (
              <TH
                key={column}
                className="truncate border-b border-zinc-200 py-2"
                title={columnLabel(column)}
              >
                {columnLabel(column)}
              </TH>
            ))}
          </tr>
        </THead>
        <TBody>
          {rows.map((row, index) => {
            const inList = inListOf(row);
            return (
              <TR key={rowKey(row, index)} className={cn(inList && "bg-emerald-50/50")}>
                <TD className="border-b border-zinc-100 py-1.5 text-right text-xs text-zinc-500 tabular-nums">
                  {firstRow + index}
                </TD>
                {marksInList ? (
                  <TD className="border-b border-zinc-100 py-1.5">
                    {inList ? (
                      <Badge tone="success">In list</Badge>
                    ) : (
                      <span className="sr-only">Not in the list</span>
                    )}
                  </TD>
                ) : null}
                {columns.map((column) => {
                  if (notEnriched(row, column)) {
                    return (
                      <TD key={column} className="border-b border-zinc-100 py-1.5">
                        <span className="block truncate text-xs text-zinc-500">not enriched</span>
                      </TD>
                    );
                  }
                  const text = cellLabel(column, formatCell(row[column]));
                  return (
                    <TD
                      key={column}
                      className={cn(
                        "border-b border-zinc-100 py-1.5",
                        typeof row[column] === "number" && "tabular-nums",
                      )}
                    >
                      {text ? (
                        <span className="block truncate" title={text}>
                          {text}
                        </span>
                      ) : (
                        <span className="text-zinc-500">—</span>
                      )}
                    </TD>
                  );
                })}
              </TR>
            );
          })}
        </TBody>
      </table>
    </section>
  );
}
