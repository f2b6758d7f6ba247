"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { RoleBadge } from "@/components/role-badge";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { MemberStatus } from "@/contract/roles";
import { useMembersQuery } from "@/lib/queries/members";

const STATUS_TONE: Record<MemberStatus, BadgeTone> = {
  active: "success",
  suspended: "warning",
  removed: "neutral",
};

export function MembersView() {
  const query = useMembersQuery();
  return (
    <>
      <PageHeader title="Members" description="People in this workspace and their roles." />
      {query.isPending ? (
        <TableSkeleton label="Loading members" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No members">This workspace has no members.</EmptyState>
      ) : (
        <Table aria-label="Members">
          <THead>
            <tr>
              <TH>Name</TH>
              <TH>Email</TH>
              <TH>Role</TH>
              <TH>Status</TH>
            </tr>
          </THead>
          <TBody>
            {query.data.items.map((member) => (
              <TR key={member.id}>
                <TD className="font-medium text-zinc-900">{member.name}</TD>
                <TD>{member.email}</TD>
                <TD>
                  <RoleBadge role={member.role} />
                </TD>
                <TD>
                  <Badge tone={STATUS_TONE[member.status]}>{member.status}</Badge>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </>
  );
}
