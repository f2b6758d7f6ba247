/** What the connected-accounts feature offers the other features; they import it from here only. */
export { accountsByIds, missingCapability } from "./connected-accounts";
