import { SessionKey } from "@/contract/api-keys";
import type { ConsoleConfig } from "./config";

type Workspace = { id: string; name: string };

import { serverKeyIdentity } from "./key-identity";
import { CONSOLE_PREFIX, callPlatform, detailOf, fetchMe } from "./platform";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { parseJson } from "./proxy/upstream";
import { boundKey, type ConsoleSession } from "./session";

export type MemberKeyResult =
  | { ok: true; key: string }
  /** `sessionEnded`: the session is over (the cookie is cleared), not merely without a key. */
  | { ok: false; response: Response; sessionEnded?: true };

/** A 401 on the public API means the platform refused the console's own key, not the member. */
export function serverKeyRejected(): Response {
  return jsonError(401, PROXY_ERRORS.serverKeyRejected, {
    "X-Console-Error": "server-key-rejected",
  });
}

/**
 * Asks the platform for a key of the member's own for this session, proving with the console's
 * key that the console asks, and seals it in the session cookie beside the member it was issued
 * for. Nothing else ever sees it. A key issued for anyone but the session's member is never
 * kept: the session ends instead.
 */
export async function issueMemberKey(
  config: ConsoleConfig,
  session: ConsoleSession,
  token: string,
  workspace?: Workspace,
): Promise<MemberKeyResult> {
  const result = await callPlatform(config, `${CONSOLE_PREFIX}session-key`, {
    method: "POST",
    auth: { bearer: token, consoleKey: true },
  });
  if (!result.ok) return { ok: false, response: jsonError(result.status, result.detail) };
  const { answer } = result;
  if (answer.status === 401) {
    session.destroy();
    return { ok: false, response: jsonError(401, PROXY_ERRORS.sessionExpired), sessionEnded: true };
  }
  if (answer.status === 403)
    return { ok: false, response: await consoleKeyRefused(config, token, workspace) };
  if (answer.status !== 201) {
    return { ok: false, response: jsonError(answer.status, detailOf(answer)) };
  }
  const issued = SessionKey.safeParse(parseJson(answer.body));
  if (!issued.success) {
    return {
      ok: false,
      response: jsonError(502, "The platform's answer about the member's key was not understood."),
    };
  }
  // A session sealed before keys were bound to members learns its member from the key, which
  // the platform issued for the very token it holds.
  session.memberId ??= issued.data.member_id;
  if (issued.data.member_id !== session.memberId) {
    session.destroy();
    return { ok: false, response: jsonError(401, PROXY_ERRORS.sessionExpired), sessionEnded: true };
  }
  session.apiKey = issued.data.key;
  session.apiKeyMemberId = issued.data.member_id;
  await session.save();
  return { ok: true, key: issued.data.key };
}

/**
 * The session's key, issued now when the cookie has none yet. A key sealed for another member
 * than the session's (or for no known member) is dropped unused, never sent.
 */
export async function memberKey(
  config: ConsoleConfig,
  session: ConsoleSession,
  token: string,
  workspace?: Workspace,
): Promise<MemberKeyResult> {
  const key = boundKey(session);
  if (key) return { ok: true, key };
  delete session.apiKey;
  delete session.apiKeyMemberId;
  return issueMemberKey(config, session, token, workspace);
}

/**
 * Why the platform would not issue a key: the console's key is of another workspace, or dead.
 * Rare, so the member's workspace is asked for here when the caller did not know it.
 */
async function consoleKeyRefused(
  config: ConsoleConfig,
  token: string,
  known?: Workspace,
): Promise<Response> {
  const identity = await serverKeyIdentity(config);
  let workspace = known;
  if (identity.ok && !workspace) {
    const me = await fetchMe(config, token);
    if (me.ok) workspace = me.me.workspace;
  }
  if (identity.ok && workspace && identity.identity.workspace.id !== workspace.id) {
    return jsonError(
      403,
      `You are signed in to the workspace ${workspace.name}, but the console's server-held API key belongs to the workspace ${identity.identity.workspace.name}, so the console will not act on it for you.`,
    );
  }
  return serverKeyRejected();
}
