"use client";

import { ShowOnceSecretDialog } from "@/components/ui/show-once-secret-dialog";
import { acceptInvitationUrl, type IssuedInvitation } from "@/contract/invitations";
import { formatDateTime } from "@/lib/format";
import { roleInSentence } from "@/lib/words";

/**
 * The accept link, shown to the inviter this once (the demo has no mail server): whoever
 * holds it can join as the invited role, so it is treated like a key's value.
 */
export function InviteLinkDialog({
  issued,
  onClose,
}: {
  issued: IssuedInvitation;
  onClose: () => void;
}) {
  const { invitation, token } = issued;
  const link = acceptInvitationUrl(window.location.origin, token);
  return (
    <ShowOnceSecretDialog
      noun="link"
      title={`Invite link for ${invitation.email}`}
      description={`Send this link to ${invitation.email}. It makes them ${roleInSentence(invitation.role)}, works once, and expires ${formatDateTime(invitation.expires_at)}.`}
      label="Invite link"
      value={link}
      hint="Copy it now: the link is not shown again. Resend the invitation for a new one."
      testId="invite-link"
      onClose={onClose}
    />
  );
}
