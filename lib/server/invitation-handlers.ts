import type { NextRequest } from "next/server";
import type { z } from "zod";
import { AcceptInvitationBody, InvitationTokenBody } from "@/contract/invitations";
import { Session } from "@/contract/members";
import { toValidationIssues } from "../validation-issues";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { CONSOLE_PREFIX, callPlatform, passThrough } from "./platform";
import { readCappedBody } from "./proxy/body";
import { jsonError } from "./proxy/errors";
import { parseJson } from "./proxy/upstream";
import type { RouteCtx } from "./route";
import { sealNewSession } from "./session-handlers";

const MAX_BODY_BYTES = 16 * 1024;

/** The body checked against `schema` before anything reaches the platform; else the answer. */
async function readBody<T>(
  req: NextRequest,
  schema: z.ZodType<T>,
): Promise<{ ok: true; body: T } | { ok: false; response: Response }> {
  const read = await readCappedBody(req, MAX_BODY_BYTES);
  if (!read.ok) return { ok: false, response: jsonError(413, "The request is too large.") };
  const json = read.body ? parseJson(read.body) : undefined;
  if (json === undefined) {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      response: Response.json(
        { detail: toValidationIssues(parsed.error, "body") },
        { status: 422, headers: { "Cache-Control": "no-store" } },
      ),
    };
  }
  return { ok: true, body: parsed.data };
}

/** What an invitation link opens (no session: the token is the credential). */
export async function previewInvitation(
  req: NextRequest,
  { config }: RouteCtx<unknown>,
): Promise<Response> {
  const read = await readBody(req, InvitationTokenBody);
  if (!read.ok) return read.response;
  const result = await callPlatform(config, `${CONSOLE_PREFIX}invitations/preview`, {
    method: "POST",
    json: read.body,
    clientAddress: req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
  });
  return passThrough(result);
}

/**
 * Accepts an invitation: the platform makes the member and their session, which is sealed
 * into the cookie exactly as a sign-in's is (replacing whoever was signed in here).
 */
export async function acceptInvitation(
  req: NextRequest,
  { config }: RouteCtx<unknown>,
): Promise<Response> {
  const read = await readBody(req, AcceptInvitationBody);
  if (!read.ok) return read.response;
  const result = await callPlatform(config, `${CONSOLE_PREFIX}invitations/accept`, {
    method: "POST",
    json: read.body,
    clientAddress: req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
  });
  if (!result.ok || result.answer.status !== 201) return passThrough(result);
  const created = Session.safeParse(parseJson(result.answer.body));
  if (!created.success) return jsonError(502, "The platform's answer was not understood.");
  return sealNewSession(req, config, created.data);
}
