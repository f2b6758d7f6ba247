import type { Role } from "@/contract/roles";
import { roleAtLeast } from "@/contract/roles";
import type { ChangeImpact } from "./member-impact";

/**
 * What accepting an invitation with `role` gives the new member, in the shape the members
 * page previews a role change in: a new member has no keys yet, so no key is affected, and
 * the notes say what the role lets them do (the same rules as a role change).
 */
export function inviteImpact(role: Role): ChangeImpact {
  const notes = [
    "They join with this role once they accept, and sign in with the password they choose.",
  ];
  if (roleAtLeast(role, "manager")) {
    notes.push(
      "They can create, revoke and roll API keys and change workspace data; keys they create work only while they stay an active manager or above.",
    );
  } else {
    notes.push(
      "They can read the workspace's data, but cannot create API keys or change workspace data.",
    );
  }
  if (roleAtLeast(role, "admin")) {
    notes.push(
      "They can change members and invite others, and use webhook endpoints, phone numbers, connected accounts and agency settings.",
    );
  }
  return { changed: [], unchanged: [], notes };
}
