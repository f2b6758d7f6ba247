import type { NextRequest } from "next/server";
import { memberNeed, roleMeets } from "@/contract/access";
import { serverKeyIdentity } from "./key-identity";
import { fetchMe, PUBLIC_PREFIX, passThrough } from "./platform";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { forwardRequest, toBrowserResponse } from "./proxy/forward";
import { checkProxyPath } from "./proxy/path";
import type { UpstreamAnswer } from "./proxy/upstream";
import type { SessionCtx } from "./route";

export const CONSOLE_PUBLIC_PREFIX = "/api/public/";

/** A 401 on the public API means the platform refused the console's own key, not the member. */
export function serverKeyRejected(): Response {
  return jsonError(401, PROXY_ERRORS.serverKeyRejected, {
    "X-Console-Error": "server-key-rejected",
  });
}

function keyAnswerResponse(answer: UpstreamAnswer): Response {
  if (answer.status === 401) return serverKeyRejected();
  return passThrough({ ok: true, answer });
}

/**
 * `/api/public/<path>` → `/api/v1/public/<path>` with the server-held key, for a member whose
 * current role allows the operation and whose workspace is the key's workspace.
 */
export async function publicProxy(
  req: NextRequest,
  { config, params, session, token }: SessionCtx<{ path: string[] }>,
): Promise<Response> {
  const checked = checkProxyPath(params.path, req.nextUrl.pathname);
  if (!checked.ok) return jsonError(400, PROXY_ERRORS.badPath);

  // Independent look-ups: the member's current role and the key's workspace (cached).
  const [me, key] = await Promise.all([fetchMe(config, token), serverKeyIdentity(config)]);
  if (!me.ok) {
    if (me.status === 401) {
      session.destroy();
      return jsonError(401, PROXY_ERRORS.sessionExpired);
    }
    return "answer" in me
      ? passThrough({ ok: true, answer: me.answer })
      : jsonError(me.status, me.detail);
  }

  if (!key.ok)
    return "answer" in key ? keyAnswerResponse(key.answer) : jsonError(key.status, key.detail);
  const keyWorkspace = key.identity.workspace;
  if (keyWorkspace.id !== me.me.workspace.id) {
    return jsonError(
      403,
      `You are signed in to the workspace ${me.me.workspace.name}, but the console's server-held API key belongs to the workspace ${keyWorkspace.name}, so the console will not act on it for you.`,
    );
  }

  const need = memberNeed(req.method, checked.path);
  if (!roleMeets(me.me.role, need)) return jsonError(403, need.reason);

  const result = await forwardRequest({
    req,
    baseUrl: config.apiBaseUrl,
    platformPrefix: PUBLIC_PREFIX,
    consolePrefix: CONSOLE_PUBLIC_PREFIX,
    path: checked.path,
    credential: ["x-api-key", config.apiKey],
  });
  if (!result.ok) return jsonError(result.status, result.detail);
  if (result.answer.status === 401) return serverKeyRejected();
  return toBrowserResponse(req.method, result.answer, {
    platformPrefix: PUBLIC_PREFIX,
    consolePrefix: CONSOLE_PUBLIC_PREFIX,
  });
}
