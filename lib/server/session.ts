import { getIronSession, type IronSession } from "iron-session";
import { cookies } from "next/headers";
import type { ConsoleConfig } from "./config";
import { knownSession, rememberSession } from "./unsealed-sessions";

/**
 * The console's session cookie: sealed and encrypted by iron-session, holding only the
 * platform's session token, its expiry, the member it was issued for, and the member's session
 * key (the API key the console acts through for this member, issued by the platform and ending
 * with the session) with the member that key was issued for. httpOnly, so page scripts never
 * see it, and encrypted with SESSION_SECRET, so neither does its holder.
 */
const SESSION_COOKIE = "outreach_console_session";
/** The platform's sessions last 12 hours; the cookie never outlives them. */
const SESSION_TTL_SECONDS = 12 * 3600;

export type SessionData = {
  token?: string;
  expiresAt?: string;
  /** The member the token was issued for. */
  memberId?: string;
  apiKey?: string;
  /** The member the key was issued for; the key is used only while it is `memberId`. */
  apiKeyMemberId?: string;
};
export type ConsoleSession = IronSession<SessionData>;

/** Every field, so that replacing a session cannot forget one added later. */
const SESSION_FIELDS: Record<keyof SessionData, true> = {
  token: true,
  expiresAt: true,
  memberId: true,
  apiKey: true,
  apiKeyMemberId: true,
};

export async function getSession(
  config: ConsoleConfig,
  { secure }: { secure: boolean },
): Promise<ConsoleSession> {
  const store = await cookies();
  const options = {
    cookieName: SESSION_COOKIE,
    password: config.sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  } as const;
  const seal = store.get(SESSION_COOKIE)?.value;
  const known = seal ? knownSession(config.sessionSecret, seal) : undefined;
  if (known) {
    // iron-session's session object (save, destroy) over a cookie it need not open again.
    const unopened = { get: () => undefined, set: store.set.bind(store) };
    return Object.assign(await getIronSession<SessionData>(unopened, options), known);
  }
  const session = await getIronSession<SessionData>(store, options);
  if (seal) rememberSession(config.sessionSecret, seal, { ...session });
  return session;
}

/** The platform token while the session has not yet expired, else null. */
export function activeToken(session: SessionData, now = Date.now()): string | null {
  if (!session.token || !session.expiresAt) return null;
  const expires = Date.parse(session.expiresAt);
  if (!Number.isFinite(expires) || expires <= now) return null;
  return session.token;
}

/**
 * Replaces everything the cookie holds with a new sign-in: nothing of an earlier session (its
 * token, its member, its key) survives into the new one, whatever happens next.
 */
export function replaceSession(
  session: SessionData,
  next: { token: string; expiresAt: string; memberId: string },
) {
  for (const field of Object.keys(SESSION_FIELDS) as (keyof SessionData)[]) delete session[field];
  Object.assign(session, next);
}

/** The sealed key, only when it was issued for the member the session belongs to. */
export function boundKey(session: SessionData): string | null {
  if (!session.apiKey || !session.memberId) return null;
  return session.apiKeyMemberId === session.memberId ? session.apiKey : null;
}
