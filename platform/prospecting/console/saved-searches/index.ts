import type { ConsoleApi } from "../../../http/env";
import { registerCreateSavedSearch } from "./create";
import { registerDeleteSavedSearch } from "./delete";
import { registerGetSavedSearch } from "./get";
import { registerListSavedSearches } from "./list";
import { registerUpdateSavedSearch } from "./update";

export function registerSavedSearches(api: ConsoleApi) {
  registerListSavedSearches(api);
  registerGetSavedSearch(api);
  registerCreateSavedSearch(api);
  registerUpdateSavedSearch(api);
  registerDeleteSavedSearch(api);
}
