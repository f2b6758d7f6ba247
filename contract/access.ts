import { type Role, roleAtLeast } from "./roles";

/** Areas of the public API that the spec reserves for the admin role. */
export const ADMIN_AREAS = ["webhook-endpoints", "phone-numbers", "connected-accounts", "agency"];

export type AccessNeed = { minimumRole: Role; reason: string };

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/** `path` is relative to /api/v1/public/, e.g. "webhook-endpoints/we_1/test". */
function adminAreaOf(path: string): string | undefined {
  const area = path.replace(/^\/+/, "").split("/")[0] ?? "";
  return ADMIN_AREAS.includes(area) ? area : undefined;
}

function adminNeed(area: string): AccessNeed {
  return {
    minimumRole: "admin",
    reason: `Managing ${area.replace(/-/g, " ")} needs the admin role.`,
  };
}

/**
 * The one rule for the admin areas, shared by the platform's creator check and the console's
 * gate: webhook endpoints (deliveries included), phone numbers, connected accounts and agency
 * need admin for every method, reads included. Undefined outside those areas.
 */
export function adminAreaNeed(path: string): AccessNeed | undefined {
  const area = adminAreaOf(path);
  return area ? adminNeed(area) : undefined;
}

/**
 * Writes outside the admin areas' paths that manage what one of them holds: saving a campaign's
 * channel assignments chooses connected accounts. Reading them stays open to every member, who
 * sees each channel and whether it is assigned but no account (`seesConnectedAccounts`).
 */
const ADMIN_AREA_WRITES: readonly { path: RegExp; area: string }[] = [
  { path: /^campaigns\/[^/]+\/channel-assignments$/, area: "connected-accounts" },
];

function adminWriteNeed(method: string, path: string): AccessNeed | undefined {
  if (isReadMethod(method)) return undefined;
  const relative = path.replace(/^\/+|\/+$/g, "");
  const write = ADMIN_AREA_WRITES.find((w) => w.path.test(relative));
  return write ? adminNeed(write.area) : undefined;
}

/**
 * The admin areas' rule for one request: every method on their paths, and the writes elsewhere
 * that manage what they hold. Undefined when the request touches no admin area.
 */
function adminNeedOf(method: string, path: string): AccessNeed | undefined {
  return adminAreaNeed(path) ?? adminWriteNeed(method, path);
}

/**
 * Whether a caller sees connected accounts (address, name, limits) where another operation
 * shows them, as a campaign's channel assignments do: admins and owners do; a key whose creator
 * is below admin does not. A key without a recorded creator is a workspace-level identity that
 * skips the creator check (spec), so it does, as it may list the accounts themselves.
 */
export function seesConnectedAccounts(creatorRole: Role | null): boolean {
  return creatorRole === null || roleMeets(creatorRole, adminNeed("connected-accounts"));
}

/**
 * The spec's creator check: a key with a recorded creator works only while that creator is
 * owner, admin or manager, and the admin areas need admin for every method.
 */
export function keyCreatorNeed(method: string, path: string): AccessNeed {
  return (
    adminNeedOf(method, path) ?? {
      minimumRole: "manager",
      reason: "Keys work only while their creator is a manager or above.",
    }
  );
}

/**
 * The console's gate on a signed-in member (DESIGN.md), applied by the console to pages and
 * by the platform to the member's session key: the admin areas need admin for every method;
 * elsewhere reads are for every member and writes for manager and above.
 */
/**
 * Writes by method that change nothing: counting a search's matches and searching a knowledge
 * base are POSTs only because their questions are JSON bodies; they store nothing and spend
 * nothing, so every member may ask.
 */
const READ_ONLY_POSTS: readonly RegExp[] = [
  /^prospect-search\/count$/,
  /^knowledge-bases\/[^/]+\/search$/,
];

export function memberNeed(method: string, path: string): AccessNeed {
  const admin = adminNeedOf(method, path);
  if (admin) return admin;
  if (isReadMethod(method)) return { minimumRole: "member", reason: "Every member may read." };
  const relative = path.replace(/^\/+|\/+$/g, "");
  if (method.toUpperCase() === "POST" && READ_ONLY_POSTS.some((post) => post.test(relative))) {
    return { minimumRole: "member", reason: "Asking changes nothing; every member may ask." };
  }
  return { minimumRole: "manager", reason: "Changing workspace data needs the manager role." };
}

export function roleMeets(role: Role, need: AccessNeed): boolean {
  return roleAtLeast(role, need.minimumRole);
}
