import { createRoute } from "@hono/zod-openapi";
import { Call } from "../../../contract/calls";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findCall, toCall } from "../calls";
import { CallParams, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/calls/{call_id}",
  operationId: "public_get_call",
  tags: [TAG],
  summary: "Get a voice call",
  request: { params: CallParams },
  responses: {
    200: jsonContent(Call, "The call."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetCall(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { call_id } = c.req.valid("param");
    const row = await findCall(c.var.deps.db, c.var.auth.workspaceId, call_id);
    if (!row) throw new ApiError("call_not_found");
    return c.json(toCall(row, c.var.deps.publicApiUrl), 200);
  });
}
