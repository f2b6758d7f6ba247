/** What the connected-accounts feature offers the other features; they import it from here only. */
export { toConnectedAccount } from "./account-serialize";
export { accountsByIds, missingCapability } from "./connected-accounts";
export type { SenderAccount } from "./sending-accounts";
export {
  addDailySends,
  loadSendingRules,
  lockDailySends,
  nextSendingDaySql,
  poolSends,
  stepChannelsOf,
} from "./sending-accounts";
export { connectedAccounts, workspaceSendingDefaults } from "./tables";
