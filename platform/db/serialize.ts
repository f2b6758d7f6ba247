import { ApiKey } from "../../contract/api-keys";
import { AuditEvent } from "../../contract/audit";
import { type KeyAccess, keyAccess } from "../../contract/key-access";
import { Job } from "../../contract/lead-lists";
import { Me, Member } from "../../contract/members";
import type { MemberStatus, Role } from "../../contract/roles";
import type { apiKeys, auditEvents, members, workspaces } from "../auth/tables";
import { iso } from "../http/time";
import type { jobs } from "../jobs/tables";

/**
 * Rows become responses only through the contract's schemas, which drop every field they
 * don't name: a hash or password can't reach a client by accident.
 */
type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

export function toJob(row: Row<typeof jobs>): Job {
  return Job.parse({
    ...row,
    error_message: row.errorMessage,
    created_at: iso(row.createdAt),
    completed_at: iso(row.completedAt),
  });
}

export function toMember(row: Row<typeof members>): Member {
  return Member.parse({ ...row, created_at: iso(row.createdAt) });
}

export function toWorkspace(row: Row<typeof workspaces>) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    plan_api_access: row.planApiAccess,
    billing_status: row.billingStatus,
    deleted: row.deletedAt !== null,
  };
}

export function toMe(member: Row<typeof members>, workspace: Row<typeof workspaces>) {
  return Me.parse({ ...toMember(member), workspace: toWorkspace(workspace) });
}

export function keyState(row: Row<typeof apiKeys>, now: Date): ApiKey["state"] {
  if (row.revokedAt && row.revokedAt <= now) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

/** The creator's member row as it is now, joined beside a key. */
export type KeyCreatorRow = { id: string; email: string; role: Role; status: MemberStatus };

export function toApiKey(
  row: Row<typeof apiKeys>,
  creator: KeyCreatorRow | null,
  now: Date,
): ApiKey {
  return ApiKey.parse({
    id: row.id,
    label: row.label,
    environment: row.environment,
    start: row.start,
    last4: row.last4,
    scopes: row.scopes,
    state: keyState(row, now),
    creator:
      creator && row.creatorRole
        ? { member_id: creator.id, email: creator.email, role: row.creatorRole }
        : null,
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
    replaced_by: row.replacedBy,
    access: accessOfKey(row, creator),
  });
}

/** The spec's creator check applied to a key's creator as they are now. */
function accessOfKey(row: Row<typeof apiKeys>, creator: KeyCreatorRow | null): KeyAccess {
  return keyAccess({
    hasCreator: row.creatorMemberId !== null,
    recordedRole: row.creatorRole,
    current: creator ? { role: creator.role, status: creator.status } : null,
  });
}

/** How a key is named where its value may not appear: prefix and last four characters. */
export function maskedKeyOf(row: Pick<Row<typeof apiKeys>, "start" | "last4">): string {
  return `${row.start}…${row.last4}`;
}

export function toAuditEvent(row: Row<typeof auditEvents>): AuditEvent {
  return AuditEvent.parse({
    id: row.id,
    action: row.action,
    actor: { member_id: row.actorMemberId, email: row.actorEmail },
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    details: row.details,
    created_at: iso(row.createdAt),
  });
}
