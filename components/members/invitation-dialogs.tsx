"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Invitation, IssuedInvitation } from "@/contract/invitations";
import {
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from "@/lib/queries/invitations";
import { type InvitationAction, invitationActionsId } from "./invitations-table";

/** Confirms a resend (a new link; the old one dies) or a revoke (the link dies). */
export function InvitationActionDialog({
  kind,
  invitation,
  onClose,
  onResent,
  onRevoked,
}: {
  kind: InvitationAction;
  invitation: Invitation;
  onClose: () => void;
  onResent: (issued: IssuedInvitation) => void;
  onRevoked: (invitation: Invitation) => void;
}) {
  const resend = useResendInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const common = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    returnFocusId: invitationActionsId(invitation),
  };
  if (kind === "resend") {
    return (
      <ConfirmDialog
        {...common}
        tone="primary"
        title={`Resend the invitation of ${invitation.email}?`}
        description="A new link is made and shown to you once; it works for another 7 days."
        affects="The link sent before stops working at once."
        actionLabel="Make a new link"
        pendingLabel="Making…"
        onConfirm={async () => {
          const issued = await resend.mutateAsync(invitation.id);
          resend.reset();
          onResent(issued);
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      {...common}
      title={`Revoke the invitation of ${invitation.email}?`}
      description="Its link stops working at once. You can invite the address again later."
      actionLabel="Revoke invitation"
      pendingLabel="Revoking…"
      onConfirm={async () => onRevoked(await revoke.mutateAsync(invitation.id))}
    />
  );
}
