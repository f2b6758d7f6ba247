import { z } from "zod";
import { ADMIN_AREAS } from "./access";
import { type MemberStatus, type Role, roleAtLeast } from "./roles";

/**
 * What a key can do right now under the spec's creator check, derived from its creator's
 * current member row. The platform computes it for every listed key; the members page uses
 * the same function to preview what a role or status change will do to a member's keys.
 */
export const KEY_ACCESS_STATUSES = [
  "ok",
  "creator_inactive",
  "creator_role_reduced",
  "creator_cannot_hold_keys",
] as const;
export const KeyAccessStatus = z.enum(KEY_ACCESS_STATUSES);
export type KeyAccessStatus = z.infer<typeof KeyAccessStatus>;

export const KeyAccess = z
  .object({
    status: KeyAccessStatus.meta({
      description:
        "ok; creator_inactive (creator suspended or removed: every request is a 403); creator_cannot_hold_keys (creator is now a member: every request is a 403); creator_role_reduced (creator's role is lower than at creation; what the new role cannot do is a 403).",
    }),
    detail: z.string().meta({ description: "One sentence saying what the key can do now." }),
  })
  .meta({ id: "KeyAccess" });
export type KeyAccess = z.infer<typeof KeyAccess>;

/** The creator as the key recorded them, and as they are now (null when no row is found). */
export type KeyCreatorFacts = {
  /** False for a workspace-level key: no creator was recorded, so no creator check applies. */
  hasCreator: boolean;
  /** The creator's role when the key was made. */
  recordedRole: Role | null;
  current: { role: Role; status: MemberStatus } | null;
};

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export const ADMIN_AREA_NAMES = listOf(ADMIN_AREAS.map((area) => area.replace(/-/g, " ")));

const article = (role: Role) => (role === "admin" || role === "owner" ? `an ${role}` : `a ${role}`);

export function keyAccess({ hasCreator, recordedRole, current }: KeyCreatorFacts): KeyAccess {
  if (!hasCreator) {
    return {
      status: "ok",
      detail: "Workspace-level key: no creator is recorded, so it works as its scopes allow.",
    };
  }
  if (current?.status !== "active") {
    return {
      status: "creator_inactive",
      detail:
        current?.status === "suspended"
          ? "Its creator is suspended, so every request with it is refused (403) until they are reactivated."
          : "Its creator was removed from the workspace, so every request with it is refused (403).",
    };
  }
  if (!roleAtLeast(current.role, "manager")) {
    return {
      status: "creator_cannot_hold_keys",
      detail:
        "Its creator is now a member, a role that cannot hold keys, so every request with it is refused (403).",
    };
  }
  const adminAreas = roleAtLeast(current.role, "admin");
  if (recordedRole && !roleAtLeast(current.role, recordedRole)) {
    return {
      status: "creator_role_reduced",
      detail: adminAreas
        ? `Its creator is now ${article(current.role)} (${recordedRole} when it was made); that role still allows everything its scopes allow.`
        : `Its creator is now ${article(current.role)} (${recordedRole} when it was made), so ${ADMIN_AREA_NAMES} are refused (403); the rest works as its scopes allow.`,
    };
  }
  return {
    status: "ok",
    detail: adminAreas
      ? `Works as its scopes allow while its creator stays an active admin or owner.`
      : `Works as its scopes allow, except ${ADMIN_AREA_NAMES}, which need a creator who is an admin.`,
  };
}

/**
 * A key's state as a caller meets it: the spec's state (active, revoked, expired) with the
 * creator check applied. An active key whose creator makes every request a 403 is
 * `refused`; one that works except in the admin areas is `limited`. Every view that says
 * whether a key works uses this one rule.
 */
export const EFFECTIVE_KEY_STATES = ["active", "limited", "refused", "expired", "revoked"] as const;
export type EffectiveKeyState = (typeof EFFECTIVE_KEY_STATES)[number];

export function effectiveKeyState(key: {
  state: "active" | "revoked" | "expired";
  access: Pick<KeyAccess, "status">;
}): EffectiveKeyState {
  if (key.state !== "active") return key.state;
  switch (key.access.status) {
    case "creator_inactive":
    case "creator_cannot_hold_keys":
      return "refused";
    case "creator_role_reduced":
      return "limited";
    default:
      return "active";
  }
}

/** True when requests with the key can succeed at all (fully or limited). */
export function keyWorks(key: Parameters<typeof effectiveKeyState>[0]): boolean {
  const state = effectiveKeyState(key);
  return state === "active" || state === "limited";
}
