import { registerAnalytics } from "./analytics";
import type { PublicApi } from "./api";
import { registerWhoAmI } from "./api-key/get";
import { registerJobs } from "./jobs";
import { registerLeadLists } from "./lead-lists";
import { registerListLeads } from "./leads/list";
import { registerUpdateLead } from "./leads/update";
import { registerProspectSearch } from "./prospect-search";
import { registerWebhookEndpoints } from "./webhook-endpoints";

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
