"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "./dropdown-menu";

/**
 * The “⋯” menu at the end of a table row. `id` lets a dialog opened from one of its items
 * give focus back here (ConfirmDialog's `returnFocusId`); `data-row-action` makes it what Enter
 * on the row opens. `label` names the row: “Actions for key Zapier (sk_live_…abcd)”.
 */
export function RowActionsMenu({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          id={id}
          data-row-action
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={label}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Z" />
          </svg>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
