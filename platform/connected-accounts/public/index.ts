import type { PublicApi } from "../../http/env";
import { registerConnectAccount } from "./create";
import { registerSendingDefaults } from "./defaults";
import { registerGetConnectedAccount } from "./get";
import { registerListConnectedAccounts } from "./list";
import { registerUpdateConnectedAccount } from "./update";

/** Connected accounts: an admin area for every method (spec), reads included. */
export function registerConnectedAccounts(api: PublicApi) {
  registerListConnectedAccounts(api);
  registerConnectAccount(api);
  // Before /connected-accounts/{account_id}, which would otherwise take "defaults" as an id.
  registerSendingDefaults(api);
  registerGetConnectedAccount(api);
  registerUpdateConnectedAccount(api);
}
