"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { ActivityLog } from "@/components/audit/activity-log";
import { PageHeader } from "@/components/page-header";
import { RoleBadge } from "@/components/role-badge";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { ApiKey } from "@/contract/api-keys";
import type { Member } from "@/contract/members";
import { type MemberStatus, roleAtLeast } from "@/contract/roles";
import { useApiKeysQuery } from "@/lib/queries/api-keys";
import { useMeQuery } from "@/lib/queries/me";
import { useMembersQuery } from "@/lib/queries/members";
import { MemberActions } from "./member-actions";
import { MemberChangeDialog } from "./member-change-dialog";
import { type ChangeKind, keyCountsOf, whyNot } from "./member-impact";

const STATUS_TONE: Record<MemberStatus, BadgeTone> = {
  active: "success",
  suspended: "warning",
  removed: "neutral",
};

type Open = { member: Member; kind: ChangeKind } | null;

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
        <Table aria-label="Members">
          <THead>
            <tr>
              <TH>Name</TH>
              <TH>Email</TH>
              <TH>Role</TH>
              <TH>Status</TH>
              <TH className="text-right">Active keys</TH>
              {canChange ? (
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              ) : null}
            </tr>
          </THead>
          <TBody>
            {query.data.items.map((member) => {
              const reason = me ? whyNot(me, member) : null;
              const isMe = me?.id === member.id;
              return (
                <TR key={member.id}>
                  <TD className="font-medium whitespace-nowrap text-zinc-900">
                    {member.name}
                    {isMe ? (
                      <Badge tone="neutral" className="ml-2">
                        you
                      </Badge>
                    ) : null}
                  </TD>
                  <TD id={`member-email-${member.id}`}>{member.email}</TD>
                  <TD>
                    <RoleBadge role={member.role} />
                  </TD>
                  <TD>
                    <Badge tone={STATUS_TONE[member.status]}>{member.status}</Badge>
                  </TD>
                  <TD className="text-right tabular-nums">
                    {keysQuery.data ? <KeyCount member={member} keys={keys} /> : "—"}
                  </TD>
                  {canChange ? (
                    <TD className="whitespace-nowrap text-right">
                      {reason ? (
                        <span className="text-xs text-zinc-500">{isMe ? "" : reason}</span>
                      ) : (
                        <MemberActions
                          member={member}
                          onChoose={(kind) => setOpen({ member, kind })}
                        />
                      )}
                    </TD>
                  ) : null}
                </TR>
              );
            })}
          </TBody>
        </Table>
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
