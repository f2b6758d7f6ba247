import type { PublicApi } from "../index";
import { registerCreateLeadList } from "./create";
import { registerEnrichLeadList } from "./enrich";
import { registerGetLeadList } from "./get";
import { registerListLeadLists } from "./list";

export function registerLeadLists(api: PublicApi) {
  registerListLeadLists(api);
  registerCreateLeadList(api);
  registerGetLeadList(api);
  registerEnrichLeadList(api);
}
