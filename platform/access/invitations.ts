import { and, desc, eq, isNull } from "drizzle-orm";
import type { Invitation, InvitationStatus } from "../../contract/invitations";
import { constantTimeEqual, newSessionToken, sha256 } from "../auth/secrets";
import { workspaces } from "../auth/tables";
import type { DbOrTx } from "../db/client";
import { iso } from "../http/time";
import { invitations } from "./tables";

export type InvitationRow = typeof invitations.$inferSelect;

function invitationStatus(row: InvitationRow, at: Date): InvitationStatus {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= at ? "expired" : "pending";
}

export function toInvitation(row: InvitationRow, at: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatus(row, at),
    invited_by: row.invitedByEmail,
    created_at: iso(row.createdAt),
    sent_at: iso(row.sentAt),
    expires_at: iso(row.expiresAt),
    accepted_at: iso(row.acceptedAt),
    revoked_at: iso(row.revokedAt),
  };
}

/** A new accept token: 256 random bits; only its SHA-256 is stored. */
export const newInvitationToken = newSessionToken;

/** Newest first; accepted and revoked ones stay listed as the workspace's history. */
export async function listInvitations(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.workspaceId, workspaceId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(200);
}

/** The workspace's invitation, locked until the transaction ends. */
export async function lockInvitation(tx: DbOrTx, workspaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id)))
    .for("update");
  return row;
}

/** The open (not accepted, not revoked) invitation of `email` in the workspace, locked. */
export async function lockOpenInvitation(tx: DbOrTx, workspaceId: string, email: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .for("update");
  return row;
}

/**
 * The invitation a token opens, with its workspace; `lock` holds it until the transaction
 * ends (accepting), so two accepts of one link run one after the other. The stored hash is
 * compared in constant time after the indexed look-up, as session tokens are.
 */
export async function findInvitationByToken(db: DbOrTx, token: string, lock = false) {
  const hash = sha256(token);
  const query = db
    .select({ invitation: invitations, workspace: workspaces })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(eq(invitations.tokenHash, hash))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: invitations }) : await query;
  if (!row || !constantTimeEqual(row.invitation.tokenHash, hash)) return undefined;
  return row;
}
