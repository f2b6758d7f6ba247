import { createRoute } from "@hono/zod-openapi";
import { InvitationPreview, InvitationTokenBody } from "../../../../contract/invitations";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { findInvitationByToken } from "../../invitations";
import { assertLinkOpen } from "./open-link";

const route = createRoute({
  method: "post",
  path: "/invitations/preview",
  operationId: "console_preview_invitation",
  tags: ["Console"],
  summary: "Read the invitation a link opens",
  description:
    "No session: the token is the credential (sent in the body, never in a URL the platform logs). Answers the address, role, workspace and expiry, or why the link no longer works: 404 not valid (or replaced by a newer link), 410 expired, revoked or already accepted.",
  request: { body: jsonBody(InvitationTokenBody) },
  responses: {
    200: jsonContent(InvitationPreview, "What accepting gives."),
    ...errorResponses(400, 404, 410, 415, 422),
  },
});

export function registerPreviewInvitation(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const { token } = c.req.valid("json");
    const row = await findInvitationByToken(db, token);
    assertLinkOpen(row, now());
    const { invitation, workspace } = row as NonNullable<typeof row>;
    return c.json(
      {
        email: invitation.email,
        role: invitation.role,
        workspace: { name: workspace.name },
        invited_by: invitation.invitedByEmail,
        expires_at: iso(invitation.expiresAt),
      },
      200,
    );
  });
}
