import type { AffectedKey } from "../../../../contract/audit";
import { keyAccess } from "../../../../contract/key-access";
import { recordAudit } from "../../../auth/audit";
import type { members } from "../../../auth/tables";
import type { DbOrTx } from "../../../db/client";
import type { SessionMember } from "../../../http/env";
import { activeKeysCreatedBy } from "../../api-keys";

type MemberRow = typeof members.$inferSelect;

/**
 * The member's active keys whose access differs between `before` and `after`, with their
 * access afterwards: what the members page previewed before the change was confirmed.
 */
async function keysAffectedBy(
  tx: DbOrTx,
  before: MemberRow,
  after: MemberRow,
  at: Date,
): Promise<AffectedKey[]> {
  const keys = await activeKeysCreatedBy(tx, before.id, at);
  return keys.flatMap((key) => {
    const facts = { hasCreator: true, recordedRole: key.creatorRole };
    const was = keyAccess({ ...facts, current: before });
    const now = keyAccess({ ...facts, current: after });
    if (was.status === now.status && was.detail === now.detail) return [];
    return [{ id: key.id, label: key.label, access: now.status }];
  });
}

/** One event per field that changed: the role, the status, or both. */
export async function recordMemberChange(
  tx: DbOrTx,
  actor: SessionMember,
  before: MemberRow,
  after: MemberRow,
  at: Date,
) {
  if (before.role === after.role && before.status === after.status) return;
  const base = {
    workspaceId: actor.workspaceId,
    actor: { memberId: actor.memberId, email: actor.email },
    target: { type: "member" as const, id: after.id, label: after.email },
    at,
  };
  if (before.role !== after.role) {
    const roleOnly = { ...before, role: after.role };
    await recordAudit(tx, {
      ...base,
      change: {
        action: "member.role_changed",
        details: {
          from: before.role,
          to: after.role,
          affected_keys: await keysAffectedBy(tx, before, roleOnly, at),
        },
      },
    });
  }
  if (before.status !== after.status) {
    const roleFirst = { ...before, role: after.role };
    await recordAudit(tx, {
      ...base,
      change: {
        action: "member.status_changed",
        details: {
          from: before.status,
          to: after.status,
          affected_keys: await keysAffectedBy(tx, roleFirst, after, at),
        },
      },
    });
  }
}
