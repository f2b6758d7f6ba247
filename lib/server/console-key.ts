import type { NextRequest } from "next/server";
import type { ConsoleKeyMarker } from "@/contract/api-keys";
import { isEmbeddedPlatform } from "./embedded";
import { serverKeyIdentity } from "./key-identity";
import { fetchMe } from "./platform";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import type { SessionCtx } from "./route";

/**
 * `GET /api/console-key`: which of the workspace's keys is the console's own server-held key,
 * so the API keys page can mark it. Only its id ever leaves the server, and only to a member
 * of the key's workspace; when the key is rejected or belongs elsewhere the id is null.
 */
export async function consoleKeyMarker(
  _req: NextRequest,
  { config, session, token }: SessionCtx<unknown>,
): Promise<Response> {
  const me = await fetchMe(config, token);
  if (!me.ok) {
    if (me.status === 401) {
      session.destroy();
      return jsonError(401, PROXY_ERRORS.sessionExpired);
    }
    return jsonError(me.status, me.detail);
  }
  const key = await serverKeyIdentity(config);
  const sameWorkspace = key.ok && key.identity.workspace.id === me.me.workspace.id;
  const body: ConsoleKeyMarker = {
    id: sameWorkspace ? key.identity.id : null,
    embedded: isEmbeddedPlatform(),
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
