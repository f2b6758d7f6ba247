import { createRoute } from "@hono/zod-openapi";
import { CreatedApiKey, RollApiKeyBody } from "../../../../contract/api-keys";
import { toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { rollApiKey } from "../../api-keys";
import { recordKeyCreated, recordKeyRolled } from "../api-keys/audit";
import { lockConsoleKey, presentedConsoleKey } from "./own-key";

const route = createRoute({
  method: "post",
  path: "/console-key/roll",
  operationId: "console_roll_console_key",
  tags: ["Console"],
  summary: "Roll the console's own key",
  description:
    "Admin and above, through the console only: needs the member's session (Authorization: Bearer) and the console's own active key of the workspace (X-API-Key), which is the key rolled. The replacement is the console's key in turn and, like it, has no creator: it belongs to the workspace, so no member's later role or removal can stop it. The old key expires `expires_old_in_seconds` from now (at once when 0); a key rolled already is a 409. The generic roll refuses the console's key.",
  request: { body: jsonBody(RollApiKeyBody) },
  responses: {
    201: jsonContent(CreatedApiKey, "The replacement and, this once, its value, for the console."),
    ...errorResponses(400, 401, 403, 409, 415, 422),
  },
});

export function registerRollConsoleKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    const { db, now } = c.var.deps;
    const at = now();
    const presented = await presentedConsoleKey(c, at);
    const graceSeconds = c.req.valid("json").expires_old_in_seconds;
    const { row, value } = await db.transaction(async (tx) => {
      const old = await lockConsoleKey(tx, member.workspaceId, presented.id, at);
      // A key rolled already (two rolls at once) is never rolled again: a second replacement
      // would be a console key no console uses, which nothing but the console may revoke.
      if (old.replacedBy) throw new ApiError("console_key_already_rolled");
      const rolled = await rollApiKey(tx, old, null, graceSeconds, at);
      await recordKeyRolled(tx, member, old, rolled.row, graceSeconds, rolled.oldExpiresAt, at);
      await recordKeyCreated(tx, member, rolled.row, at, old.id);
      return rolled;
    });
    c.header("Cache-Control", "no-store");
    return c.json({ api_key: toApiKey(row, null, at), key: value }, 201);
  });
}
