import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { OutboundProfileBody, PhoneNumber } from "../../../contract/phone-numbers";
import type { PublicEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { setOutboundProfile, toPhoneNumber } from "../phone-numbers";
import { importPath } from "./deprecated-paths";
import { ADMIN_NOTE, TAG } from "./shared";

export const outboundProfileRoute = createRoute({
  method: "post",
  path: importPath("outbound-profile"),
  operationId: "public_set_phone_number_outbound_profile",
  tags: [TAG],
  summary: "Set a number's caller name and outbound profile",
  description: `Bring numbers from own carrier account (spec), the last step: sets the caller name (CNAM: 1 to 15 letters, digits and spaces) and the outbound profile of a number of the workspace. A field left out keeps its value; \`caller_name: null\` removes the name. A \`phone_number_id\` the workspace does not have is a 404. ${ADMIN_NOTE}`,
  request: { body: jsonBody(OutboundProfileBody) },
  responses: {
    200: jsonContent(PhoneNumber, "The number as it is now."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export const outboundProfileHandler: RouteHandler<typeof outboundProfileRoute, PublicEnv> = async (
  c,
) => {
  const body = c.req.valid("json");
  const { db, now } = c.var.deps;
  const row = await setOutboundProfile(db, {
    workspaceId: c.var.auth.workspaceId,
    id: body.phone_number_id,
    callerName: body.caller_name,
    profile: body.profile,
    at: now(),
  });
  if (!row) throw new ApiError("not_found", {}, "The phone number does not exist.");
  return c.json(toPhoneNumber(row), 200);
};
