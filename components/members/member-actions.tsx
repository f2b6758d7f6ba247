"use client";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Member } from "@/contract/members";
import type { ChangeKind } from "./member-impact";

/** The id of a member's actions button, so a dialog opened from its menu can give focus back. */
export const memberActionsId = (member: Pick<Member, "id">) => `member-actions-${member.id}`;

/** The changes an admin can make to one member, in a menu named after that member. */
export function MemberActions({
  member,
  onChoose,
}: {
  member: Member;
  onChoose: (kind: ChangeKind) => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          id={memberActionsId(member)}
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={`Actions for member ${member.name || member.email} (${member.email})`}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Z" />
          </svg>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {member.status === "active" ? (
          <>
            <DropdownMenuItem onSelect={() => onChoose("role")}>Change role…</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onChoose("suspend")}>Suspend…</DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={() => onChoose("reactivate")}>Reactivate…</DropdownMenuItem>
        )}
        {member.status !== "removed" ? (
          <DropdownMenuItem tone="danger" onSelect={() => onChoose("remove")}>
            Remove…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
