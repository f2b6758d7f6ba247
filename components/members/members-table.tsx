"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useQueryStates } from "nuqs";
import { RoleBadge } from "@/components/role-badge";
import { Badge } from "@/components/ui/badge";
import { DataTable, useDataTable } from "@/components/ui/data-table";
import { StateBadge } from "@/components/ui/state-badge";
import type { ApiKey } from "@/contract/api-keys";
import type { Me, Member } from "@/contract/members";
import { ROLES } from "@/contract/roles";
import {
  fromSortingState,
  LIST_URL_OPTIONS,
  sortParam,
  toSortingState,
} from "@/lib/url-state/list-params";
import { MemberActions } from "./member-actions";
import { type ChangeKind, keyCountsOf, whyNot } from "./member-impact";

/** The members page's address: `?sort=-role`; without it, the platform's own order. */
const MEMBER_LIST_PARAMS = {
  sort: sortParam(["name", "email", "role", "status", "keys"] as const),
};

/** Keys that work, and beside them the ones the creator check refuses. */
function KeyCount({ member, keys }: { member: Member; keys: readonly ApiKey[] }) {
  const { working, refused } = keyCountsOf(member, keys);
  return (
    <>
      {working}
      {refused > 0 ? (
        <span className="block text-xs whitespace-nowrap text-red-700">{refused} refused</span>
      ) : null}
    </>
  );
}

function memberColumns(options: {
  me: Me | undefined;
  keys: readonly ApiKey[] | null;
  canChange: boolean;
  onChoose: (member: Member, kind: ChangeKind) => void;
}): ColumnDef<Member>[] {
  const { me, keys } = options;
  const columns: ColumnDef<Member>[] = [
    {
      id: "name",
      accessorFn: (member) => member.name || member.email,
      header: "Name",
      meta: { cellClassName: "font-medium text-zinc-900" },
      cell: ({ row }) => (
        <>
          {row.original.name}
          {me?.id === row.original.id ? (
            <Badge tone="neutral" className="ml-2">
              you
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      id: "email",
      accessorFn: (member) => member.email,
      header: "Email",
      cell: ({ row }) => (
        <span id={`member-email-${row.original.id}`} className="break-all">
          {row.original.email}
        </span>
      ),
    },
    {
      id: "role",
      // By rank: owner first, then admin, manager, member.
      accessorFn: (member) => ROLES.indexOf(member.role),
      header: "Role",
      cell: ({ row }) => <RoleBadge role={row.original.role} />,
    },
    {
      id: "status",
      accessorFn: (member) => member.status,
      header: "Status",
      cell: ({ row }) => <StateBadge kind="member" value={row.original.status} />,
    },
    {
      id: "keys",
      accessorFn: (member) => (keys ? keyCountsOf(member, keys).working : 0),
      header: "Active keys",
      sortDescFirst: true,
      enableSorting: keys !== null,
      meta: { className: "text-right", cellClassName: "tabular-nums" },
      cell: ({ row }) => (keys ? <KeyCount member={row.original} keys={keys} /> : "—"),
    },
  ];
  if (!options.canChange) return columns;
  return [
    ...columns,
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap", label: "Actions" },
      cell: ({ row }) => {
        const member = row.original;
        const reason = me ? whyNot(me, member) : null;
        if (reason) {
          return (
            <span className="text-xs text-zinc-500">{me?.id === member.id ? "" : reason}</span>
          );
        }
        return (
          <MemberActions member={member} onChoose={(kind) => options.onChoose(member, kind)} />
        );
      },
    },
  ];
}

/** The workspace's members, sortable by any column; the sort is kept in the address. */
export function MembersTable({
  members,
  me,
  keys,
  canChange,
  onChoose,
}: {
  members: readonly Member[];
  me: Me | undefined;
  /** Null until the key list loads (or when it cannot). */
  keys: readonly ApiKey[] | null;
  canChange: boolean;
  onChoose: (member: Member, kind: ChangeKind) => void;
}) {
  const [{ sort }, setView] = useQueryStates(MEMBER_LIST_PARAMS, LIST_URL_OPTIONS);
  const table = useDataTable({
    columns: memberColumns({ me, keys, canChange, onChoose }),
    data: members,
    getRowId: (member) => member.id,
    sorting: toSortingState(sort),
    onSortingChange: (sorting) => setView({ sort: fromSortingState(sorting) }),
  });
  return <DataTable table={table} label="Members" />;
}
