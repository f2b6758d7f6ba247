import type { PublicApi } from "../index";
import { registerGetCredits } from "./credits";

export function registerAnalytics(api: PublicApi) {
  registerGetCredits(api);
}
