import { createRoute } from "@hono/zod-openapi";
import { ConnectAccountBody, ConnectedAccountDetail } from "../../../contract/connected-accounts";
import { databaseNow } from "../../db/clock";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { connectAccount } from "../connected-accounts";
import { ADMIN_ONLY, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/connected-accounts",
  operationId: "public_connect_account",
  tags: [TAG],
  summary: "Connect a mailbox or network account",
  description: `Connects a mailbox (\`email\`) or a professional-network account (\`network\`) to send campaign steps from. Its sends are simulated, like every send of the platform: nothing leaves it. Phone numbers are bought or brought under /phone-numbers. An address already connected in the workspace is a 409. ${ADMIN_ONLY}`,
  request: { body: jsonBody(ConnectAccountBody) },
  responses: {
    201: jsonContent(ConnectedAccountDetail, "The account, connected."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerConnectAccount(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { db } = c.var.deps;
    const account = await connectAccount(db, {
      workspaceId: c.var.auth.workspaceId,
      body: c.req.valid("json"),
      at: await databaseNow(db),
    });
    return c.json(ConnectedAccountDetail.parse(account), 201);
  });
}
