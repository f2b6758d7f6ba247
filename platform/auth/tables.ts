import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const consoleSessions = pgTable("console_sessions", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    label: text("label").notNull(),
    environment: text("environment", { enum: ["live", "test"] }).notNull(),
    start: text("start").notNull(),
    last4: text("last4").notNull(),
    // SHA-256 of the key; keys carry 190 bits of entropy, so a fast hash is safe here.
    hash: text("hash").notNull().unique(),
    scopes: text("scopes").array(),
    creatorMemberId: text("creator_member_id").references(() => members.id),
    creatorRole: text("creator_role", { enum: ["owner", "admin", "manager", "member"] }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The client address and user agent of the use last_used_at records. */
    lastUsedAddress: text("last_used_address"),
    lastUsedUserAgent: text("last_used_user_agent"),
    createdAt: createdAt(),
    /**
     * null for the keys members make; "console" for the console's own server-held key; "session"
     * for the key the platform issues the console for one member's sign-in session.
     */
    purpose: text("purpose", { enum: ["console", "session"] }),
    /** A session key dies with its session. */
    sessionId: text("session_id").references(() => consoleSessions.id, { onDelete: "cascade" }),
    // The key that replaced this one when it was rolled (the latest, if rolled again).
    replacedBy: text("replaced_by"),
  },
  (t) => [
    index("api_keys_ws_idx").on(t.workspaceId),
    uniqueIndex("api_keys_session_idx").on(t.sessionId),
  ],
);

/** Who changed which key or member, and how. Never holds a key value. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    actorMemberId: text("actor_member_id").references(() => members.id),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type", {
      enum: ["api_key", "member", "invitation", "workspace", "webhook_endpoint"],
    }).notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_ws_idx").on(t.workspaceId, t.createdAt),
    index("audit_events_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Requests per key, per hour, per status class ("2xx", "3xx", "4xx", "429", "5xx"). Each
 * instance counts in memory and adds its counts here in batches (an upsert that adds), so any
 * number of instances sum correctly and no request waits for a write.
 */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    // No foreign key: a flush must never fail (or lock api_keys) because a key was deleted.
    keyId: text("key_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    statusClass: text("status_class", { enum: ["2xx", "3xx", "4xx", "429", "5xx"] }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hour, t.statusClass] })],
);

/**
 * Secrets the platform keeps for itself, shared by every instance on the database: e.g. the
 * key that signs the inbox's cursors, so a cursor made by one instance is honoured by another
 * and a forged one is refused. Made on first need; never returned by any operation.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  planApiAccess: boolean("plan_api_access").notNull().default(true),
  billingStatus: text("billing_status", { enum: ["active", "suspended"] })
    .notNull()
    .default("active"),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "admin", "manager", "member"] }).notNull(),
    status: text("status", { enum: ["active", "suspended", "removed"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("members_email_idx").on(t.email), index("members_ws_idx").on(t.workspaceId)],
);
