import type { PublicApi } from "../api";
import { registerGetCredits } from "./credits";

export function registerAnalytics(api: PublicApi) {
  registerGetCredits(api);
}
