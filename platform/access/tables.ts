import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members, workspaces } from "../auth/tables";

/**
 * An invitation to join a workspace with a role. Only the SHA-256 of its token is kept (the
 * token carries 256 bits, so a fast hash is safe); resending replaces the hash, so the old
 * link dies. Pending = not accepted, not revoked, not expired.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "admin", "manager", "member"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByMemberId: text("invited_by_member_id").references(() => members.id),
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedMemberId: text("accepted_member_id").references(() => members.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("invitations_ws_idx").on(t.workspaceId, t.createdAt),
    // One open invitation per address and workspace; an expired one is revoked before a new one.
    uniqueIndex("invitations_open_email_idx")
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
