"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import { RoleBadge } from "@/components/role-badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StateBadge } from "@/components/ui/state-badge";
import type { Invitation } from "@/contract/invitations";
import { formatDateTime } from "@/lib/format";

export type InvitationAction = "resend" | "revoke";

/** The id of an invitation's actions button, so a dialog opened from its menu can give focus back. */
export const invitationActionsId = (invitation: Pick<Invitation, "id">) =>
  `invitation-actions-${invitation.id}`;

const isOpen = (invitation: Invitation) =>
  invitation.status === "pending" || invitation.status === "expired";

type OnAction = (kind: InvitationAction, invitation: Invitation) => void;

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    invitations?: { onAction: OnAction };
  }
}

const COLUMNS: ColumnDef<Invitation>[] = [
  {
    id: "email",
    accessorKey: "email",
    header: "Email",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row }) => (
      <span className="block max-w-64 truncate" title={row.original.email}>
        {row.original.email}
      </span>
    ),
  },
  {
    id: "role",
    accessorKey: "role",
    header: "Role",
    cell: ({ row }) => <RoleBadge role={row.original.role} />,
  },
  {
    id: "status",
    accessorKey: "status",
    header: "Status",
    cell: ({ row }) => (
      <span data-testid="invitation-status">
        <StateBadge kind="invitation" value={row.original.status} />
      </span>
    ),
  },
  {
    id: "invited_by",
    accessorKey: "invited_by",
    header: "Invited by",
    meta: { className: "hidden xl:table-cell" },
    cell: ({ row }) => (
      <span className="block max-w-48 truncate text-zinc-600" title={row.original.invited_by}>
        {row.original.invited_by}
      </span>
    ),
  },
  {
    id: "expires_at",
    accessorKey: "expires_at",
    header: "Expires",
    sortDescFirst: true,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) =>
      isOpen(row.original) ? (
        formatDateTime(row.original.expires_at)
      ) : (
        <span className="text-zinc-500">
          {row.original.accepted_at
            ? `Joined ${formatDateTime(row.original.accepted_at)}`
            : `Revoked ${formatDateTime(row.original.revoked_at)}`}
        </span>
      ),
  },
  controlColumn({
    className: "w-10 text-right",
    cell: ({ row, table }) => {
      const invitation = row.original;
      if (!isOpen(invitation)) return null;
      const { onAction } = tableMeta(table, "invitations");
      return (
        <RowActionsMenu
          id={invitationActionsId(invitation)}
          label={`Actions for the invitation of ${invitation.email}`}
        >
          <DropdownMenuItem onSelect={() => onAction("resend", invitation)}>
            Resend with a new link…
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => onAction("revoke", invitation)}>
            Revoke…
          </DropdownMenuItem>
        </RowActionsMenu>
      );
    },
  }),
];

/** The workspace's invitations, newest first, each with its status. */
export function InvitationsTable({
  invitations,
  canManage,
  onAction,
}: {
  invitations: Invitation[];
  canManage: boolean;
  onAction: OnAction;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: invitations,
    getRowId: (invitation) => invitation.id,
    columnVisibility: { actions: canManage },
    meta: { invitations: { onAction } },
  });
  return (
    <DataTable
      table={table}
      label="Invitations"
      rowProps={(invitation) => ({ "data-invitation-email": invitation.email })}
    />
  );
}
