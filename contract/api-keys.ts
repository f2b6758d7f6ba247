import { z } from "zod";
import { Timestamp } from "./envelopes";
import { DateTimeInput, text } from "./inputs";
import { KeyAccess } from "./key-access";
import { Role } from "./roles";

export const KEY_PREFIXES = { live: "sk_live_", test: "sk_test_" } as const;
export const KeyEnvironment = z.enum(["live", "test"]);
export type KeyEnvironment = z.infer<typeof KeyEnvironment>;

/** The spec's scopes; `all` and `*` grant both read and write. */
const SCOPES = ["read", "write", "all", "*"] as const;
export const Scope = z.enum(SCOPES, {
  error: (issue) => `Scope ${JSON.stringify(issue.input)} is not one of read, write, all or *.`,
});
export type Scope = z.infer<typeof Scope>;
export const KEY_STATES = ["active", "revoked", "expired"] as const;
export const KeyState = z.enum(KEY_STATES);
export type KeyState = z.infer<typeof KeyState>;

/** A key with no scope list predates scopes and keeps read and write. */
export function scopesGrant(scopes: readonly string[] | null, need: "read" | "write"): boolean {
  if (scopes === null) return true;
  return scopes.some((s) => s === need || s === "all" || s === "*");
}

export const ApiKey = z
  .object({
    id: z.string(),
    label: z.string(),
    environment: KeyEnvironment,
    start: z.string().meta({ description: "The key's prefix, e.g. sk_live_." }),
    last4: z.string(),
    scopes: z.array(Scope).nullable().meta({ description: "null for a key made before scopes." }),
    state: KeyState,
    creator: z.object({ member_id: z.string(), email: z.string(), role: Role }).nullable().meta({
      description: "The creator and their role at creation; null for a workspace-level key.",
    }),
    created_at: Timestamp,
    expires_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
    last_used_at: Timestamp.nullable(),
    replaced_by: z.string().nullable().meta({
      description:
        "The id of the key that replaced this one when it was rolled (the latest, if rolled more than once); null if it was never rolled. A rolled key works until its expires_at.",
    }),
    access: KeyAccess.meta({
      description:
        "What the key can do now under the creator check, from its creator's current role and status.",
    }),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

export const CreateApiKeyBody = z
  .object({
    label: text().trim().min(1, "Give the key a label.").max(100),
    scopes: z.array(Scope).min(1, "Choose at least one scope.").max(4),
    environment: KeyEnvironment.default("live"),
    expires_at: DateTimeInput.nullable().optional(),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

const MAX_ROLL_GRACE_SECONDS = 30 * 24 * 3600;

export const RollApiKeyBody = z
  .object({
    expires_old_in_seconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_ROLL_GRACE_SECONDS, "The grace period can be at most 30 days.")
      .default(0)
      .meta({ description: "Seconds the old key keeps working; 0 retires it at once." }),
  })
  .strict();
export type RollApiKeyBody = z.input<typeof RollApiKeyBody>;

export const CreatedApiKey = z.object({
  api_key: ApiKey,
  key: z.string().meta({ description: "The key value. Shown this once and never again." }),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/**
 * `POST /api/v1/console/session-key`: the key the console acts through for one signed-in
 * member, issued only to the console. Its creator is the member, it expires with the session.
 */
export const SessionKey = z
  .object({
    key: z
      .string()
      .meta({ description: "The key value; the console keeps it sealed, server-side." }),
    member_id: z.string().meta({
      description:
        "The member the key acts for (the session's member); the console uses it for no one else.",
    }),
    expires_at: Timestamp,
  })
  .meta({ id: "SessionKey" });
export type SessionKey = z.infer<typeof SessionKey>;

/** What a key learns about itself from GET /api/v1/public/api-key. */
export const KeyIdentity = z
  .object({
    id: z.string(),
    label: z.string(),
    scopes: z.array(Scope).nullable(),
    workspace: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  })
  .meta({ id: "KeyIdentity" });
export type KeyIdentity = z.infer<typeof KeyIdentity>;

/**
 * The console's answer to "which key is yours?" (`GET /api/console-key`): the id of its
 * server-held key when it belongs to the member's workspace, else null.
 */
export const ConsoleKeyMarker = z.object({
  id: z.string().nullable(),
  /** True when the console runs the embedded platform, whose key lives in DATA_DIR. */
  embedded: z.boolean(),
});
export type ConsoleKeyMarker = z.infer<typeof ConsoleKeyMarker>;

/**
 * The console's answer to rolling its own key (`POST /api/console-key/roll`): the replacement,
 * which the console already uses; its value never leaves the server.
 */
export const ConsoleKeyRolled = z.object({
  api_key: ApiKey,
  /** False when the console has no key file to keep it in: a restart goes back to the old key. */
  persisted: z.boolean(),
});
export type ConsoleKeyRolled = z.infer<typeof ConsoleKeyRolled>;
