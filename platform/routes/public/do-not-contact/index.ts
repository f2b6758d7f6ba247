import { createRoute, z } from "@hono/zod-openapi";
import {
  CreateDoNotContactBody,
  DoNotContactCreated,
  DoNotContactEntry,
  DoNotContactQuery,
} from "../../../../contract/do-not-contact";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { ResourceId } from "../../../../contract/inputs";
import { toDoNotContactEntry } from "../../../data/campaign-serialize";
import {
  addDoNotContact,
  deleteDoNotContact,
  listDoNotContact,
} from "../../../data/do-not-contact";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../../http/openapi";
import { wakeWebhookWorkers } from "../../../webhooks/events";
import type { PublicApi } from "../api";

const TAG = "Do not contact";

const listRoute = createRoute({
  method: "get",
  path: "/do-not-contact",
  operationId: "public_list_do_not_contact",
  tags: [TAG],
  summary: "List do-not-contact entries",
  description: "The workspace's suppressions, newest first, in an offset envelope.",
  request: { query: DoNotContactQuery },
  responses: {
    200: jsonContent(offsetEnvelope(DoNotContactEntry), "A page of entries."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const createEntryRoute = createRoute({
  method: "post",
  path: "/do-not-contact",
  operationId: "public_create_do_not_contact",
  tags: [TAG],
  summary: "Add a do-not-contact entry",
  description:
    "Suppresses an email address, a phone number or a domain (with its subdomains) across the workspace. In the same transaction every matching lead not yet dnc gets status dnc (each fires `lead.status_changed`) and their active campaign enrollments end (state suppressed); the engine never contacts them and they are never enrolled again. 409 when the entry exists.",
  request: { body: jsonBody(CreateDoNotContactBody) },
  responses: {
    201: jsonContent(DoNotContactCreated, "The entry, and what it changed."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/do-not-contact/{entry_id}",
  operationId: "public_delete_do_not_contact",
  tags: [TAG],
  summary: "Remove a do-not-contact entry",
  description:
    "Lifts the suppression. Leads it set to dnc keep that status until it is changed with PATCH /leads/{lead_id}.",
  request: { params: z.object({ entry_id: ResourceId }) },
  responses: {
    204: { description: "Removed." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerDoNotContact(api: PublicApi) {
  api.openapi(listRoute, async (c) => {
    const { page, per_page, type } = c.req.valid("query");
    const { rows, total } = await listDoNotContact(c.var.deps.db, c.var.auth.workspaceId, {
      type,
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toDoNotContactEntry), total, page, per_page }, 200);
  });
  api.openapi(createEntryRoute, async (c) => {
    const { db, now } = c.var.deps;
    const created = await addDoNotContact(db, {
      workspaceId: c.var.auth.workspaceId,
      body: c.req.valid("json"),
      at: now(),
    });
    wakeWebhookWorkers();
    return c.json(created, 201);
  });
  api.openapi(deleteRoute, async (c) => {
    const { entry_id } = c.req.valid("param");
    await deleteDoNotContact(c.var.deps.db, c.var.auth.workspaceId, entry_id);
    return c.body(null, 204);
  });
}
