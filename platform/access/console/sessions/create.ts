import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { Session, SignInBody } from "../../../../contract/members";
import { newSessionToken, verifyPassword } from "../../../auth/secrets";
import { admitSignIn } from "../../../auth/sign-in-throttle";
import { consoleSessions, members, workspaces } from "../../../auth/tables";
import { toMe } from "../../../db/serialize";
import { clientAddress, DEFAULT_TRUSTED_PROXIES } from "../../../http/client-address";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { newId } from "../../../ids";

export const SESSION_TTL_MS = 12 * 3600 * 1000;
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
    const { db, limiter, now, trustedProxies, signInLimits } = c.var.deps;
    // Counted before the password is checked, so a refused guess learns nothing.
    const address = clientAddress(c, trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
    await admitSignIn(limiter, { email, address }, signInLimits);
    const [row] = await db
      .select({ member: members, workspace: workspaces })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
      .where(eq(members.email, email));
    const ok = await verifyPassword(password, row?.member.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) throw new ApiError("sign_in_failed");
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
