import { currentConsoleKey } from "./console-key-store";
import { consoleOrigins } from "./proxy/origin";

/**
 * The console's server-only settings. Never import this module (or anything under
 * lib/server/) from a client component: it reads the server-held API key.
 */
export type ConsoleConfig = {
  apiBaseUrl: string;
  apiKey: string;
  sessionSecret: string;
  /** The console's public origins (CONSOLE_ORIGINS); writes must come from one of them. */
  origins: string[];
};

const MIN_SESSION_SECRET_LENGTH = 32;

export class ConsoleConfigError extends Error {
  override name = "ConsoleConfigError";
}

/** Reads the settings on each call so a test or a restart with new values sees them. */
export function readConsoleConfig(
  env: Record<string, string | undefined> = process.env,
): ConsoleConfig {
  const apiBaseUrl = (
    env.OUTREACH_API_BASE_URL || `http://127.0.0.1:${env.PLATFORM_PORT || 4010}`
  ).replace(/\/+$/, "");
  const apiKey = currentConsoleKey(env);
  const sessionSecret = env.SESSION_SECRET ?? "";
  const problems: string[] = [];
  if (!apiKey) {
    problems.push(
      env.OUTREACH_API_KEY_FILE
        ? "OUTREACH_API_KEY_FILE names no readable file holding a key"
        : "OUTREACH_API_KEY is not set",
    );
  }
  if (sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }
  try {
    new URL(apiBaseUrl);
  } catch {
    problems.push("OUTREACH_API_BASE_URL is not a valid URL");
  }
  let origins: string[] = [];
  try {
    origins = consoleOrigins(env);
  } catch (err) {
    problems.push((err as Error).message.replace(/\.$/, ""));
  }
  if (problems.length > 0) {
    throw new ConsoleConfigError(
      `The console is not configured: ${problems.join("; ")}. The operator must set these and restart the console.`,
    );
  }
  return { apiBaseUrl, apiKey, sessionSecret, origins };
}
