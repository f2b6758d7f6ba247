import { createRoute } from "@hono/zod-openapi";
import { OffsetQuery, offsetEnvelope } from "../../../../contract/envelopes";
import { LeadList } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { listLeadLists } from "../../lead-lists";
import { toLeadList } from "../../lead-serialize";

const route = createRoute({
  method: "get",
  path: "/lead-lists",
  operationId: "public_list_lead_lists",
  tags: ["Lead lists"],
  summary: "List lead lists",
  description:
    "The workspace's lead lists, newest first, in an offset envelope. A list the console keeps for itself (the one its prospecting searches run on, made by the console-only search-list operation) is left out of this listing and its `total`: nobody chose it and nothing should be imported into it. It is still returned by `GET /lead-lists/{list_id}`, since the console's previews run on it.",
  request: { query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(LeadList), "A page of lead lists."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListLeadLists(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listLeadLists(
      c.var.deps.db,
      c.var.auth.workspaceId,
      page,
      per_page,
    );
    const items = rows.map((r) => toLeadList(r.list, r.leadCount));
    return c.json({ items, total, page, per_page }, 200);
  });
}
