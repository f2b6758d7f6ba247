import { createRoute } from "@hono/zod-openapi";
import { LeadList } from "../../../../contract/lead-lists";
import { SEARCH_LIST_DESCRIPTION, SEARCH_LIST_NAME } from "../../../../contract/prospect-search";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { findOrCreateSearchList } from "../../search-list";

const route = createRoute({
  method: "post",
  path: "/prospecting/search-list",
  operationId: "console_search_list",
  tags: ["Console"],
  summary: "The workspace's list for the console's searches",
  description: `Manager and above (it may create a list, and only they run previews). The spec scopes a preview to a lead list, while the console lets people search first and choose the list at import: its previews run on this list of the workspace, named "${SEARCH_LIST_NAME}", which is made the first time (201) and returned after (200). Imports may add a preview's results to any list of the workspace.`,
  responses: {
    200: jsonContent(LeadList, "The workspace's search list."),
    201: jsonContent(LeadList, "The search list, made now."),
    ...errorResponses(401, 403, 410),
  },
});

export function registerSearchList(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    // The role (manager) is checked before this runs: platform/auth/console-roles.ts.
    const member = c.var.member;
    const { list, created } = await findOrCreateSearchList(c.var.deps.db, member.workspaceId, {
      name: SEARCH_LIST_NAME,
      description: SEARCH_LIST_DESCRIPTION,
    });
    return created ? c.json(list, 201) : c.json(list, 200);
  });
}
