import type { ConsoleApi } from "../../../http/env";
import { registerAcceptInvitation } from "./accept";
import { registerInviteMember } from "./create";
import { registerListInvitations } from "./list";
import { registerPreviewInvitation } from "./preview";
import { registerResendInvitation } from "./resend";
import { registerRevokeInvitation } from "./revoke";

/** Paths without a session: the invitation's token is their credential. */
export const INVITATION_LINK_PATHS = [
  "/api/v1/console/invitations/preview",
  "/api/v1/console/invitations/accept",
];

export function registerInvitations(api: ConsoleApi) {
  registerListInvitations(api);
  // Before /invitations/{id}/...: fixed paths first.
  registerPreviewInvitation(api);
  registerAcceptInvitation(api);
  registerInviteMember(api);
  registerResendInvitation(api);
  registerRevokeInvitation(api);
}
