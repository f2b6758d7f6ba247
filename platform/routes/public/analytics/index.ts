import type { PublicApi } from "../api";
import { registerGetCampaignAnalytics } from "./campaign";
import { registerGetCredits } from "./credits";

export function registerAnalytics(api: PublicApi) {
  registerGetCredits(api);
  registerGetCampaignAnalytics(api);
}
