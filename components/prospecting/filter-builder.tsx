"use client";

import { Accordion } from "radix-ui";
import { useState } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import type { ArrayFilter, BooleanFilter, StringFilter } from "@/contract/prospecting";
import { FILTER_GROUPS, type FilterField, type FilterGroup } from "@/lib/prospecting/filter-groups";
import { filterKind, type NumberFilter } from "@/lib/prospecting/filter-kinds";
import { activeFilters, type SearchForm } from "@/lib/prospecting/search-form";
import { countOf } from "@/lib/words";
import { ArrayFilterField } from "./array-filter-field";
import { BooleanFilterField } from "./boolean-filter-field";
import { messageAt } from "./field-frame";
import { JobTitleModeField } from "./job-title-mode-field";
import { NumberFilterField } from "./number-filter-field";
import { CompanyNameModeField, StringFilterField } from "./text-filter-fields";
import { loadSuggestions, usePreloadSuggestions } from "./use-suggestions";

type GroupId = FilterGroup["id"];

function FilterControl({ field }: { field: FilterField }) {
  if (field.name === "company_name_mode") return <CompanyNameModeField field={field} />;
  if (field.name === "job_title_mode") return <JobTitleModeField field={field} />;
  switch (filterKind(field.name)) {
    case "array":
      return <ArrayFilterField field={{ ...field, name: field.name as ArrayFilter }} />;
    case "string":
      return <StringFilterField field={{ ...field, name: field.name as StringFilter }} />;
    case "number":
      return <NumberFilterField field={{ ...field, name: field.name as NumberFilter }} />;
    case "boolean":
      return <BooleanFilterField field={{ ...field, name: field.name as BooleanFilter }} />;
  }
}

function groupsWith(names: readonly string[]): GroupId[] {
  return FILTER_GROUPS.filter((g) => g.fields.some((f) => names.includes(f.name))).map((g) => g.id);
}

/**
 * The filters in collapsible groups. A group opens by itself when it holds a filter (from a
 * link) or an error, so nothing that matters is ever folded away.
 */
export function FilterBuilder() {
  usePreloadSuggestions();
  const { control } = useFormContext<SearchForm>();
  const filters = useWatch({ control, name: "filters" });
  const { errors } = useFormState({ control });
  const active = activeFilters(filters);
  const withErrors = FILTER_GROUPS.filter((g) =>
    g.fields.some((f) => messageAt(errors, `filters.${f.name}`)),
  ).map((g) => g.id);

  const [open, setOpen] = useState<GroupId[]>(() => {
    const used = groupsWith(active);
    return used.length > 0 ? used : ["company", "people"];
  });

  // Only a new error or a newly filled group opens one; closing stays the person's choice. So
  // the open groups change while rendering, when those change (React's "adjusting state when
  // a prop changes"), not in an effect that would draw the folded group first.
  const needed = [...withErrors, ...groupsWith(active)];
  const neededKey = needed.join(",");
  const [openedFor, setOpenedFor] = useState(() => groupsWith(active).join(","));
  if (neededKey !== openedFor) {
    setOpenedFor(neededKey);
    const missing = needed.filter((g) => !open.includes(g));
    if (missing.length > 0) setOpen([...open, ...missing]);
  }

  return (
    <>
      <p className="px-4 pt-3 pb-2 text-xs text-zinc-500">
        Every filter you fill in must match. Lists match any of their values: type one and press
        Enter, pick a suggestion, or paste several separated by commas or lines.
      </p>
      <Accordion.Root
        // A filter taking the focus before the browser was idle loads the suggestions at once.
        onFocusCapture={loadSuggestions}
        type="multiple"
        value={open}
        onValueChange={(value) => setOpen(value as GroupId[])}
        className="divide-y divide-zinc-200"
      >
        {FILTER_GROUPS.map((group) => {
          const count = group.fields.filter((f) => active.includes(f.name)).length;
          const hasError = withErrors.includes(group.id);
          return (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600">
                    <svg
                      aria-hidden
                      viewBox="0 0 20 20"
                      fill="currentColor"
                      className="size-4 shrink-0 text-zinc-400 motion-safe:transition-transform group-data-[state=open]:rotate-90"
                    >
                      <path d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" />
                    </svg>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-zinc-900">
                        {group.title}
                      </span>
                      <span className="block text-xs text-zinc-500">{group.description}</span>
                    </span>
                    {hasError ? <Badge tone="danger">Needs a fix</Badge> : null}
                    {count > 0 ? <Badge tone="brand">{countOf(count, "filter")}</Badge> : null}
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content forceMount className="px-4 pt-1 pb-5 data-[state=closed]:hidden">
                {/* Columns follow the room the builder has (the rail's width), not the window's. */}
                <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
                  {group.fields.map((field) => (
                    <FilterControl key={field.name} field={field} />
                  ))}
                </div>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </>
  );
}
