import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PublicEnv } from "../../http/env";
import { registerAnalytics } from "./analytics";
import { registerWhoAmI } from "./api-key/get";
import { registerJobs } from "./jobs";
import { registerLeadLists } from "./lead-lists";
import { registerListLeads } from "./leads/list";
import { registerUpdateLead } from "./leads/update";
import { registerProspectSearch } from "./prospect-search";
import { registerWebhookEndpoints } from "./webhook-endpoints";

export type PublicApi = OpenAPIHono<PublicEnv>;

export function registerPublicRoutes(api: PublicApi) {
  registerWhoAmI(api);
  registerLeadLists(api);
  registerListLeads(api);
  registerJobs(api);
  registerProspectSearch(api);
  registerAnalytics(api);
  registerUpdateLead(api);
  registerWebhookEndpoints(api);
}
