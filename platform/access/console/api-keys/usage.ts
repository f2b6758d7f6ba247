import { createRoute } from "@hono/zod-openapi";
import { KeyUsage } from "../../../../contract/key-usage";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { findApiKey } from "../../api-keys";
import { readKeyUsage } from "../../key-usage";
import { KeyIdParam } from "./revoke";

const route = createRoute({
  method: "get",
  path: "/api-keys/{id}/usage",
  operationId: "console_api_key_usage",
  tags: ["Console"],
  summary: "An API key's usage",
  description:
    "Every member. Requests by status class over the last 24 hours (hourly) and 7 days (daily), 429s apart; the last caller's address and user agent (recorded at most once a minute); whether the key has gone unused for 30 days. Counts reach the database in batches a few seconds apart, so the latest seconds of other instances may not show yet.",
  request: { params: KeyIdParam },
  responses: {
    200: jsonContent(KeyUsage, "The key's usage."),
    ...errorResponses(401, 404),
  },
});

export function registerApiKeyUsage(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { db, now, keyUsage } = c.var.deps;
    const { id } = c.req.valid("param");
    const row = await findApiKey(db, c.var.member.workspaceId, id);
    if (!row) throw new ApiError("api_key_not_found");
    // This instance's own recent counts are written first, so what one sees includes them.
    await keyUsage?.flush();
    const fresh = keyUsage ? ((await findApiKey(db, c.var.member.workspaceId, id)) ?? row) : row;
    return c.json(KeyUsage.parse(await readKeyUsage(db, fresh.key, now())), 200);
  });
}
