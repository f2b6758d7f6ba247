import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { AcceptInvitationBody } from "../../../../contract/invitations";
import { Session } from "../../../../contract/members";
import { hashPassword, newSessionToken } from "../../../auth/secrets";
import { consoleSessions, members } from "../../../auth/tables";
import { toMe } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { newId } from "../../../ids";
import { findInvitationByToken } from "../../invitations";
import { invitations } from "../../tables";
import { SESSION_TTL_MS } from "../sessions/create";
import { recordJoined } from "./audit";
import { assertLinkOpen } from "./open-link";

const route = createRoute({
  method: "post",
  path: "/invitations/accept",
  operationId: "console_accept_invitation",
  tags: ["Console"],
  summary: "Accept an invitation as a new member",
  description:
    "No session: the token is the credential. Makes the member (the invitation's address and role, the name and password given) and signs them in, answering like sign-in. Single use: the invitation is locked while it is accepted, so of two accepts one succeeds and the other gets 410.",
  request: { body: jsonBody(AcceptInvitationBody) },
  responses: {
    201: jsonContent(Session, "The new member's session."),
    ...errorResponses(400, 404, 409, 410, 415, 422),
  },
});

export function registerAcceptInvitation(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const { token: inviteToken, name, password } = c.req.valid("json");
    // Hashed before the transaction: scrypt takes a while, and the row stays locked meanwhile.
    const passwordHash = await hashPassword(password);
    const at = now();
    const session = newSessionToken();
    const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
    const { member, workspace } = await db.transaction(async (tx) => {
      const row = await findInvitationByToken(tx, inviteToken, true);
      assertLinkOpen(row, at);
      const { invitation, workspace } = row as NonNullable<typeof row>;
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, invitation.email));
      if (taken) throw new ApiError("invitation_member_exists");
      const [member] = await tx
        .insert(members)
        .values({
          id: newId("mem"),
          workspaceId: invitation.workspaceId,
          email: invitation.email,
          name,
          passwordHash,
          role: invitation.role,
          createdAt: at,
        })
        .returning();
      await tx
        .update(invitations)
        .set({ acceptedAt: at, acceptedMemberId: member!.id })
        .where(eq(invitations.id, invitation.id));
      await tx.insert(consoleSessions).values({
        id: newId("ses"),
        tokenHash: session.hash,
        memberId: member!.id,
        expiresAt,
      });
      await recordJoined(tx, member!, invitation, at);
      return { member: member!, workspace };
    });
    return c.json(
      { token: session.token, expires_at: iso(expiresAt), member: toMe(member, workspace) },
      201,
    );
  });
}
