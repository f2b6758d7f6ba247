import { createRoute } from "@hono/zod-openapi";
import { CreateApiKeyBody, CreatedApiKey } from "../../../../contract/api-keys";
import { roleAtLeast } from "../../../../contract/roles";
import { toApiKey } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError, validationError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { insertApiKey } from "../../api-keys";
import { creatorRowOf, recordKeyCreated } from "./audit";

const route = createRoute({
  method: "post",
  path: "/api-keys",
  operationId: "console_create_api_key",
  tags: ["Console"],
  summary: "Create an API key",
  description:
    "Manager and above. Scopes are read, write, all or * (any other is a 422). The value is in `key`, shown this once.",
  request: { body: jsonBody(CreateApiKeyBody) },
  responses: {
    201: jsonContent(CreatedApiKey, "The key and, this once, its value."),
    ...errorResponses(400, 401, 403, 415, 422),
  },
});

export function registerCreateApiKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    if (!roleAtLeast(member.role, "manager")) throw new ApiError("role_create_keys");
    const body = c.req.valid("json");
    const at = c.var.deps.now();
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt <= at) {
      throw validationError(["body", "expires_at"], "Choose an expiry in the future.");
    }
    const { row, value } = await c.var.deps.db.transaction(async (tx) => {
      const created = await insertApiKey(tx, {
        workspaceId: member.workspaceId,
        label: body.label,
        scopes: [...new Set(body.scopes)],
        environment: body.environment,
        expiresAt,
        creator: { id: member.memberId, role: member.role },
      });
      await recordKeyCreated(tx, member, created.row, at, null);
      return created;
    });
    c.header("Cache-Control", "no-store");
    return c.json({ api_key: toApiKey(row, creatorRowOf(member), at), key: value }, 201);
  });
}
