import { createRoute } from "@hono/zod-openapi";
import { offsetEnvelope } from "../../../contract/envelopes";
import { PhoneNumber, PhoneNumbersQuery } from "../../../contract/phone-numbers";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { listPhoneNumbers, toPhoneNumber } from "../phone-numbers";
import { ADMIN_NOTE, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/phone-numbers",
  operationId: "public_list_phone_numbers",
  tags: [TAG],
  summary: "List phone numbers",
  description: `The workspace's phone numbers, oldest first, in an offset envelope: each with its E.164 number, country, capabilities, caller name and outbound profile, and the connected account (channel \`phone\`) it sends texts and calls as. \`source\` says whether it was imported from a carrier account or seeded with the demo. ${ADMIN_NOTE}`,
  request: { query: PhoneNumbersQuery },
  responses: {
    200: jsonContent(offsetEnvelope(PhoneNumber), "A page of phone numbers."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListPhoneNumbers(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listPhoneNumbers(c.var.deps.db, c.var.auth.workspaceId, {
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toPhoneNumber), total, page, per_page }, 200);
  });
}
