import { createRoute } from "@hono/zod-openapi";
import { OffsetQuery, offsetEnvelope } from "../../../contract/envelopes";
import { Job } from "../../../contract/lead-lists";
import { toJob } from "../../db/serialize";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { listJobs } from "./job-queries";

const route = createRoute({
  method: "get",
  path: "/jobs",
  operationId: "public_list_jobs",
  tags: ["Jobs"],
  summary: "List jobs",
  description: "Asynchronous operations of the workspace, newest first, in an offset envelope.",
  request: { query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Job), "A page of jobs."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListJobs(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listJobs(c.var.deps.db, c.var.auth.workspaceId, page, per_page);
    return c.json({ items: rows.map(toJob), total, page, per_page }, 200);
  });
}
