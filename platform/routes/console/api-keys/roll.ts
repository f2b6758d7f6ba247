import { createRoute } from "@hono/zod-openapi";
import { CreatedApiKey, RollApiKeyBody } from "../../../../contract/api-keys";
import { roleAtLeast } from "../../../../contract/roles";
import { findApiKey, rollApiKey } from "../../../data/api-keys";
import { keyState, toApiKey } from "../../../data/serialize";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import type { ConsoleApi } from "../index";
import { KeyIdParam } from "./revoke";

const route = createRoute({
  method: "post",
  path: "/api-keys/{id}/roll",
  operationId: "console_roll_api_key",
  tags: ["Console"],
  summary: "Roll an API key",
  description:
    "Manager and above. Creates a replacement with the same label, scopes and environment; the old key expires `expires_old_in_seconds` from now.",
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
    const existing = await findApiKey(db, member.workspaceId, c.req.valid("param").id);
    if (!existing) throw new ApiError("api_key_not_found");
    const at = now();
    if (keyState(existing.key, at) !== "active") throw new ApiError("key_already_revoked");
    const { row, value } = await rollApiKey(
      db,
      existing.key,
      { id: member.memberId, role: member.role },
      c.req.valid("json").expires_old_in_seconds,
      at,
    );
    c.header("Cache-Control", "no-store");
    const creator = { id: member.memberId, email: member.email };
    return c.json({ api_key: toApiKey(row, creator, at), key: value }, 201);
  });
}
