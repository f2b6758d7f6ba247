"use client";

import { DropdownMenu } from "radix-ui";
import { Button } from "@/components/ui/button";
import { columnLabel, defaultColumns } from "@/lib/prospecting/result-columns";

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
