import type { KeyEnvironment, KeyState } from "@/contract/api-keys";
import type { InvitationStatus } from "@/contract/invitations";
import type { EffectiveKeyState, KeyAccessStatus } from "@/contract/key-access";
import type { MemberStatus, Role } from "@/contract/roles";
import type { DeliveryStatus, DeliveryTrigger } from "@/contract/webhooks";
import { type Words, words } from "./words";

/** Members and their roles, invitations, API keys and webhooks. */

export const ROLE_WORDS: Record<Role, Words> = {
  owner: words("Owner", "brand"),
  admin: words("Admin", "brand"),
  manager: words("Manager"),
  member: words("Member"),
};

export const MEMBER_STATUS_WORDS: Record<MemberStatus, Words> = {
  active: words("Active", "success"),
  suspended: words("Suspended", "warning"),
  removed: words("Removed"),
};

export const INVITATION_STATUS_WORDS: Record<InvitationStatus, Words> = {
  pending: words("Pending", "brand"),
  expired: words("Expired", "warning"),
  accepted: words("Accepted", "success"),
  revoked: words("Revoked"),
};

export const KEY_ENVIRONMENT_WORDS: Record<KeyEnvironment, Words> = {
  live: words("Live", "brand"),
  test: words("Test"),
};

/** The spec's key states, as the platform stores them. */
export const KEY_STATE_WORDS: Record<KeyState, Words> = {
  active: words("Active", "success"),
  revoked: words("Revoked", "danger"),
  expired: words("Expired", "warning"),
};

/** A key's state with the creator check applied: what every view that says "works" shows. */
export const EFFECTIVE_KEY_STATE_WORDS: Record<EffectiveKeyState, Words> = {
  active: words("Active", "success"),
  limited: words("Limited", "warning"),
  refused: words("Refused", "danger"),
  revoked: words("Revoked", "danger"),
  expired: words("Expired", "warning"),
};

/** What a key can do under its creator's current role and status (the sentence says why). */
export const KEY_ACCESS_WORDS: Record<KeyAccessStatus, Words> = {
  ok: words("Works", "success"),
  creator_inactive: words("Refused", "danger"),
  creator_role_reduced: words("Limited", "warning"),
  creator_cannot_hold_keys: words("Refused", "danger"),
};

export const DELIVERY_STATUS_WORDS: Record<DeliveryStatus, Words> = {
  pending: words("Pending", "warning"),
  succeeded: words("Succeeded", "success"),
  failed: words("Failed", "danger"),
};

export const DELIVERY_TRIGGER_WORDS: Record<DeliveryTrigger, Words> = {
  event: words("Event"),
  test: words("Test"),
  resend: words("Resend"),
  simulated: words("Simulated"),
  replay: words("Replay"),
};

/** An endpoint is enabled, disabled by hand, or disabled by the platform after failures. */
export const ENDPOINT_STATE_WORDS: Record<"enabled" | "disabled" | "auto_disabled", Words> = {
  enabled: words("Enabled", "success"),
  disabled: words("Disabled"),
  auto_disabled: words("Auto-disabled", "danger"),
};
