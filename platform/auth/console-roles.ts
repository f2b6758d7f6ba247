import type { MiddlewareHandler } from "hono";
import { INVITE_ROLE } from "../../contract/invitations";
import { type Role, roleAtLeast } from "../../contract/roles";
import { SAVED_SEARCH_WRITE_ROLE } from "../../contract/saved-searches";
import type { ConsoleEnv } from "../http/env";
import { ApiError, type ErrorCode } from "../http/errors";

/**
 * The least role each console write needs, checked right after the session and before the
 * request is validated: a member without the role gets the 403 that says so, never a 422 that
 * describes the body of an operation they may not use. Handlers keep their finer rules (the
 * console's own key, roles above one's own).
 */
export const CONSOLE_WRITE_ROLES: { method: string; path: RegExp; role: Role; code: ErrorCode }[] =
  [
    { method: "POST", path: /^\/api-keys$/, role: "manager", code: "role_create_keys" },
    {
      method: "POST",
      path: /^\/api-keys\/[^/]+\/(revoke|roll)$/,
      role: "manager",
      code: "role_manage_keys",
    },
    {
      method: "POST",
      path: /^\/console-key\/(revoke|roll)$/,
      role: "admin",
      code: "role_console_key",
    },
    { method: "PATCH", path: /^\/members\/[^/]+$/, role: "admin", code: "role_manage_members" },
    {
      method: "POST",
      path: /^\/invitations(\/[^/]+\/(resend|revoke))?$/,
      role: INVITE_ROLE,
      code: "role_invite_members",
    },
    { method: "PATCH", path: /^\/workspace$/, role: "owner", code: "role_owner_only" },
    ...["POST", "PATCH", "DELETE"].map((method) => ({
      method,
      path: /^\/saved-searches(\/[^/]+)?$/,
      role: SAVED_SEARCH_WRITE_ROLE,
      code: "role_saved_searches" as const,
    })),
    {
      method: "POST",
      path: /^\/prospecting\/search-list$/,
      role: "manager",
      code: "role_search_list",
    },
  ];

const CONSOLE_PREFIX = "/api/v1/console";

export function consoleRoles(): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(CONSOLE_PREFIX.length);
    const rule = CONSOLE_WRITE_ROLES.find((r) => r.method === c.req.method && r.path.test(path));
    if (rule && !roleAtLeast(c.var.member.role, rule.role)) throw new ApiError(rule.code);
    await next();
  };
}
