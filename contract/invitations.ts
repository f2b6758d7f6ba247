import { z } from "zod";
import { Timestamp } from "./envelopes";
import { text } from "./inputs";
import { ROLES, type Role, roleAtLeast } from "./roles";

/** Inviting, resending and revoking need the role that changes members. */
export const INVITE_ROLE: Role = "admin";

/**
 * The roles `inviter` may offer: the member-change rule (up to their own), never owner, which
 * is handed over by changing an existing member's role, never by an email link.
 */
export function invitableRoles(inviter: Role): Role[] {
  if (!roleAtLeast(inviter, INVITE_ROLE)) return [];
  return ROLES.filter((role) => role !== "owner" && roleAtLeast(inviter, role));
}

export const INVITATION_STATUSES = ["pending", "expired", "accepted", "revoked"] as const;
export const InvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

const InviteEmail = text()
  .trim()
  .toLowerCase()
  .max(254, "Enter an email address of at most 254 characters.")
  .email("Enter a valid email address.");

export const InviteMemberBody = z
  .object({
    email: InviteEmail,
    role: z.enum(["admin", "manager", "member"], {
      error: "Choose admin, manager or member; owner is given by changing a member's role.",
    }),
  })
  .strict();
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

export const Invitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(["owner", "admin", "manager", "member"]),
    status: InvitationStatus,
    invited_by: z.string().meta({ description: "The inviter's email." }),
    created_at: Timestamp,
    sent_at: Timestamp.meta({
      description: "When the current link was made (resending renews it).",
    }),
    expires_at: Timestamp,
    accepted_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof Invitation>;

/** Creating or resending answers the token this once: the console shows the link to the inviter. */
export const IssuedInvitation = z.object({
  invitation: Invitation,
  token: z.string().meta({ description: "The accept token. Shown this once and never again." }),
});
export type IssuedInvitation = z.infer<typeof IssuedInvitation>;

/** Tokens are base64url of 32 random bytes; anything else is refused before a look-up. */
export const InvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "The invitation link is not complete; open the whole link.");

export const InvitationTokenBody = z.object({ token: InvitationToken }).strict();

export const AcceptInvitationBody = z
  .object({
    token: InvitationToken,
    name: text().trim().min(1, "Enter your name.").max(100, "Enter at most 100 characters."),
    password: text()
      .min(10, "Choose a password of at least 10 characters.")
      .max(200, "Choose a password of at most 200 characters."),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

/** What the accept page shows before the person sets a name and password. */
export const InvitationPreview = z.object({
  email: z.string(),
  role: z.enum(["owner", "admin", "manager", "member"]),
  workspace: z.object({ name: z.string() }),
  invited_by: z.string(),
  expires_at: Timestamp,
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** The console page a link opens; the token is its one parameter. */
const ACCEPT_INVITATION_PATH = "/invitations/accept";

export function acceptInvitationUrl(origin: string, token: string): string {
  return `${origin}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}
