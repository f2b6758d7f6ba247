import type { PublicApi } from "../../../http/env";
import { registerChannelAssignments } from "./channel-assignments";
import { registerCloneCampaign } from "./clone";
import { registerCreateCampaign } from "./create";
import { registerDeleteCampaign } from "./delete";
import { registerEnrollCampaignLeads } from "./enroll";
import { registerCampaignEnrollments } from "./enrollments";
import { registerGetCampaign } from "./get";
import { registerLaunchReadiness } from "./launch-readiness";
import { registerListCampaigns } from "./list";
import { registerCampaignTransitions } from "./transitions";
import { registerTriggerCampaign } from "./trigger";
import { registerUpdateCampaign } from "./update";

export function registerCampaigns(api: PublicApi) {
  registerListCampaigns(api);
  registerCreateCampaign(api);
  registerGetCampaign(api);
  registerUpdateCampaign(api);
  registerDeleteCampaign(api);
  registerCloneCampaign(api);
  registerCampaignTransitions(api);
  registerEnrollCampaignLeads(api);
  registerCampaignEnrollments(api);
  registerChannelAssignments(api);
  registerLaunchReadiness(api);
  registerTriggerCampaign(api);
}
