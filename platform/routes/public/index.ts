import { registerAnalytics } from "./analytics";
import type { PublicApi } from "./api";
import { registerWhoAmI } from "./api-key/get";
import { registerCampaignActivity } from "./campaign-activity";
import { registerCampaignFolders } from "./campaign-folders";
import { registerCampaigns } from "./campaigns";
import { registerConnectedAccounts } from "./connected-accounts";
import { registerCopilot } from "./copilot";
import { registerDoNotContact } from "./do-not-contact";
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
  registerCampaignFolders(api);
  registerCampaigns(api);
  registerCampaignActivity(api);
  registerConnectedAccounts(api);
  registerDoNotContact(api);
  registerCopilot(api);
}
