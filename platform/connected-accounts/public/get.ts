import { createRoute } from "@hono/zod-openapi";
import { ConnectedAccountDetail } from "../../../contract/connected-accounts";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { getConnectedAccount } from "../connected-accounts";
import { AccountParams, ADMIN_ONLY, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/connected-accounts/{account_id}",
  operationId: "public_get_connected_account",
  tags: [TAG],
  summary: "Read a connected account",
  description: `One account: what it is, its state and daily limit, its sends today, the channels it is the workspace's default for, every campaign assigned to it and how many send from it through a default. ${ADMIN_ONLY}`,
  request: { params: AccountParams },
  responses: {
    200: jsonContent(ConnectedAccountDetail, "The account."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetConnectedAccount(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { account_id } = c.req.valid("param");
    const account = await getConnectedAccount(c.var.deps.db, c.var.auth.workspaceId, account_id);
    return c.json(ConnectedAccountDetail.parse(account), 200);
  });
}
