"use client";

import { SelectField } from "@/components/ui/select-field";
import type { CampaignFolder } from "@/contract/campaigns";
import { STATUS_FILTERS, type StatusFilter } from "@/lib/campaigns/list-params";
import { cn } from "@/lib/cn";
import { stateLabel } from "@/lib/words";

/** The list's filters: a folder (from the workspace's folders) and a state. */
export function CampaignFilters({
  folders,
  folder,
  status,
  onChange,
}: {
  folders: readonly CampaignFolder[];
  folder: string;
  status: StatusFilter;
  onChange: (next: { folder?: string; status?: StatusFilter }) => void;
}) {
  // A folder from an old link that the listing no longer has still shows as chosen.
  const known = folder === "" || folders.some((f) => f.id === folder);
  const options = [
    { value: "", label: "All folders" },
    ...folders.map((f) => ({ value: f.id, label: f.name })),
    ...(known ? [] : [{ value: folder, label: "A folder not in the list" }]),
  ];
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3">
      <SelectField
        look="compact"
        label="Folder"
        value={folder}
        options={options}
        onChange={(value) => onChange({ folder: value })}
      />
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-zinc-600">Status</legend>
        <div className="flex flex-wrap gap-1">
          {STATUS_FILTERS.map((value) => {
            const pressed = status === value;
            return (
              <button
                key={value || "all"}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ status: value })}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  pressed
                    ? "bg-zinc-900 text-white ring-zinc-900"
                    : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50",
                )}
              >
                {value ? stateLabel("campaign", value) : "All"}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
