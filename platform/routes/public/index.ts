import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PublicEnv } from "../../http/env";
import { registerWhoAmI } from "./api-key/get";
import { registerJobs } from "./jobs";
import { registerLeadLists } from "./lead-lists";
import { registerListLeads } from "./leads/list";

export type PublicApi = OpenAPIHono<PublicEnv>;

export function registerPublicRoutes(api: PublicApi) {
  registerWhoAmI(api);
  registerLeadLists(api);
  registerListLeads(api);
  registerJobs(api);
}
