import type { Scope } from "../../../../contract/api-keys";
import { type AuditEntry, recordAudit } from "../../../auth/audit";
import type { apiKeys } from "../../../auth/tables";
import type { DbOrTx } from "../../../db/client";
import { type KeyCreatorRow, maskedKeyOf } from "../../../db/serialize";
import type { SessionMember } from "../../../http/env";
import { iso } from "../../../http/time";

type KeyRow = typeof apiKeys.$inferSelect;

/** The signed-in member as the creator of a key they just made: active, with their role. */
export function creatorRowOf(member: SessionMember): KeyCreatorRow {
  return { id: member.memberId, email: member.email, role: member.role, status: "active" };
}

function keyEntry(member: SessionMember, key: KeyRow, at: Date): Omit<AuditEntry, "change"> {
  return {
    workspaceId: member.workspaceId,
    actor: { memberId: member.memberId, email: member.email },
    target: { type: "api_key", id: key.id, label: key.label },
    at,
  };
}

export function recordKeyCreated(
  tx: DbOrTx,
  member: SessionMember,
  key: KeyRow,
  at: Date,
  rolledFrom: string | null,
) {
  return recordAudit(tx, {
    ...keyEntry(member, key, at),
    change: {
      action: "api_key.created",
      details: {
        environment: key.environment,
        // The column holds only scopes that passed the contract's Scope at creation.
        scopes: key.scopes as Scope[] | null,
        expires_at: iso(key.expiresAt),
        masked: maskedKeyOf(key),
        rolled_from: rolledFrom,
      },
    },
  });
}

export function recordKeyRevoked(tx: DbOrTx, member: SessionMember, key: KeyRow, at: Date) {
  return recordAudit(tx, {
    ...keyEntry(member, key, at),
    change: { action: "api_key.revoked", details: { masked: maskedKeyOf(key) } },
  });
}

export function recordKeyRolled(
  tx: DbOrTx,
  member: SessionMember,
  old: KeyRow,
  replacement: KeyRow,
  graceSeconds: number,
  oldExpiresAt: Date,
  at: Date,
) {
  return recordAudit(tx, {
    ...keyEntry(member, old, at),
    change: {
      action: "api_key.rolled",
      details: {
        masked: maskedKeyOf(old),
        replacement_id: replacement.id,
        grace_seconds: graceSeconds,
        old_expires_at: iso(oldExpiresAt),
      },
    },
  });
}
