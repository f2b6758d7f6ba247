import { recordAudit } from "../../../auth/audit";
import type { DbOrTx } from "../../../db/client";
import type { SessionMember } from "../../../http/env";
import { iso } from "../../../http/time";
import type { InvitationRow } from "../../invitations";

type Actor = Pick<SessionMember, "workspaceId" | "memberId" | "email">;

const target = (row: InvitationRow) => ({
  type: "invitation" as const,
  id: row.id,
  label: row.email,
});
const by = (actor: Actor) => ({ memberId: actor.memberId, email: actor.email });

export async function recordInvited(tx: DbOrTx, actor: Actor, row: InvitationRow, at: Date) {
  await recordAudit(tx, {
    workspaceId: actor.workspaceId,
    actor: by(actor),
    target: target(row),
    change: {
      action: "member.invited",
      details: { role: row.role, expires_at: iso(row.expiresAt) },
    },
    at,
  });
}

export async function recordResent(tx: DbOrTx, actor: Actor, row: InvitationRow, at: Date) {
  await recordAudit(tx, {
    workspaceId: actor.workspaceId,
    actor: by(actor),
    target: target(row),
    change: {
      action: "invitation.resent",
      details: { role: row.role, expires_at: iso(row.expiresAt) },
    },
    at,
  });
}

export async function recordRevoked(tx: DbOrTx, actor: Actor, row: InvitationRow, at: Date) {
  await recordAudit(tx, {
    workspaceId: actor.workspaceId,
    actor: by(actor),
    target: target(row),
    change: { action: "invitation.revoked", details: { role: row.role } },
    at,
  });
}

/** The new member joined: they are the actor, and the entry is about them. */
export async function recordJoined(
  tx: DbOrTx,
  member: { id: string; email: string; workspaceId: string },
  row: InvitationRow,
  at: Date,
) {
  await recordAudit(tx, {
    workspaceId: member.workspaceId,
    actor: { memberId: member.id, email: member.email },
    target: { type: "member", id: member.id, label: member.email },
    change: {
      action: "member.joined",
      details: { role: row.role, invitation_id: row.id, invited_by: row.invitedByEmail },
    },
    at,
  });
}
