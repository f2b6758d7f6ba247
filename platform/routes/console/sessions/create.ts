import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { Session, SignInBody } from "../../../../contract/members";
import { newSessionToken, verifyPassword } from "../../../auth/secrets";
import { toMe } from "../../../data/serialize";
import { consoleSessions, members, workspaces } from "../../../db/schema";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { newId } from "../../../ids";
import { rateLimited } from "../../../rate-limit/middleware";
import type { ConsoleApi } from "../index";

export const SESSION_TTL_MS = 12 * 3600 * 1000;
/** Failed sign-ins per email address a minute, whoever asks: password guessing stays slow. */
const FAILED_SIGN_IN_LIMIT = { limit: 10, windowMs: 60_000 };
// Verifying against a fixed hash when the email is unknown keeps both answers equally slow.
const DUMMY_HASH = "scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

const route = createRoute({
  method: "post",
  path: "/sessions",
  operationId: "console_sign_in",
  tags: ["Console"],
  summary: "Sign in",
  request: { body: jsonBody(SignInBody) },
  responses: {
    201: jsonContent(Session, "The session token and the member."),
    ...errorResponses(400, 401, 403, 410, 415, 422, 429),
  },
});

export function registerSignIn(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, limiter, now } = c.var.deps;
    const bucket = `signin-failures:${email}`;
    const { limit, windowMs } = FAILED_SIGN_IN_LIMIT;
    // Checked before the password, so a locked-out address learns nothing from a guess.
    const state = await limiter.peek(bucket, limit, windowMs);
    if (!state.allowed) throw rateLimited(state.resetAt);
    const [row] = await db
      .select({ member: members, workspace: workspaces })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
      .where(eq(members.email, email));
    const ok = await verifyPassword(password, row?.member.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) {
      await limiter.hit(bucket, limit, windowMs);
      throw new ApiError("sign_in_failed");
    }
    if (row.member.status !== "active") throw new ApiError("member_inactive");
    if (row.workspace.deletedAt) throw new ApiError("workspace_deleted_console");

    const { token, hash } = newSessionToken();
    const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
    await db
      .insert(consoleSessions)
      .values({ id: newId("ses"), tokenHash: hash, memberId: row.member.id, expiresAt });
    return c.json(
      { token, expires_at: iso(expiresAt), member: toMe(row.member, row.workspace) },
      201,
    );
  });
}
