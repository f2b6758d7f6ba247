import { acceptInvitationUrl } from "../../../../contract/invitations";
import type { PlatformDeps } from "../../../http/env";
import { iso } from "../../../http/time";
import type { InvitationRow } from "../../invitations";

/**
 * There is no mail server: the accept link goes to the platform's log, one line, so whoever
 * runs the demo can hand it on. The console also shows it to the inviter, once.
 */
export function announceInvitation(deps: PlatformDeps, row: InvitationRow, token: string) {
  if (!deps.consoleOrigin) return;
  const url = acceptInvitationUrl(deps.consoleOrigin, token);
  console.log(
    `[platform] Invitation for ${row.email} (${row.role}), expires ${iso(row.expiresAt)}: ${url}`,
  );
}
