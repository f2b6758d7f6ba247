import type { NextRequest } from "next/server";
import { consoleKeyId } from "./console-key-roll";
import { forgetServerKeyIdentity } from "./key-identity";
import { serverKeyRejected } from "./member-key";
import { CONSOLE_PREFIX, callPlatform, passThrough } from "./platform";
import type { SessionCtx } from "./route";

/**
 * `POST /api/console-key/revoke`: revokes the console's own key as the signed-in member with the
 * platform's dedicated operation (admins and owners only, presenting the key itself). From then
 * on the console cannot act for members until an operator gives it a new key.
 */
export async function revokeConsoleKey(
  _req: NextRequest,
  { config, session, token }: SessionCtx<unknown>,
): Promise<Response> {
  if (!(await consoleKeyId({ config }))) return serverKeyRejected();
  const result = await callPlatform(config, `${CONSOLE_PREFIX}console-key/revoke`, {
    method: "POST",
    auth: { bearer: token, consoleKey: true },
  });
  if (result.ok && result.answer.status === 401) session.destroy();
  if (result.ok && result.answer.status === 200) forgetServerKeyIdentity();
  return passThrough(result);
}
