import { createRoute, z } from "@hono/zod-openapi";
import { ApiKey } from "../../../../contract/api-keys";
import { ResourceId } from "../../../../contract/inputs";
import { roleAtLeast } from "../../../../contract/roles";
import { toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { findApiKey, lockApiKey, revokeApiKey } from "../../api-keys";
import { recordKeyRevoked } from "./audit";

export const KeyIdParam = z.object({ id: ResourceId });

const route = createRoute({
  method: "post",
  path: "/api-keys/{id}/revoke",
  operationId: "console_revoke_api_key",
  tags: ["Console"],
  summary: "Revoke an API key",
  description:
    "Manager and above. The key answers 401 from now on. A key that is already revoked or expired is a 409, and so is the console's own key, which only the console revokes (`POST /console-key/revoke`).",
  request: { params: KeyIdParam },
  responses: {
    200: jsonContent(ApiKey, "The revoked key."),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerRevokeApiKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    const { db, now } = c.var.deps;
    if (!roleAtLeast(member.role, "manager")) throw new ApiError("role_manage_keys");
    const { id } = c.req.valid("param");
    const at = now();
    const after = await db.transaction(async (tx) => {
      const existing = await lockApiKey(tx, member.workspaceId, id);
      if (!existing) throw new ApiError("api_key_not_found");
      if (existing.purpose === "console") {
        if (!roleAtLeast(member.role, "admin")) throw new ApiError("role_console_key");
        // Decided by what the key is, not by which id a caller believes is the console's.
        throw new ApiError("console_key_own_operation");
      }
      if (!(await revokeApiKey(tx, id, at))) throw new ApiError("key_already_revoked");
      await recordKeyRevoked(tx, member, existing, at);
      return findApiKey(tx, member.workspaceId, id);
    });
    return c.json(toApiKey(after!.key, after!.creator, at), 200);
  });
}
