import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Role } from "../../contract/roles";
import type { KeyUsageRecorder } from "../auth/key-usage-recorder";
import type { SignInLimits } from "../auth/sign-in-throttle";
import type { Db } from "../db/client";
import type { RateLimiter } from "../rate-limit/limiter";
import type { RateLimitTiers } from "../rate-limit/tiers";
import type { WebhookSettings } from "../webhook-settings";

/** Decides whether a workspace's plan includes public API access; may throw when it can't tell. */
type EntitlementCheck = (workspace: { id: string; planApiAccess: boolean }) => Promise<boolean>;

export type PlatformDeps = {
  db: Db;
  limiter: RateLimiter;
  entitlements: EntitlementCheck;
  now: () => Date;
  /** Webhook delivery settings; the defaults (https only, public targets) when absent. */
  webhooks?: WebhookSettings;
  /** The spec's tiers when absent; tests shorten the windows to watch them slide. */
  rateLimitTiers?: RateLimitTiers;
  /** Sign-in attempts allowed a minute; SIGN_IN_LIMITS when absent. */
  signInLimits?: SignInLimits;
  /** Peers whose X-Forwarded-For names the client; loopback when absent. */
  trustedProxies?: string[];
  /** Requests waiting longer than this for the database are answered 503; none when absent. */
  requestDeadlineMs?: number;
  /** Counts each key's requests in memory and writes them in batches; nothing counted when absent. */
  keyUsage?: KeyUsageRecorder;
  /** How long an invitation stays open; INVITATION_TTL_HOURS (7 days) when absent. */
  invitationTtlMs?: number;
  /** Where the logged accept links point: the console's public origin. */
  consoleOrigin?: string;
  /** Where API clients reach the platform (PUBLIC_API_URL): the base of links it hands out. */
  publicApiUrl: string;
  /** Pause between the Copilot's streamed pieces; none when absent (tests). */
  copilotChunkDelayMs?: number;
};

type KeyAuth = {
  keyId: string;
  workspaceId: string;
  scopes: string[] | null;
  creatorMemberId: string | null;
  /** The creator's role as it is now (the creator check passed); null for a key without one. */
  creatorRole: Role | null;
};

export type SessionMember = {
  sessionId: string;
  memberId: string;
  workspaceId: string;
  role: Role;
  email: string;
};

export type PublicEnv = { Variables: { deps: PlatformDeps; auth: KeyAuth } };
export type ConsoleEnv = { Variables: { deps: PlatformDeps; member: SessionMember } };

/** The app every public operation registers on (features register without the index importing them). */
export type PublicApi = OpenAPIHono<PublicEnv>;

/** The app every console operation registers on. */
export type ConsoleApi = OpenAPIHono<ConsoleEnv>;
