import { createRoute } from "@hono/zod-openapi";
import { PutSendingDefaultsBody, SendingDefaults } from "../../../contract/connected-accounts";
import { wakeCampaignEngines } from "../../campaigns";
import { databaseNow } from "../../db/clock";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../http/openapi";
import { putSendingDefaults, readSendingDefaults } from "../sending-defaults";
import { ADMIN_ONLY, TAG } from "./shared";

const RULE =
  "A campaign with no account of its own for a step channel (PUT /campaigns/{id}/channel-assignments) sends that channel from the workspace's default; its own assignments win. Launch and the engine follow the same rule.";

const getRoute = createRoute({
  method: "get",
  path: "/connected-accounts/defaults",
  operationId: "public_get_sending_defaults",
  tags: [TAG],
  summary: "Read the default sending accounts",
  description: `The workspace's default sending account for each step channel. ${RULE} ${ADMIN_ONLY}`,
  responses: {
    200: jsonContent(SendingDefaults, "Every step channel and its default account or null."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/connected-accounts/defaults",
  operationId: "public_put_sending_defaults",
  tags: [TAG],
  summary: "Set the default sending accounts",
  description: `Replaces the defaults: a channel left out has none afterwards. Each \`account_id\` is an id from GET /connected-accounts, connected (not paused) and able to send its channel (sms and call need a phone number with that capability); any other is a 422 at its \`loc\`. ${RULE} ${ADMIN_ONLY}`,
  request: { body: jsonBody(PutSendingDefaultsBody) },
  responses: {
    200: jsonContent(SendingDefaults, "The defaults as saved."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

/** The methods this path takes (HEAD with GET). */
const ALLOWED = ["GET", "HEAD", "PUT"];

export function registerSendingDefaults(api: PublicApi) {
  // PATCH /connected-accounts/{account_id} would take "defaults" as an account id (and the
  // route table would count its PATCH in this path's Allow): any other method is this path's 405.
  api.use(getRoute.path, async (c, next) => {
    if (ALLOWED.includes(c.req.method)) return next();
    throw new ApiError("method_not_allowed", { Allow: ALLOWED.join(", ") });
  });
  api.openapi(getRoute, async (c) => {
    const defaults = await readSendingDefaults(c.var.deps.db, c.var.auth.workspaceId);
    return c.json(SendingDefaults.parse(defaults), 200);
  });
  api.openapi(putRoute, async (c) => {
    const { db } = c.var.deps;
    const saved = await putSendingDefaults(db, {
      workspaceId: c.var.auth.workspaceId,
      body: c.req.valid("json"),
      at: await databaseNow(db),
    });
    // Steps waiting for an account may have one now.
    wakeCampaignEngines();
    return c.json(SendingDefaults.parse(saved), 200);
  });
}
