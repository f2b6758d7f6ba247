"use client";

import { useFormContext } from "react-hook-form";
import type { BooleanFilter } from "@/contract/prospecting";
import { cn } from "@/lib/cn";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import { BOOLEAN_CHOICES, type SearchForm } from "@/lib/prospecting/search-form";
import { filterInputId } from "./field-frame";

const CHOICE_LABELS = { any: "Any", yes: "Yes", no: "No" } as const;

/** A tri-state filter as three radio buttons: any (null), yes (true), no (false). */
export function BooleanFilterField({ field }: { field: FilterField & { name: BooleanFilter } }) {
  const { register } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{field.label}</legend>
      <div className="inline-flex rounded-md shadow-sm ring-1 ring-zinc-300 ring-inset">
        {BOOLEAN_CHOICES.map((choice) => (
          <label
            key={choice}
            htmlFor={`${id}-${choice}`}
            className={cn(
              "cursor-pointer px-3 py-1.5 text-sm font-medium text-zinc-700 first:rounded-l-md last:rounded-r-md hover:bg-zinc-50",
              "has-checked:bg-indigo-600 has-checked:text-white",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600",
            )}
          >
            <input
              id={`${id}-${choice}`}
              type="radio"
              value={choice}
              className="sr-only"
              {...register(path)}
            />
            {CHOICE_LABELS[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
