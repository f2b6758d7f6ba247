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
 * The spec's creator check: a key with a recorded creator works only while that creator is
 * owner, admin or manager, and the admin areas need admin for every method.
 */
export function keyCreatorNeed(path: string): AccessNeed {
  return (
    adminAreaNeed(path) ?? {
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
 * Writes by method that change nothing: counting a search's matches is a POST only because its
 * filters are a JSON body; it stores nothing and spends nothing, so every member may count.
 */
const READ_ONLY_POSTS = new Set(["prospect-search/count"]);

export function memberNeed(method: string, path: string): AccessNeed {
  const admin = adminAreaNeed(path);
  if (admin) return admin;
  if (isReadMethod(method)) return { minimumRole: "member", reason: "Every member may read." };
  if (method.toUpperCase() === "POST" && READ_ONLY_POSTS.has(path.replace(/^\/+|\/+$/g, ""))) {
    return { minimumRole: "member", reason: "Counting changes nothing; every member may count." };
  }
  return { minimumRole: "manager", reason: "Changing workspace data needs the manager role." };
}

export function roleMeets(role: Role, need: AccessNeed): boolean {
  return roleAtLeast(role, need.minimumRole);
}
