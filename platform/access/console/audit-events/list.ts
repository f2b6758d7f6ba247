import { createRoute } from "@hono/zod-openapi";
import {
  AuditEvent,
  AuditQuery,
  auditEntryNeed,
  auditTypesHiddenFrom,
} from "../../../../contract/audit";
import { cursorEnvelope } from "../../../../contract/envelopes";
import { decodeAuditCursor, listAuditEvents } from "../../../auth/audit";
import { toAuditEvent } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError, validationError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";

const route = createRoute({
  method: "get",
  path: "/audit-events",
  operationId: "console_list_audit_events",
  tags: ["Console"],
  summary: "List the workspace's audit events",
  description:
    "Every key, member and workspace change: who made it, what it was and when, newest first, in a cursor envelope. Filter by `target_type` and `target_id`. Key values never appear. Each entry is read under the rule of what it describes: webhook endpoint entries only by admins and owners (as webhook endpoints are); for other roles they are left out, and filtering by them is a 403.",
  request: { query: AuditQuery },
  responses: {
    200: jsonContent(cursorEnvelope(AuditEvent), "A page of audit events."),
    ...errorResponses(401, 403, 422),
  },
});

export function registerListAuditEvents(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const hiddenTypes = auditTypesHiddenFrom(c.var.member.role);
    if (query.target_type && hiddenTypes.includes(query.target_type)) {
      throw new ApiError("role_audit_entries", {}, auditEntryNeed(query.target_type).reason);
    }
    const after = query.cursor === undefined ? undefined : decodeAuditCursor(query.cursor);
    if (after === null) {
      throw validationError(
        ["query", "cursor"],
        "The cursor is not one this API returned; pass next_cursor back unchanged.",
      );
    }
    const { rows, next } = await listAuditEvents(c.var.deps.db, c.var.member.workspaceId, {
      targetType: query.target_type,
      targetId: query.target_id,
      hiddenTypes,
      after,
      limit: query.limit,
    });
    return c.json({ items: rows.map(toAuditEvent), next_cursor: next }, 200);
  });
}
