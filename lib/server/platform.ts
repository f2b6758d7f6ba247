import { ErrorBody, ValidationErrorBody } from "@/contract/errors";
import { type Me, Me as MeSchema } from "@/contract/members";
import type { ConsoleConfig } from "./config";
import { rereadConsoleKey } from "./console-key-store";
import { jsonError } from "./proxy/errors";
import { downstreamResponseHeaders } from "./proxy/headers";
import {
  type ConsoleFailure,
  fetchUpstream,
  parseJson,
  type UpstreamAnswer,
  type UpstreamResult,
} from "./proxy/upstream";

export const PUBLIC_PREFIX = "/api/v1/public/";
export const CONSOLE_PREFIX = "/api/v1/console/";

/**
 * A member session, the console's own key (`consoleKey`: the config's), or (issuing a member's
 * session key, rolling or revoking the console's key) both.
 */
type Credential = { bearer?: string; consoleKey?: boolean };

/**
 * A server-side call to the platform (sign-in, /me, the key's identity), never proxied.
 *
 * When the platform refuses the console's key (401 or 403, decided before anything runs), the
 * key file is read again: if it holds another key (another console instance rolled it, or an
 * operator replaced the file, and this process has not seen it yet), the call is made once more
 * with that key, and the rest of this request uses it too.
 */
export async function callPlatform(
  config: ConsoleConfig,
  path: string,
  {
    method = "GET",
    json,
    auth = {},
    clientAddress,
  }: { method?: string; json?: unknown; auth?: Credential; clientAddress?: string } = {},
): Promise<UpstreamResult> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const send = () => {
    const headers = new Headers({ accept: "application/json" });
    // The platform believes this only from addresses it trusts (TRUSTED_PROXIES).
    if (clientAddress) headers.set("x-forwarded-for", clientAddress);
    if (auth.bearer) headers.set("authorization", `Bearer ${auth.bearer}`);
    if (auth.consoleKey && config.apiKey) headers.set("x-api-key", config.apiKey);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetchUpstream(new URL(path, `${config.apiBaseUrl}/`), { method, headers, body });
  };
  const result = await send();
  if (
    !auth.consoleKey ||
    !result.ok ||
    (result.answer.status !== 401 && result.answer.status !== 403)
  )
    return result;
  const replacement = rereadConsoleKey(config.apiKey);
  if (!replacement) return result;
  config.apiKey = replacement;
  return send();
}

/** The sentence of an error answer; a 422's messages joined; a fallback when there is none. */
export function detailOf(answer: UpstreamAnswer): string {
  const body = parseJson(answer.body);
  const plain = ErrorBody.safeParse(body);
  if (plain.success) return plain.data.detail;
  const validation = ValidationErrorBody.safeParse(body);
  if (validation.success) return validation.data.detail.map((i) => i.msg).join(" ");
  return `The platform answered with HTTP ${answer.status}.`;
}

/** An upstream answer or a console failure, as the browser should receive it. */
export function passThrough(result: UpstreamResult): Response {
  if (!result.ok) return jsonError(result.status, result.detail);
  const { answer } = result;
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: downstreamResponseHeaders(answer.headers),
  });
}

export type MeResult =
  | { ok: true; me: Me }
  | ConsoleFailure
  | { ok: false; status: number; detail: string; answer: UpstreamAnswer };

/** The signed-in member's current role, status and workspace, asked fresh each time. */
export async function fetchMe(config: ConsoleConfig, token: string): Promise<MeResult> {
  const result = await callPlatform(config, `${CONSOLE_PREFIX}me`, { auth: { bearer: token } });
  if (!result.ok) return result;
  const { answer } = result;
  if (answer.status !== 200)
    return { ok: false, status: answer.status, detail: detailOf(answer), answer };
  const me = MeSchema.safeParse(parseJson(answer.body));
  if (!me.success) {
    return {
      ok: false,
      status: 502,
      detail: "The platform's answer about the member was not understood.",
    };
  }
  return { ok: true, me: me.data };
}
