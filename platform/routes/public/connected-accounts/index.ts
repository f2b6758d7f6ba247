import { createRoute } from "@hono/zod-openapi";
import { ConnectedAccount, ConnectedAccountsQuery } from "../../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { toConnectedAccount } from "../../../data/campaign-serialize";
import { listConnectedAccounts } from "../../../data/connected-accounts";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import type { PublicApi } from "../api";

const route = createRoute({
  method: "get",
  path: "/connected-accounts",
  operationId: "public_list_connected_accounts",
  tags: ["Connected accounts"],
  summary: "List connected accounts",
  description:
    "The accounts the workspace sends from (mailboxes, phone numbers, professional-network and messaging-app accounts), by channel, in an offset envelope. `channel=phone` lists phone numbers; `sms_voice`, its earlier name, is still accepted and means the same. Their ids are the `account_id` of channel assignments. Needs a key whose creator is an admin or owner (spec).",
  request: { query: ConnectedAccountsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(ConnectedAccount), "A page of accounts."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerConnectedAccounts(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, channel } = c.req.valid("query");
    const { rows, total } = await listConnectedAccounts(c.var.deps.db, c.var.auth.workspaceId, {
      channel: channel === "sms_voice" ? "phone" : channel,
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toConnectedAccount), total, page, per_page }, 200);
  });
}
