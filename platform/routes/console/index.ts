import type { ConsoleApi } from "./api";
import { registerCreateApiKey } from "./api-keys/create";
import { registerListApiKeys } from "./api-keys/list";
import { registerRevokeApiKey } from "./api-keys/revoke";
import { registerRollApiKey } from "./api-keys/roll";
import { registerApiKeyUsage } from "./api-keys/usage";
import { registerListAuditEvents } from "./audit-events/list";
import { registerRevokeConsoleKey } from "./console-key/revoke";
import { registerRollConsoleKey } from "./console-key/roll";
import { registerMe } from "./me/get";
import { registerListMembers } from "./members/list";
import { registerUpdateMember } from "./members/update";
import { registerSearchList } from "./prospecting/search-list";
import { registerSavedSearches } from "./saved-searches";
import { registerIssueSessionKey } from "./session-key/create";
import { registerSignIn } from "./sessions/create";
import { registerSignOut } from "./sessions/delete";
import { registerUpdateWorkspace } from "./workspace/update";

export function registerConsoleRoutes(api: ConsoleApi) {
  registerSignIn(api);
  registerSignOut(api);
  registerIssueSessionKey(api);
  registerMe(api);
  registerListApiKeys(api);
  registerCreateApiKey(api);
  registerRevokeApiKey(api);
  registerRollApiKey(api);
  registerApiKeyUsage(api);
  registerRollConsoleKey(api);
  registerRevokeConsoleKey(api);
  registerListMembers(api);
  registerUpdateMember(api);
  registerUpdateWorkspace(api);
  registerListAuditEvents(api);
  registerSavedSearches(api);
  registerSearchList(api);
}
