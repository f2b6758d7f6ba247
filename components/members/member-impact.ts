import type { ApiKey } from "@/contract/api-keys";
import { effectiveKeyState, type KeyAccess, keyAccess } from "@/contract/key-access";
import type { Member } from "@/contract/members";
import { type Role, roleAtLeast } from "@/contract/roles";
import type { MemberChange } from "@/lib/queries/members";

type KeyImpact = { key: ApiKey; before: KeyAccess; after: KeyAccess };

export type ChangeImpact = {
  /** The member's active keys whose access changes, with their access before and after. */
  changed: KeyImpact[];
  /** The member's active keys this change leaves as they are. */
  unchanged: ApiKey[];
  /** Other consequences, one sentence each. */
  notes: string[];
};

function memberAfter(member: Member, change: MemberChange): Member {
  return { ...member, ...change };
}

/** The keys a member made that can still be used: the only ones a change to them can affect. */
function activeKeysOf(member: Pick<Member, "id">, keys: readonly ApiKey[]): ApiKey[] {
  return keys.filter((k) => k.state === "active" && k.creator?.member_id === member.id);
}

/**
 * A member's unrevoked, unexpired keys split by the creator check: `working` (fully or
 * limited) and `refused` (every request a 403), so a refused key never counts as active.
 */
export function keyCountsOf(member: Pick<Member, "id">, keys: readonly ApiKey[]) {
  const mine = activeKeysOf(member, keys);
  const refused = mine.filter((k) => effectiveKeyState(k) === "refused").length;
  return { working: mine.length - refused, refused };
}

/**
 * What a role or status change will do, worked out with the same creator check the platform
 * applies to every request (contract/key-access.ts), before the change is confirmed.
 */
export function changeImpact(
  member: Member,
  change: MemberChange,
  keys: readonly ApiKey[],
): ChangeImpact {
  const after = memberAfter(member, change);
  const changed: KeyImpact[] = [];
  const unchanged: ApiKey[] = [];
  for (const key of activeKeysOf(member, keys)) {
    const facts = { hasCreator: true, recordedRole: key.creator?.role ?? null };
    const before = keyAccess({ ...facts, current: member });
    const next = keyAccess({ ...facts, current: after });
    if (before.status === next.status && before.detail === next.detail) unchanged.push(key);
    else changed.push({ key, before, after: next });
  }

  const notes: string[] = [];
  const wasActive = member.status === "active";
  const isActive = after.status === "active";
  if (wasActive && !isActive) {
    notes.push(
      after.status === "suspended"
        ? "They are signed out at once and cannot sign in until they are reactivated."
        : "They are signed out at once and can no longer sign in.",
    );
  }
  if (!wasActive && isActive) notes.push("They can sign in again.");
  if (isActive) {
    const couldManageKeys = wasActive && roleAtLeast(member.role, "manager");
    const canManageKeys = roleAtLeast(after.role, "manager");
    if (couldManageKeys && !canManageKeys) {
      notes.push("They can no longer create, revoke or roll API keys, or change workspace data.");
    }
    if (!couldManageKeys && canManageKeys) {
      notes.push("They can create, revoke and roll API keys and change workspace data.");
    }
    const couldManageMembers = wasActive && roleAtLeast(member.role, "admin");
    const canManageMembers = roleAtLeast(after.role, "admin");
    if (couldManageMembers && !canManageMembers) notes.push("They can no longer change members.");
    if (!couldManageMembers && canManageMembers) notes.push("They can change members.");
  }
  return { changed, unchanged, notes };
}

export type ChangeKind = "role" | "suspend" | "remove" | "reactivate";

/** Why the signed-in member may not make a change to `target`, or null when they may. */
export function whyNot(actor: Pick<Member, "id" | "role">, target: Member): string | null {
  if (!roleAtLeast(actor.role, "admin")) return "Only admins and owners can change members.";
  if (actor.id === target.id) return "You cannot change your own role or status.";
  if (target.role === "owner" && actor.role !== "owner") {
    return "Only an owner can change another owner.";
  }
  return null;
}

/** Roles the actor may give: up to their own. */
export function assignableRoles(actor: Pick<Member, "role">): Role[] {
  return (["owner", "admin", "manager", "member"] as const).filter((r) =>
    roleAtLeast(actor.role, r),
  );
}
