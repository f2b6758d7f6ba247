import { createRoute } from "@hono/zod-openapi";
import { ApiKey } from "../../../../contract/api-keys";
import { toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { findApiKey, revokeApiKey } from "../../api-keys";
import { recordKeyRevoked } from "../api-keys/audit";
import { lockConsoleKey, presentedConsoleKey } from "./own-key";

const route = createRoute({
  method: "post",
  path: "/console-key/revoke",
  operationId: "console_revoke_console_key",
  tags: ["Console"],
  summary: "Revoke the console's own key",
  description:
    "Admin and above, through the console only: needs the member's session (Authorization: Bearer) and the console's own active key of the workspace (X-API-Key), which is the key revoked. The console stops acting for members until an operator gives it a new key. The generic revoke refuses the console's key.",
  responses: {
    200: jsonContent(ApiKey, "The revoked key."),
    ...errorResponses(401, 403, 409),
  },
});

export function registerRevokeConsoleKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    const { db, now } = c.var.deps;
    const at = now();
    const presented = await presentedConsoleKey(c, at);
    const after = await db.transaction(async (tx) => {
      const key = await lockConsoleKey(tx, member.workspaceId, presented.id, at);
      if (!(await revokeApiKey(tx, key.id, at))) throw new ApiError("key_already_revoked");
      await recordKeyRevoked(tx, member, key, at);
      return findApiKey(tx, member.workspaceId, key.id);
    });
    return c.json(toApiKey(after!.key, after!.creator, at), 200);
  });
}
