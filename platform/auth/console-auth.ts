import type { MiddlewareHandler } from "hono";
import type { ConsoleEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { constantTimeEqual, sha256 } from "./secrets";
import { findSessionByTokenHash } from "./sessions";

/** Console operations take a member session (`Authorization: Bearer <token>`), never an API key. */
export function consoleAuth(): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new ApiError("session_missing");
    const hash = sha256(token);
    const row = await findSessionByTokenHash(c.var.deps.db, hash);
    if (!row || !constantTimeEqual(row.session.tokenHash, hash))
      throw new ApiError("session_invalid");
    if (row.session.expiresAt <= c.var.deps.now()) throw new ApiError("session_invalid");
    if (row.member.status !== "active") throw new ApiError("member_inactive");
    if (row.workspace.deletedAt) throw new ApiError("workspace_deleted_console");
    c.set("member", {
      sessionId: row.session.id,
      memberId: row.member.id,
      workspaceId: row.workspace.id,
      role: row.member.role,
      email: row.member.email,
    });
    await next();
  };
}
