import { createRoute } from "@hono/zod-openapi";
import {
  ConnectedAccountListItem,
  ConnectedAccountsQuery,
} from "../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../contract/envelopes";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { listConnectedAccounts } from "../connected-accounts";

const route = createRoute({
  method: "get",
  path: "/connected-accounts",
  operationId: "public_list_connected_accounts",
  tags: ["Connected accounts"],
  summary: "List connected accounts",
  description:
    "The accounts the workspace sends from (mailboxes, phone numbers, professional-network and messaging-app accounts), by channel, in an offset envelope. `channel=phone` lists phone numbers; `sms_voice`, its earlier name, is still accepted and means the same. Their ids are the `account_id` of channel assignments. Each says what it can send (a phone number's carrier `capabilities`) and which campaigns send from it (`campaign_uses`, platform additions). Needs a key whose creator is an admin or owner (spec).",
  request: { query: ConnectedAccountsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(ConnectedAccountListItem), "A page of accounts."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListConnectedAccounts(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, channel } = c.req.valid("query");
    const { items, total } = await listConnectedAccounts(c.var.deps.db, c.var.auth.workspaceId, {
      channel: channel === "sms_voice" ? "phone" : channel,
      page,
      perPage: per_page,
    });
    return c.json({ items, total, page, per_page }, 200);
  });
}
