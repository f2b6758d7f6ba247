import { createRoute, z } from "@hono/zod-openapi";
import { ResourceId } from "../../../contract/inputs";
import { Job } from "../../../contract/lead-lists";
import { toJob } from "../../db/serialize";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findJob } from "./job-queries";

const route = createRoute({
  method: "get",
  path: "/jobs/{job_id}",
  operationId: "public_get_job",
  tags: ["Jobs"],
  summary: "Get a job",
  description: "A job's status, progress and result counts.",
  request: { params: z.object({ job_id: ResourceId }) },
  responses: {
    200: jsonContent(Job, "The job."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetJob(api: PublicApi) {
  api.openapi(route, async (c) => {
    const row = await findJob(c.var.deps.db, c.var.auth.workspaceId, c.req.valid("param").job_id);
    if (!row) throw new ApiError("job_not_found");
    return c.json(toJob(row), 200);
  });
}
