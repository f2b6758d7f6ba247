"use client";

import { useId } from "react";
import type { PreviewLead } from "@/lib/campaigns/preview-leads";

/** Which real lead of the workspace the step previews are written out for. */
export function PreviewLeadPicker({
  leads,
  value,
  onChange,
}: {
  leads: readonly PreviewLead[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  if (leads.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600">
        Preview for
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block h-8 max-w-full min-w-0 rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
      >
        {leads.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
