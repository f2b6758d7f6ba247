import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import {
  type CarrierNumber,
  ImportSearchBody,
  ImportSearchResult,
} from "../../../contract/phone-numbers";
import type { PublicEnv } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { phoneNumbersIn } from "../phone-numbers";
import { importPath } from "./deprecated-paths";
import { ADMIN_NOTE, carrierNumbers, TAG } from "./shared";

export const importSearchRoute = createRoute({
  method: "post",
  path: importPath("search"),
  operationId: "public_search_phone_number_import",
  tags: [TAG],
  summary: "Search a carrier account's numbers",
  description: `Bring numbers from own carrier account (spec): answers the numbers the carrier account holds, each marked \`already_imported\` when the workspace has it. \`country\` and \`contains\` narrow the answer. The carriers are simulated by the platform: an account's numbers follow from its SID, all in ranges reserved for fiction, and each carrier has a sandbox account (its SID and token are this body's example). Credentials the carrier refuses are a 422 at \`auth_token\`. The auth token is used for this request only, never stored and never returned. Changes nothing. ${ADMIN_NOTE}`,
  request: { body: jsonBody(ImportSearchBody) },
  responses: {
    200: jsonContent(ImportSearchResult, "The numbers the carrier account holds."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export const importSearchHandler: RouteHandler<typeof importSearchRoute, PublicEnv> = async (c) => {
  const body = c.req.valid("json");
  const held = carrierNumbers(body).filter(
    (n) =>
      (body.country === undefined || n.country === body.country) &&
      (body.contains === undefined || n.number.slice(1).includes(body.contains)),
  );
  const inWorkspace = await phoneNumbersIn(
    c.var.deps.db,
    c.var.auth.workspaceId,
    held.map((n) => n.number),
  );
  const numbers = held.map((n): CarrierNumber => {
    const mine = inWorkspace.get(n.number);
    return {
      number: n.number,
      country: n.country,
      friendly_name: n.friendlyName,
      capabilities: { voice: n.voice, sms: n.sms },
      already_imported: mine !== undefined,
      phone_number_id: mine?.id ?? null,
    };
  });
  return c.json({ carrier: body.carrier, simulated: true as const, numbers }, 200);
};
