import type { Role } from "../../../../contract/roles";
import { roleAtLeast } from "../../../../contract/roles";
import type { DbOrTx } from "../../../db/client";
import { ApiError } from "../../../http/errors";
import { lockInvitation } from "../../invitations";

/**
 * The invitation a resend or a revoke acts on, locked for the transaction: of the actor's
 * workspace (404), for a role up to the actor's own (403), and neither accepted nor revoked (409).
 */
export async function lockChangeableInvitation(
  tx: DbOrTx,
  actor: { workspaceId: string; role: Role },
  id: string,
) {
  const existing = await lockInvitation(tx, actor.workspaceId, id);
  if (!existing) throw new ApiError("invitation_not_found");
  if (!roleAtLeast(actor.role, existing.role)) throw new ApiError("role_above_own");
  if (existing.acceptedAt || existing.revokedAt) throw new ApiError("invitation_closed");
  return existing;
}
