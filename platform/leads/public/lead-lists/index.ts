import type { PublicApi } from "../../../http/env";
import { registerCreateLeadList } from "./create";
import { registerDeleteLeadList } from "./delete";
import { registerEnrichLeadList } from "./enrich";
import { registerEstimateLeadListEnrichment } from "./enrichment-estimate";
import { registerGetLeadList } from "./get";
import { registerListLeadLists } from "./list";
import { registerRemoveLeadListLeads } from "./remove-leads";
import { registerUpdateLeadList } from "./update";

export function registerLeadLists(api: PublicApi) {
  registerListLeadLists(api);
  registerCreateLeadList(api);
  registerGetLeadList(api);
  registerEnrichLeadList(api);
  registerEstimateLeadListEnrichment(api);
  registerUpdateLeadList(api);
  registerDeleteLeadList(api);
  registerRemoveLeadListLeads(api);
}
