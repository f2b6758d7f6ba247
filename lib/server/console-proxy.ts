import type { NextRequest } from "next/server";
import type { ConsoleConfig } from "./config";
import { consoleKeyId } from "./console-key-roll";
import { CONSOLE_PREFIX } from "./platform";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { forwardRequest, toBrowserResponse } from "./proxy/forward";
import { checkProxyPath } from "./proxy/path";
import type { SessionCtx } from "./route";

const CONSOLE_API_PREFIX = "/api/console/";

/**
 * The console's own key is revoked and rolled only through /api/console-key/*, which keep its
 * value on the server and switch the console over; the platform refuses it anyway. When the
 * console cannot tell which key is its own, it refuses every revoke and roll (fails closed).
 */
async function refuseConsoleKey(config: ConsoleConfig, path: string[]): Promise<Response | null> {
  const [area, keyId, action, ...rest] = path;
  if (area !== "api-keys" || (action !== "roll" && action !== "revoke") || rest.length > 0) {
    return null;
  }
  const own = await consoleKeyId({ config });
  if (!own) return jsonError(503, PROXY_ERRORS.consoleKeyUnknown);
  return keyId === own ? jsonError(409, PROXY_ERRORS.consoleKeyViaProxy) : null;
}

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
  const refused = await refuseConsoleKey(config, params.path);
  if (refused) return refused;

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
