const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True when the console talks to a platform on this machine: the embedded demo. */
export function isEmbeddedPlatform(env: Record<string, string | undefined> = process.env): boolean {
  try {
    return LOOPBACK.has(new URL(env.OUTREACH_API_BASE_URL || "http://127.0.0.1").hostname);
  } catch {
    return false;
  }
}
