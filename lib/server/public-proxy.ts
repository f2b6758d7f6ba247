import type { NextRequest } from "next/server";
import { issueMemberKey, memberKey } from "./member-key";
import { PUBLIC_PREFIX } from "./platform";
import { readCappedBody } from "./proxy/body";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { forwardRequest, toBrowserResponse } from "./proxy/forward";
import { checkProxyPath } from "./proxy/path";
import type { UpstreamAnswer } from "./proxy/upstream";
import type { SessionCtx } from "./route";

const CONSOLE_PUBLIC_PREFIX = "/api/public/";

/**
 * A 429 says whose allowance ran out, as the platform's `X-RateLimit-Scope` tells: the member's
 * own (a session key counts apart from the other members'), or the workspace's enrichment
 * limit, which every member and key share. The platform's rate-limit headers stay (the
 * countdown comes from Retry-After).
 */
function allowanceSpent(answer: UpstreamAnswer, method: string): Response {
  const response = toBrowserResponse(method, answer, {
    platformPrefix: PUBLIC_PREFIX,
    consolePrefix: CONSOLE_PUBLIC_PREFIX,
  });
  const limit = answer.headers.get("x-ratelimit-limit");
  const detail =
    answer.headers.get("x-ratelimit-scope") === "workspace"
      ? `The workspace has used up its enrichment limit${limit ? ` of ${limit} requests` : ""} for this minute, shared by every member and API key of the workspace; wait until the countdown ends.`
      : `You have used up your own allowance${limit ? ` of ${limit} requests` : ""} for this minute; wait until the countdown ends. Other members of the workspace are not affected.`;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify({ detail }), { status: 429, headers });
}

/**
 * `/api/public/<path>` → `/api/v1/public/<path>` with a key of the member's own (see
 * member-key.ts), in one round trip: the platform applies the console's role rule
 * (`memberNeed` in contract/access.ts) to that key on every request with the member's role and
 * status as they are now, and counts each member's rate limit apart, so a role change, a
 * suspension or a removal refuses the member's very next request without the console asking
 * who the member is first.
 */
export async function publicProxy(
  req: NextRequest,
  { config, params, session, token }: SessionCtx<{ path: string[] }>,
): Promise<Response> {
  const checked = checkProxyPath(params.path, req.nextUrl.pathname);
  if (!checked.ok) return jsonError(400, PROXY_ERRORS.badPath);

  const read = await readCappedBody(req);
  if (!read.ok) return jsonError(413, PROXY_ERRORS.bodyTooLarge);
  const forward = (key: string) =>
    forwardRequest({
      req,
      body: read.body,
      baseUrl: config.apiBaseUrl,
      platformPrefix: PUBLIC_PREFIX,
      consolePrefix: CONSOLE_PUBLIC_PREFIX,
      path: checked.path,
      credential: ["x-api-key", key],
    });

  let key = await memberKey(config, session, token);
  if (!key.ok) return key.response;
  let result = await forward(key.key);
  // A 401 is decided before anything runs, so asking again with a fresh key is safe for any
  // method: the cookie may hold a key that another request of this session replaced, and a
  // session the platform ended (sign-out elsewhere, suspension, removal) took its key along,
  // which the new key's refusal tells apart.
  if (result.ok && result.answer.status === 401) {
    key = await issueMemberKey(config, session, token);
    if (!key.ok) return key.response;
    result = await forward(key.key);
  }
  if (!result.ok) return jsonError(result.status, result.detail);
  if (result.answer.status === 401) return jsonError(401, PROXY_ERRORS.sessionExpired);
  if (result.answer.status === 429) return allowanceSpent(result.answer, req.method);
  return toBrowserResponse(req.method, result.answer, {
    platformPrefix: PUBLIC_PREFIX,
    consolePrefix: CONSOLE_PUBLIC_PREFIX,
  });
}
