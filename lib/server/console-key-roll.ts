import type { NextRequest } from "next/server";
import { type ConsoleKeyRolled, CreatedApiKey, RollApiKeyBody } from "@/contract/api-keys";
import { toValidationIssues } from "../validation-issues";
import { switchConsoleKey } from "./console-key-store";
import { forgetServerKeyIdentity, serverKeyIdentity } from "./key-identity";
import { serverKeyRejected } from "./member-key";
import { CONSOLE_PREFIX, callPlatform, passThrough } from "./platform";
import { readCappedBody } from "./proxy/body";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { parseJson } from "./proxy/upstream";
import type { SessionCtx } from "./route";

const MAX_ROLL_BYTES = 4 * 1024;

/** Which key the console runs on, by id; null when the platform will not say. */
export async function consoleKeyId(ctx: Pick<SessionCtx<unknown>, "config">) {
  const identity = await serverKeyIdentity(ctx.config);
  return identity.ok ? identity.identity.id : null;
}

/**
 * `POST /api/console-key/roll`: rolls the console's own key as the signed-in member with the
 * platform's dedicated operation (admins and owners only, and only with the key itself, so the
 * platform knows the console asks) and switches the running console to the replacement at once.
 * The old key keeps working for the chosen grace period, so requests already under way finish.
 * The new value stays on the server: the browser learns only the key's record.
 */
export async function rollConsoleKey(
  req: NextRequest,
  { config, session, token }: SessionCtx<unknown>,
): Promise<Response> {
  const read = await readCappedBody(req, MAX_ROLL_BYTES);
  if (!read.ok) return jsonError(413, "The request is too large.");
  const json = read.body && read.body.byteLength > 0 ? parseJson(read.body) : {};
  if (json === undefined) return jsonError(400, "The request body is not valid JSON.");
  const body = RollApiKeyBody.safeParse(json);
  if (!body.success) {
    return Response.json(
      { detail: toValidationIssues(body.error, "body") },
      { status: 422, headers: { "Cache-Control": "no-store" } },
    );
  }

  // A key the platform refuses cannot prove that the console asks: say what the operator must do.
  if (!(await consoleKeyId({ config }))) return serverKeyRejected();
  const result = await callPlatform(config, `${CONSOLE_PREFIX}console-key/roll`, {
    method: "POST",
    json: body.data,
    auth: { bearer: token, consoleKey: true },
  });
  if (!result.ok || result.answer.status !== 201) {
    if (result.ok && result.answer.status === 401) session.destroy();
    return passThrough(result);
  }
  const rolled = CreatedApiKey.safeParse(parseJson(result.answer.body));
  if (!rolled.success) return jsonError(502, PROXY_ERRORS.rolledKeyNotUnderstood);
  const persisted = switchConsoleKey(config.apiKey, rolled.data.key);
  forgetServerKeyIdentity();
  const answer: ConsoleKeyRolled = { api_key: rolled.data.api_key, persisted };
  return Response.json(answer, { status: 201, headers: { "Cache-Control": "no-store" } });
}
