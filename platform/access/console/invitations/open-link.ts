import { ApiError } from "../../../http/errors";
import type { InvitationRow } from "../../invitations";

/**
 * Refuses a link that no longer opens anything, with the sentence the accept page shows.
 * A link replaced by a resend finds no invitation at all (its hash is gone): "not valid".
 */
export function assertLinkOpen(
  row: { invitation: InvitationRow; workspace: { deletedAt: Date | null } } | undefined,
  at: Date,
): asserts row is { invitation: InvitationRow; workspace: { deletedAt: Date | null } } {
  if (!row) throw new ApiError("invitation_link_invalid");
  if (row.workspace.deletedAt) throw new ApiError("workspace_deleted_console");
  if (row.invitation.acceptedAt) throw new ApiError("invitation_link_used");
  if (row.invitation.revokedAt) throw new ApiError("invitation_link_revoked");
  if (row.invitation.expiresAt <= at) throw new ApiError("invitation_link_expired");
}
