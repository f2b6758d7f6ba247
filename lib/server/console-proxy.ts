import type { NextRequest } from "next/server";
import { consoleKeyId } from "./console-key-roll";
import { CONSOLE_PREFIX } from "./platform";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { forwardRequest, toBrowserResponse } from "./proxy/forward";
import { checkProxyPath } from "./proxy/path";
import type { SessionCtx } from "./route";

export const CONSOLE_API_PREFIX = "/api/console/";

/**
 * `/api/console/<path>` → `/api/v1/console/<path>` with the member's own session token; the
 * platform checks the member's role itself. The server-held key is never used here.
 */
export async function consoleProxy(
  req: NextRequest,
  { config, params, session, token }: SessionCtx<{ path: string[] }>,
): Promise<Response> {
  const checked = checkProxyPath(params.path, req.nextUrl.pathname);
  if (!checked.ok) return jsonError(400, PROXY_ERRORS.badPath);
  // Sign-in and sign-out also set and clear the cookie, so only /api/session does them.
  if (params.path[0] === "sessions") return jsonError(404, PROXY_ERRORS.sessionsViaProxy);
  // The console's own key is rolled only through /api/console-key/roll, which keeps its value
  // on the server and switches the console over.
  const [area, keyId, action] = params.path;
  if (area === "api-keys" && action === "roll" && keyId === (await consoleKeyId({ config }))) {
    return jsonError(409, PROXY_ERRORS.consoleKeyViaProxy);
  }

  const result = await forwardRequest({
    req,
    baseUrl: config.apiBaseUrl,
    platformPrefix: CONSOLE_PREFIX,
    consolePrefix: CONSOLE_API_PREFIX,
    path: checked.path,
    credential: ["authorization", `Bearer ${token}`],
  });
  if (!result.ok) return jsonError(result.status, result.detail);
  if (result.answer.status === 401) session.destroy();
  return toBrowserResponse(req.method, result.answer, {
    platformPrefix: CONSOLE_PREFIX,
    consolePrefix: CONSOLE_API_PREFIX,
  });
}
