import { createRoute } from "@hono/zod-openapi";
import { CreateLeadListBody, LeadList } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { createLeadList } from "../../lead-lists";
import { toLeadList } from "../../lead-serialize";

const route = createRoute({
  method: "post",
  path: "/lead-lists",
  operationId: "public_create_lead_list",
  tags: ["Lead lists"],
  summary: "Create a lead list",
  request: { body: jsonBody(CreateLeadListBody) },
  responses: {
    201: jsonContent(LeadList, "The new lead list."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCreateLeadList(api: PublicApi) {
  api.openapi(route, async (c) => {
    const row = await createLeadList(c.var.deps.db, c.var.auth.workspaceId, c.req.valid("json"));
    return c.json(toLeadList(row, 0), 201);
  });
}
