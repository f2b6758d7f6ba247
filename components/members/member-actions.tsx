"use client";

import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
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
    <RowActionsMenu
      id={memberActionsId(member)}
      label={`Actions for member ${member.name || member.email} (${member.email})`}
    >
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
    </RowActionsMenu>
  );
}
