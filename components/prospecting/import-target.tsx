"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LEAD_LIST_NAME_MAX, type LeadList } from "@/contract/lead-lists";
import { countOf } from "@/lib/words";

export const NEW_LIST = "__new__";

/** Where an import goes: a list of the workspace, or a new one named here. */
export type ImportTarget = { listId: string; newName: string };

/**
 * The import's list, chosen when importing (not before searching): any list of the workspace
 * but the one searches run on, or a new one made by the import. Choosing changes nothing
 * about the results.
 */
export function ImportTargetField({
  lists,
  value,
  onChange,
  error,
}: {
  lists: LeadList[];
  value: ImportTarget;
  onChange: (value: ImportTarget) => void;
  error: string | null;
}) {
  const selectId = useId();
  const nameId = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>Lead list</Label>
        <select
          id={selectId}
          value={value.listId}
          onChange={(e) => onChange({ ...value, listId: e.target.value })}
          className="block h-9 w-full rounded-md border-0 bg-white pr-8 pl-3 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
        >
          <option value={NEW_LIST}>A new list…</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({countOf(list.lead_count, "lead")})
            </option>
          ))}
        </select>
      </div>
      {value.listId === NEW_LIST ? (
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Name of the new list</Label>
          <Input
            id={nameId}
            value={value.newName}
            maxLength={LEAD_LIST_NAME_MAX + 20}
            placeholder="e.g. Fintech VPs, Q1"
            onChange={(e) => onChange({ ...value, newName: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
          />
          {error ? (
            <p id={`${nameId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
