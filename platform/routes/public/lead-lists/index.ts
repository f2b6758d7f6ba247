import type { PublicApi } from "../index";
import { registerCreateLeadList } from "./create";
import { registerGetLeadList } from "./get";
import { registerListLeadLists } from "./list";

export function registerLeadLists(api: PublicApi) {
  registerListLeadLists(api);
  registerCreateLeadList(api);
  registerGetLeadList(api);
}
