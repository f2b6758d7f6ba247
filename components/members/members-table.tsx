"use client";

import type { ColumnDef, RowData } from "@tanstack/react-table";
import { useQueryStates } from "nuqs";
import { useMemo } from "react";
import { RoleBadge } from "@/components/role-badge";
import { Badge } from "@/components/ui/badge";
import { DataTable, tableMeta, useDataTable } from "@/components/ui/data-table";
import { controlColumn } from "@/components/ui/data-table-columns";
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

type MembersTableMeta = {
  me: Me | undefined;
  /** Null until the key list loads (or when it cannot). */
  keys: readonly ApiKey[] | null;
  onChoose: (member: Member, kind: ChangeKind) => void;
};

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    members?: MembersTableMeta;
  }
}

/** A member and the count its key column sorts by (sorting reads rows, not the table). */
type MemberRow = { member: Member; workingKeys: number };

const KEYS_COLUMN: ColumnDef<MemberRow> = {
  id: "keys",
  accessorFn: (row) => row.workingKeys,
  header: "Active keys",
  sortDescFirst: true,
  meta: { className: "text-right", cellClassName: "tabular-nums" },
  cell: ({ row, table }) => {
    const { keys } = tableMeta(table, "members");
    return keys ? <KeyCount member={row.original.member} keys={keys} /> : "—";
  },
};

const ACTIONS_COLUMN = controlColumn<MemberRow>({
  className: "text-right whitespace-nowrap",
  cell: ({ row, table }) => {
    const { member } = row.original;
    const { me, onChoose } = tableMeta(table, "members");
    const reason = me ? whyNot(me, member) : null;
    if (reason) {
      return <span className="text-xs text-zinc-500">{me?.id === member.id ? "" : reason}</span>;
    }
    return <MemberActions member={member} onChoose={(kind) => onChoose(member, kind)} />;
  },
});

const BASE_COLUMNS: ColumnDef<MemberRow>[] = [
  {
    id: "name",
    accessorFn: ({ member }) => member.name || member.email,
    header: "Name",
    meta: { cellClassName: "font-medium text-zinc-900" },
    cell: ({ row, table }) => (
      <>
        {row.original.member.name}
        {tableMeta(table, "members").me?.id === row.original.member.id ? (
          <Badge tone="neutral" className="ml-2">
            you
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    id: "email",
    accessorFn: ({ member }) => member.email,
    header: "Email",
    cell: ({ row }) => (
      <span id={`member-email-${row.original.member.id}`} className="break-all">
        {row.original.member.email}
      </span>
    ),
  },
  {
    id: "role",
    // By rank: owner first, then admin, manager, member.
    accessorFn: ({ member }) => ROLES.indexOf(member.role),
    header: "Role",
    cell: ({ row }) => <RoleBadge role={row.original.member.role} />,
  },
  {
    id: "status",
    accessorFn: ({ member }) => member.status,
    header: "Status",
    cell: ({ row }) => <StateBadge kind="member" value={row.original.member.status} />,
  },
];

const COLUMNS = [...BASE_COLUMNS, KEYS_COLUMN, ACTIONS_COLUMN];
/** Until the keys load, their column has nothing to sort by. */
const COLUMNS_WITHOUT_KEYS = [
  ...BASE_COLUMNS,
  { ...KEYS_COLUMN, enableSorting: false },
  ACTIONS_COLUMN,
];

/** The workspace's members, sortable by any column; the sort is kept in the address. */
export function MembersTable({
  members,
  me,
  keys,
  canChange,
  onChoose,
}: {
  members: readonly Member[];
  canChange: boolean;
} & MembersTableMeta) {
  const [{ sort }, setView] = useQueryStates(MEMBER_LIST_PARAMS, LIST_URL_OPTIONS);
  const rows = useMemo(
    () =>
      members.map((member) => ({
        member,
        workingKeys: keys ? keyCountsOf(member, keys).working : 0,
      })),
    [members, keys],
  );
  const table = useDataTable({
    columns: keys ? COLUMNS : COLUMNS_WITHOUT_KEYS,
    data: rows,
    getRowId: (row) => row.member.id,
    sorting: toSortingState(sort),
    onSortingChange: (sorting) => setView({ sort: fromSortingState(sorting) }),
    columnVisibility: { actions: canChange },
    meta: { members: { me, keys, onChoose } },
  });
  return <DataTable table={table} label="Members" />;
}
