import { createRoute } from "@hono/zod-openapi";
import { CreatedApiKey, RollApiKeyBody } from "../../../../contract/api-keys";
import { roleAtLeast } from "../../../../contract/roles";
import { keyState, toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { lockApiKey, rollApiKey } from "../../api-keys";
import { creatorRowOf, recordKeyCreated, recordKeyRolled } from "./audit";
import { KeyIdParam } from "./revoke";

const route = createRoute({
  method: "post",
  path: "/api-keys/{id}/roll",
  operationId: "console_roll_api_key",
  tags: ["Console"],
  summary: "Roll an API key",
  description:
    "Manager and above. Creates a replacement with the same label, scopes, environment and expiry, recording the caller as its creator; the old key expires `expires_old_in_seconds` from now (at once when 0), or earlier if it already expired earlier. Only an active key can be rolled (409 otherwise); the console's own key is a 409 too, since only the console rolls it (`POST /console-key/roll`).",
  request: { params: KeyIdParam, body: jsonBody(RollApiKeyBody) },
  responses: {
    201: jsonContent(CreatedApiKey, "The replacement and, this once, its value."),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

export function registerRollApiKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    const { db, now } = c.var.deps;
    if (!roleAtLeast(member.role, "manager")) throw new ApiError("role_manage_keys");
    const { id } = c.req.valid("param");
    const graceSeconds = c.req.valid("json").expires_old_in_seconds;
    const at = now();
    const { row, value } = await db.transaction(async (tx) => {
      const old = await lockApiKey(tx, member.workspaceId, id);
      if (!old) throw new ApiError("api_key_not_found");
      if (old.purpose === "console") {
        if (!roleAtLeast(member.role, "admin")) throw new ApiError("role_console_key");
        // Decided by what the key is, not by which id a caller believes is the console's.
        throw new ApiError("console_key_own_operation");
      }
      if (keyState(old, at) !== "active") throw new ApiError("key_already_revoked");
      const creator = { id: member.memberId, role: member.role };
      const rolled = await rollApiKey(tx, old, creator, graceSeconds, at);
      await recordKeyRolled(tx, member, old, rolled.row, graceSeconds, rolled.oldExpiresAt, at);
      await recordKeyCreated(tx, member, rolled.row, at, old.id);
      return rolled;
    });
    c.header("Cache-Control", "no-store");
    return c.json({ api_key: toApiKey(row, creatorRowOf(member), at), key: value }, 201);
  });
}
