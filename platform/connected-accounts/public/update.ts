import { createRoute } from "@hono/zod-openapi";
import { ConnectedAccountDetail, PatchAccountBody } from "../../../contract/connected-accounts";
import { wakeCampaignEngines } from "../../campaigns";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { updateConnectedAccount } from "../connected-accounts";
import { AccountParams, ADMIN_ONLY, ownAccount, TAG } from "./shared";

const route = createRoute({
  method: "patch",
  path: "/connected-accounts/{account_id}",
  operationId: "public_update_connected_account",
  middleware: [ownAccount] as const,
  tags: [TAG],
  summary: "Pause, resume or change a connected account",
  description: `\`status\` paused stops its sends: steps that would go out from it wait (they do not fail) and go out within a minute of \`status\` connected; a campaign whose only account for a channel is paused cannot launch. \`daily_limit\` caps its sends a day (UTC): steps beyond it wait for the next day. A disconnected account can be renamed, not paused or resumed (409). ${ADMIN_ONLY}`,
  request: { params: AccountParams, body: jsonBody(PatchAccountBody) },
  responses: {
    200: jsonContent(ConnectedAccountDetail, "The account as it is now."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerUpdateConnectedAccount(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { account_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const account = await updateConnectedAccount(c.var.deps.db, {
      workspaceId: c.var.auth.workspaceId,
      id: account_id,
      body,
    });
    // Steps held for a paused account look again within a minute; a raised limit, at once.
    if (body.status === "connected" || body.daily_limit !== undefined) wakeCampaignEngines();
    return c.json(ConnectedAccountDetail.parse(account), 200);
  });
}
