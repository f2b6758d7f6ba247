"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { ActivityLog } from "@/components/audit/activity-log";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import type { Member } from "@/contract/members";
import { roleAtLeast } from "@/contract/roles";
import { useApiKeysQuery } from "@/lib/queries/api-keys";
import { useMeQuery } from "@/lib/queries/me";
import { useMembersQuery } from "@/lib/queries/members";

import type { ChangeKind } from "./member-impact";
import { MembersTable } from "./members-table";

// Loads when an admin picks a change, not with the page.
const MemberChangeDialog = dynamic(
  () => import("./member-change-dialog").then((m) => m.MemberChangeDialog),
  { ssr: false },
);

type Open = { member: Member; kind: ChangeKind } | null;

export function MembersView() {
  const query = useMembersQuery();
  const keysQuery = useApiKeysQuery();
  const { data: me } = useMeQuery();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canChange = me ? roleAtLeast(me.role, "admin") : false;
  const keys = keysQuery.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Members"
        description="People in this workspace and their roles. The keys a member creates work only while they are an active manager or above."
      />
      {me && !canChange ? (
        <Alert tone="info" title="Read-only" className="mb-4">
          Only admins and owners can change members. You are a {me.role}.
        </Alert>
      ) : null}
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}
      {keysQuery.isError && canChange ? (
        <Alert tone="warning" title="The keys members created could not be loaded" className="mb-4">
          Changes still work, but the console cannot show which keys each change affects until the
          key list loads. {keysQuery.error.message}
        </Alert>
      ) : null}
      {query.isPending ? (
        <TableSkeleton label="Loading members" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No members">This workspace has no members.</EmptyState>
      ) : (
        <MembersTable
          members={query.data.items}
          me={me}
          keys={keysQuery.data ? keys : null}
          canChange={canChange}
          onChoose={(member, kind) => setOpen({ member, kind })}
        />
      )}

      {open && me ? (
        <MemberChangeDialog
          member={open.member}
          kind={open.kind}
          me={me}
          keys={keys}
          onClose={() => setOpen(null)}
          onDone={(sentence) => {
            setOpen(null);
            setNotice(sentence);
          }}
        />
      ) : null}

      <ActivityLog
        title="Member activity"
        description="Every role and status change in this workspace, with who made it and how many keys it affected."
        filter={{ targetType: "member" }}
      />
    </>
  );
}
