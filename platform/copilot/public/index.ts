import type { PublicApi } from "../../http/env";
import { registerGetCopilotSession } from "./get-session";
import { registerListCopilotSessions } from "./list-sessions";
import { registerSendCopilotMessage } from "./send-message";

export function registerCopilot(api: PublicApi) {
  registerSendCopilotMessage(api);
  registerListCopilotSessions(api);
  registerGetCopilotSession(api);
}
