import type { PublicApi } from "../../http/env";
import { registerGetCampaignAnalytics } from "./campaign";
import { registerGetCredits } from "./credits";

export function registerAnalytics(api: PublicApi) {
  registerGetCredits(api);
  registerGetCampaignAnalytics(api);
}
