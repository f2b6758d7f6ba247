import { createRoute, z } from "@hono/zod-openapi";
import {
  CreateDoNotContactBody,
  DoNotContactCreated,
  DoNotContactEntry,
  DoNotContactQuery,
} from "../../../contract/do-not-contact";
import { offsetEnvelope } from "../../../contract/envelopes";
import { ResourceId } from "../../../contract/inputs";
import type { PublicApi } from "../../http/env";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../http/openapi";
import { wakeJobRunners } from "../../jobs/runner";
import { addDoNotContact, deleteDoNotContact, listDoNotContact } from "../do-not-contact";
import { toDoNotContactEntry } from "../entry-serialize";

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
    "Suppresses an email address, a phone number or a domain (with its subdomains) across the workspace, from the moment it answers: the engine checks the list at every step, so no matching lead is contacted or enrolled again. It answers at once with the entry and a job (type `do_not_contact`, as `job`) that sets every matching lead not yet dnc to dnc (each fires `lead.status_changed`) and ends their active campaign enrollments (state suppressed), in batches; its end fires `job.completed`, and GET /jobs/{job_id} follows it (`result`: `leads_marked_dnc`, `enrollments_ended`). 409 when the entry exists.",
  request: { body: jsonBody(CreateDoNotContactBody) },
  responses: {
    201: jsonContent(
      DoNotContactCreated,
      "The entry, and the job that applies it to the leads already there.",
    ),
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
    wakeJobRunners();
    return c.json(created, 201);
  });
  api.openapi(deleteRoute, async (c) => {
    const { entry_id } = c.req.valid("param");
    await deleteDoNotContact(c.var.deps.db, c.var.auth.workspaceId, entry_id);
    return c.body(null, 204);
  });
}
