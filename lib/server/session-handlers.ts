import type { NextRequest } from "next/server";
import { Session, SignInBody } from "@/contract/members";
import { toValidationIssues } from "../validation-issues";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import type { ConsoleConfig } from "./config";
import { issueMemberKey } from "./member-key";
import { CONSOLE_PREFIX, callPlatform, passThrough } from "./platform";
import { readCappedBody } from "./proxy/body";
import { jsonError } from "./proxy/errors";
import { requestIsHttps } from "./proxy/origin";
import { parseJson } from "./proxy/upstream";
import type { RouteCtx } from "./route";
import { getSession, replaceSession } from "./session";

const MAX_SIGN_IN_BYTES = 16 * 1024;

/**
 * Signs in with the platform and seals, in place of whatever the cookie held, only the new
 * token, its expiry, its member and that member's own key.
 */
export async function signIn(req: NextRequest, { config }: RouteCtx<unknown>): Promise<Response> {
  const read = await readCappedBody(req, MAX_SIGN_IN_BYTES);
  if (!read.ok) return jsonError(413, "The sign-in request is too large.");
  const json = read.body ? parseJson(read.body) : undefined;
  if (json === undefined) return jsonError(400, "The request body is not valid JSON.");
  const body = SignInBody.safeParse(json);
  if (!body.success) {
    return Response.json(
      { detail: toValidationIssues(body.error, "body") },
      { status: 422, headers: { "Cache-Control": "no-store" } },
    );
  }

  const result = await callPlatform(config, `${CONSOLE_PREFIX}sessions`, {
    method: "POST",
    json: body.data,
    // The platform limits sign-ins per client address as well as per email.
    clientAddress: req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
  });
  if (!result.ok || result.answer.status !== 201) return passThrough(result);
  const created = Session.safeParse(parseJson(result.answer.body));
  if (!created.success) return jsonError(502, "The platform's sign-in answer was not understood.");
  return sealNewSession(req, config, created.data);
}

/**
 * Seals a platform session just begun (a sign-in, or an accepted invitation) into the cookie,
 * in place of whatever it held, with that member's own key; answers 201 with the member.
 */
export async function sealNewSession(
  req: NextRequest,
  config: ConsoleConfig,
  created: Session,
): Promise<Response> {
  const session = await getSession(config, { secure: requestIsHttps(req.headers, req.url) });
  // Whoever this browser was signed in as before is signed out first, on the platform too, so
  // neither their session nor their key outlives the new sign-in, even in a request already
  // under way that would write the old cookie back.
  if (session.token) await endPlatformSession(config, session.token);
  replaceSession(session, {
    token: created.token,
    expiresAt: created.expires_at,
    memberId: created.member.id,
  });
  // The member's own key, sealed beside the token from the start; if the platform will not
  // issue it now, the session holds no key at all and the first proxied request asks again
  // and says why.
  const issued = await issueMemberKey(config, session, created.token, created.member.workspace);
  if (!issued.ok) {
    // The new session ended already (its token refused at once, or a key for someone else):
    // nothing is signed in, and saying 201 would be false.
    if (issued.sessionEnded) return issued.response;
    await session.save();
  }
  return Response.json(
    { member: created.member },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
}

/** Ends the platform session, then clears the cookie whatever the platform answered. */
export async function signOut(req: NextRequest, { config }: RouteCtx<unknown>): Promise<Response> {
  const session = await getSession(config, { secure: requestIsHttps(req.headers, req.url) });
  if (session.token) await endPlatformSession(config, session.token);
  session.destroy();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

/**
 * Ends a platform session, and with it its key. The answer is not awaited for anything: a
 * platform that cannot be reached now is no reason to keep the cookie.
 */
async function endPlatformSession(config: ConsoleConfig, token: string) {
  await callPlatform(config, `${CONSOLE_PREFIX}sessions/current`, {
    method: "DELETE",
    auth: { bearer: token },
  });
}
