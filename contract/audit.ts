import { z } from "zod";
import { type AccessNeed, memberNeed, roleMeets } from "./access";
import { KeyEnvironment, Scope } from "./api-keys";
import { Timestamp } from "./envelopes";
import { queryInteger, ResourceId, text } from "./inputs";
import { KeyAccessStatus } from "./key-access";
import { MemberStatus, Role } from "./roles";

/**
 * The audit log of key, member and workspace changes: who did what, to which object, when.
 * Details name keys by id, label and masked value only; a key value is never recorded.
 */
const AUDIT_TARGET_TYPES = [
  "api_key",
  "member",
  "invitation",
  "workspace",
  "webhook_endpoint",
] as const;
export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/**
 * Where each audited kind of object lives in the public API (relative to /api/v1/public/), or
 * "" for the console's own objects (keys, members, the workspace), which every member reads.
 * An entry is read under the same rule as the object it describes (`auditEntryNeed`).
 */
const AUDIT_TARGET_PATHS: Record<AuditTargetType, string> = {
  api_key: "",
  member: "",
  invitation: "",
  workspace: "",
  webhook_endpoint: "webhook-endpoints",
};

/**
 * An audit entry is read under the console's rule for what it describes (`memberNeed`): a
 * webhook endpoint's entries, whose label is its URL (a capability that may carry a token),
 * only by those who may read webhook endpoints.
 */
export function auditEntryNeed(targetType: AuditTargetType): AccessNeed {
  return memberNeed("GET", AUDIT_TARGET_PATHS[targetType]);
}

/** The kinds of audit entry a role may not read. */
export function auditTypesHiddenFrom(role: Role): AuditTargetType[] {
  return AUDIT_TARGET_TYPES.filter((type) => !roleMeets(role, auditEntryNeed(type)));
}

/** A key whose access a member change altered, and what its access is afterwards. */
export const AffectedKey = z.object({
  id: z.string(),
  label: z.string(),
  access: KeyAccessStatus,
});
export type AffectedKey = z.infer<typeof AffectedKey>;

/** Each action with the details it records. */
export const AuditChange = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("api_key.created"),
    details: z.object({
      environment: KeyEnvironment,
      scopes: z.array(Scope).nullable(),
      expires_at: Timestamp.nullable(),
      masked: z.string(),
      /** The key this one replaced, when it was made by a roll. */
      rolled_from: z.string().nullable(),
    }),
  }),
  z.object({
    action: z.literal("api_key.revoked"),
    details: z.object({ masked: z.string() }),
  }),
  z.object({
    action: z.literal("api_key.rolled"),
    details: z.object({
      masked: z.string(),
      replacement_id: z.string(),
      grace_seconds: z.number().int(),
      old_expires_at: Timestamp,
    }),
  }),
  z.object({
    action: z.literal("member.role_changed"),
    details: z.object({ from: Role, to: Role, affected_keys: z.array(AffectedKey) }),
  }),
  z.object({
    action: z.literal("member.status_changed"),
    details: z.object({
      from: MemberStatus,
      to: MemberStatus,
      affected_keys: z.array(AffectedKey),
    }),
  }),
  z.object({
    action: z.literal("member.invited"),
    details: z.object({ role: Role, expires_at: Timestamp }),
  }),
  z.object({
    action: z.literal("invitation.resent"),
    details: z.object({ role: Role, expires_at: Timestamp }),
  }),
  z.object({
    action: z.literal("invitation.revoked"),
    details: z.object({ role: Role }),
  }),
  z.object({
    action: z.literal("member.joined"),
    details: z.object({ role: Role, invitation_id: z.string(), invited_by: z.string() }),
  }),
  z.object({
    action: z.literal("webhook_endpoint.auto_disabled"),
    details: z.object({
      failing_since: Timestamp,
      disable_after_seconds: z.number().int(),
      reason: z.string(),
    }),
  }),
  z.object({
    /** Recorded on the endpoint that received the copy. */
    action: z.literal("webhook_endpoint.delivery_replayed"),
    details: z.object({
      delivery_id: z.string(),
      replayed_from: z.string(),
      from_endpoint_id: z.string(),
      event_type: z.string(),
    }),
  }),
  z.object({
    action: z.literal("workspace.updated"),
    details: z.object({
      plan_api_access: z.boolean().optional(),
      billing_status: z.enum(["active", "suspended"]).optional(),
      deleted: z.boolean().optional(),
    }),
  }),
]);
export type AuditChange = z.infer<typeof AuditChange>;
/**
 * One event as listed. `action` and `details` are loose here so a console older than the
 * platform still lists actions it does not know; `AuditChange` reads the known ones.
 */
export const AuditEvent = z
  .object({
    id: z.string(),
    action: z.string().meta({
      description:
        "api_key.created, api_key.revoked, api_key.rolled, member.role_changed, member.status_changed, member.invited, invitation.resent, invitation.revoked, member.joined, webhook_endpoint.auto_disabled, webhook_endpoint.delivery_replayed or workspace.updated.",
    }),
    actor: z.object({ member_id: z.string().nullable(), email: z.string() }).meta({
      description:
        "The member who made the change; member_id is null for the platform's own actions.",
    }),
    target: z.object({ type: AuditTargetType, id: z.string(), label: z.string() }),
    details: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditQuery = z.object({
  target_type: AuditTargetType.optional(),
  target_id: ResourceId.optional(),
  cursor: text().max(200).optional(),
  limit: queryInteger("limit", { min: 1, max: 100 }).default(25),
});
export type AuditQuery = z.input<typeof AuditQuery>;
