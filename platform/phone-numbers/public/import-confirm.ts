import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { ImportConfirmBody, ImportConfirmResult } from "../../../contract/phone-numbers";
import type { PublicEnv } from "../../http/env";
import { ValidationError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { importPhoneNumbers } from "../phone-numbers";
import { importPath } from "./deprecated-paths";
import { ADMIN_NOTE, carrierNumbers, TAG } from "./shared";

export const importConfirmRoute = createRoute({
  method: "post",
  path: importPath("confirm"),
  operationId: "public_confirm_phone_number_import",
  tags: [TAG],
  summary: "Import numbers from a carrier account",
  description: `Bring numbers from own carrier account (spec): imports the chosen numbers, with the same credentials as the search. Each becomes a phone number and a connected account of channel \`phone\` (GET /connected-accounts?channel=phone lists it), in one transaction. A number the workspace has already is skipped and listed in \`skipped\`, so repeating an import changes nothing; a number the carrier account does not hold is a 422 at its index in \`numbers\`; credentials the carrier refuses are a 422 at \`auth_token\`. The auth token is never stored and never returned. ${ADMIN_NOTE}`,
  request: { body: jsonBody(ImportConfirmBody) },
  responses: {
    200: jsonContent(ImportConfirmResult, "What was imported and what was skipped."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export const importConfirmHandler: RouteHandler<typeof importConfirmRoute, PublicEnv> = async (
  c,
) => {
  const body = c.req.valid("json");
  const held = new Map(carrierNumbers(body).map((n) => [n.number, n]));
  const missing = body.numbers.flatMap((number, index) =>
    held.has(number)
      ? []
      : [
          {
            loc: ["body", "numbers", index],
            msg: `The carrier account does not hold ${number}; choose numbers from its search answer.`,
            type: "value_error",
          },
        ],
  );
  if (missing.length > 0) throw new ValidationError(missing);
  const chosen = [...new Set(body.numbers)].map((number) => held.get(number)!);
  const { db, now } = c.var.deps;
  const result = await importPhoneNumbers(db, {
    workspaceId: c.var.auth.workspaceId,
    carrier: body.carrier,
    accountSid: body.account_sid,
    numbers: chosen,
    at: now(),
  });
  return c.json(result, 200);
};
