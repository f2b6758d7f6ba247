"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The filters beside the results on wide windows (a rail of its own height that scrolls on
 * its own), above them on narrow ones. Either way it folds away to a single bar.
 */
export function FilterRail({
  open,
  onToggle,
  activeCount,
  onClear,
  clearDisabled,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  activeCount: number;
  onClear: () => void;
  clearDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Search"
      className={cn(
        "@container rounded-lg bg-white shadow-sm ring-1 ring-zinc-200",
        open && "xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto",
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-zinc-900">
          Filters
          {activeCount > 0 ? (
            <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
              {activeCount}
            </span>
          ) : null}
        </h2>
        <div className="flex items-center gap-1">
          {open ? (
            <Button size="sm" variant="ghost" disabled={clearDisabled} onClick={onClear}>
              Clear
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls="filter-rail-body"
            onClick={onToggle}
          >
            {open ? "Hide" : "Show"}
          </Button>
        </div>
      </div>
      <fieldset id="filter-rail-body" className="min-w-0" hidden={!open}>
        <legend className="sr-only">Filters</legend>
        {children}
      </fieldset>
    </section>
  );
}
