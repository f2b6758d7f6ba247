"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ActivityLog } from "@/components/audit/activity-log";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/skeleton";
import type { Invitation, IssuedInvitation } from "@/contract/invitations";
import type { Me, Member } from "@/contract/members";
import { roleAtLeast } from "@/contract/roles";
import { useApiKeysQuery } from "@/lib/queries/api-keys";
import { useInvitationsQuery } from "@/lib/queries/invitations";
import { useMeQuery } from "@/lib/queries/me";
import { useMembersQuery } from "@/lib/queries/members";
import { roleInSentence } from "@/lib/words";
import { type InvitationAction, InvitationsTable } from "./invitations-table";
import type { ChangeKind } from "./member-impact";
import { MembersTable } from "./members-table";

// Loads when an admin picks a change, not with the page.
const MemberChangeDialog = dynamic(
  () => import("./member-change-dialog").then((m) => m.MemberChangeDialog),
  { ssr: false },
);

const InviteMemberDialog = lazyDialog(() =>
  import("./invite-member-dialog").then((m) => m.InviteMemberDialog),
);
const InviteLinkDialog = dynamic(
  () => import("./invite-link-dialog").then((m) => m.InviteLinkDialog),
  { ssr: false },
);
const InvitationActionDialog = dynamic(
  () => import("./invitation-dialogs").then((m) => m.InvitationActionDialog),
  { ssr: false },
);

const INVITE_REASON = "Only admins and owners can invite members.";
const INVITE_REASON_ID = "invite-member-reason";

function InviteAction({
  me,
  onInvited,
}: {
  me: Me | undefined;
  onInvited: (issued: IssuedInvitation) => void;
}) {
  if (!me) return <Button disabled>Invite member</Button>;
  if (roleAtLeast(me.role, "admin")) {
    return (
      <InviteMemberDialog trigger={<Button>Invite member</Button>} me={me} onInvited={onInvited} />
    );
  }
  return (
    <div className="flex items-center gap-3">
      <p id={INVITE_REASON_ID} className="max-w-64 text-right text-xs text-zinc-500">
        {INVITE_REASON} You are {roleInSentence(me.role)}.
      </p>
      <BlockableButton blockedReason={INVITE_REASON} aria-describedby={INVITE_REASON_ID}>
        Invite member
      </BlockableButton>
    </div>
  );
}

type Open = { member: Member; kind: ChangeKind } | null;
type OpenInvitation = { invitation: Invitation; kind: InvitationAction } | null;

export function MembersView() {
  const query = useMembersQuery();
  const keysQuery = useApiKeysQuery();
  const { data: me } = useMeQuery();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const invitationsQuery = useInvitationsQuery();
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const [openInvitation, setOpenInvitation] = useState<OpenInvitation>(null);
  const canChange = me ? roleAtLeast(me.role, "admin") : false;
  const keys = keysQuery.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Members"
        description="People in this workspace and their roles. The keys a member creates work only while they are an active manager or above."
        actions={
          <InviteAction
            me={me}
            onInvited={(next) => {
              setNotice(null);
              setIssued(next);
            }}
          />
        }
      />
      {me && !canChange ? (
        <Alert tone="info" title="Read-only" className="mb-4">
          Only admins and owners can change members. You are {roleInSentence(me.role)}.
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

      <section aria-labelledby="invitations-heading" className="mt-8">
        <h2 id="invitations-heading" className="mb-2 text-base font-semibold text-zinc-900">
          Invitations
        </h2>
        {invitationsQuery.isPending ? (
          <TableSkeleton rows={2} label="Loading invitations" />
        ) : invitationsQuery.isError ? (
          <ApiErrorState
            error={invitationsQuery.error}
            onRetry={() => invitationsQuery.refetch()}
          />
        ) : invitationsQuery.data.items.length === 0 ? (
          <p className="text-sm text-zinc-500">No one has been invited yet.</p>
        ) : (
          <InvitationsTable
            invitations={invitationsQuery.data.items}
            canManage={canChange}
            onAction={(kind, invitation) => setOpenInvitation({ kind, invitation })}
          />
        )}
      </section>

      {openInvitation ? (
        <InvitationActionDialog
          kind={openInvitation.kind}
          invitation={openInvitation.invitation}
          onClose={() => setOpenInvitation(null)}
          onResent={(next) => {
            setOpenInvitation(null);
            setIssued(next);
          }}
          onRevoked={(invitation) => {
            setOpenInvitation(null);
            setNotice(`Revoked the invitation of ${invitation.email}; its link no longer works.`);
          }}
        />
      ) : null}
      {issued ? (
        <InviteLinkDialog
          issued={issued}
          onClose={() => {
            setNotice(`Invited ${issued.invitation.email} as ${issued.invitation.role}.`);
            setIssued(null);
          }}
        />
      ) : null}

      <ActivityLog
        title="Member activity"
        description="Every role and status change in this workspace, and every member who joined by invitation, with who made it and how many keys it affected."
        filter={{ targetType: "member" }}
      />
    </>
  );
}
