import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { InviteMemberBody, IssuedInvitation } from "../../../../contract/invitations";
import { roleAtLeast } from "../../../../contract/roles";
import { members } from "../../../auth/tables";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { newId } from "../../../ids";
import { lockOpenInvitation, newInvitationToken, toInvitation } from "../../invitations";
import { invitations } from "../../tables";
import { announceInvitation } from "./announce";
import { recordInvited } from "./audit";
import { invitationExpiry } from "./ttl";

const route = createRoute({
  method: "post",
  path: "/invitations",
  operationId: "console_invite_member",
  tags: ["Console"],
  summary: "Invite someone by email with a role",
  description:
    "Admin and above, for a role up to their own and never owner (owner is given by changing a member's role). The answer carries the accept token this once (there is no mail server: the platform also logs the accept link). One open invitation per address: a pending one is a 409 (resend or revoke it); an expired one is closed and replaced. An address that already belongs to a member, in any workspace, is a 409. The invitation expires after INVITATION_TTL_HOURS (7 days).",
  request: { body: jsonBody(InviteMemberBody) },
  responses: {
    201: jsonContent(IssuedInvitation, "The invitation and its token."),
    ...errorResponses(400, 401, 403, 409, 415, 422),
  },
});

/** Two invitations of one address at once: the partial unique index refuses the second. */
function openOnRace(err: unknown): never {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  if (code(err) === "23505" || code((err as { cause?: unknown }).cause) === "23505") {
    throw new ApiError("invitation_open");
  }
  throw err;
}

export function registerInviteMember(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const actor = c.var.member;
    const { db, now } = c.var.deps;
    const { email, role } = c.req.valid("json");
    if (!roleAtLeast(actor.role, role)) throw new ApiError("role_above_own");
    const at = now();
    const { token, hash } = newInvitationToken();
    const row = await db
      .transaction(async (tx) => {
        // Emails are unique over every workspace: one address, one member.
        const [existing] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.email, email));
        if (existing) throw new ApiError("invitation_member_exists");
        const open = await lockOpenInvitation(tx, actor.workspaceId, email);
        if (open && open.expiresAt > at) throw new ApiError("invitation_open");
        // An expired one is closed, so the address has one open invitation at most.
        if (open) {
          await tx.update(invitations).set({ revokedAt: at }).where(eq(invitations.id, open.id));
        }
        const [inserted] = await tx
          .insert(invitations)
          .values({
            id: newId("inv"),
            workspaceId: actor.workspaceId,
            email,
            role,
            tokenHash: hash,
            invitedByMemberId: actor.memberId,
            invitedByEmail: actor.email,
            createdAt: at,
            sentAt: at,
            expiresAt: invitationExpiry(c.var.deps, at),
          })
          .returning();
        await recordInvited(tx, actor, inserted!, at);
        return inserted!;
      })
      .catch(openOnRace);
    announceInvitation(c.var.deps, row, token);
    return c.json({ invitation: toInvitation(row, at), token }, 201);
  });
}
