import { createRoute } from "@hono/zod-openapi";
import type { PublicApi } from "../../../http/env";
import { errorResponses, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { LeadListParams, ownLeadList } from "../../../prospecting";
import { deleteLeadList } from "../../lead-list-changes";

const route = createRoute({
  method: "delete",
  path: "/lead-lists/{list_id}",
  operationId: "public_delete_lead_list",
  tags: ["Lead lists"],
  summary: "Delete a lead list",
  description:
    "Platform addition: deletes the list, its leads and its prospect search previews; finished jobs stay in the job history. While an import or enrichment of the list is queued or running the answer is 409. Needs the write scope and, for a key with a recorded creator, a creator who is a manager or above.",
  middleware: [ownLeadList] as const,
  request: { params: LeadListParams },
  responses: {
    204: { description: "The list and its leads are deleted." },
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerDeleteLeadList(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    await deleteLeadList(c.var.deps.db, c.var.auth.workspaceId, list_id);
    return c.body(null, 204);
  });
}
