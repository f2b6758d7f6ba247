/** Every response the console makes up itself: `{"detail": "<sentence>"}`, never cached. */
export function jsonError(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { detail },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

export const PROXY_ERRORS = {
  badPath: "The request path is not valid.",
  crossOrigin:
    "The request did not come from the console's own pages, so it was refused to protect your session.",
  noSession: "Sign in to use the console.",
  sessionExpired: "Your session has expired or was signed out; sign in again.",
  bodyTooLarge: "The request body is larger than 1 MiB.",
  timeout: "The platform did not answer in time; the request may still have run.",
  unreachable: "The platform could not be reached; try again in a moment.",
  redirect: "The platform answered with a redirect, which the console does not follow.",
  serverKeyRejected:
    "The platform rejected the console's server-held API key; the operator must set OUTREACH_API_KEY to a valid key and restart the console.",
  rolledKeyNotUnderstood:
    "The platform rolled the console's key, but its answer was not understood; the old key keeps working for the grace period you chose, so tell the operator now.",
  consoleKeyViaProxy:
    "Revoke or roll the console's own key with Revoke or Roll on its row of the API keys page, which keeps its value on the server and switches the console to a replacement at once.",
  consoleKeyUnknown:
    "The console cannot tell right now which key is its own, so it revokes and rolls no key; try again in a moment, or ask the operator to check the console's OUTREACH_API_KEY.",
  sessionsViaProxy: "Sign in and out through /api/session, not through the console proxy.",
  internal: "Something went wrong in the console; retry only if the request is safe to repeat.",
} as const;
