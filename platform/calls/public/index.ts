import type { PublicApi } from "../../http/env";
import { registerCreateCall } from "./create";
import { registerGetCall } from "./get";
import { registerListCalls } from "./list";
import { registerGetCallRecording } from "./recording";

export function registerCalls(api: PublicApi) {
  registerListCalls(api);
  registerCreateCall(api);
  registerGetCall(api);
  registerGetCallRecording(api);
}
