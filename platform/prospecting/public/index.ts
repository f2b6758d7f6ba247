import type { PublicApi } from "../../http/env";
import { registerCountProspects } from "./count";
import { registerImportPreview } from "./import";
import { registerSuggestJobTitles } from "./job-titles";
import { registerProspectMemberships } from "./memberships";
import { registerCreatePreview } from "./preview-create";
import { registerGetPreview } from "./preview-get";

export function registerProspectSearch(api: PublicApi) {
  registerCreatePreview(api);
  registerGetPreview(api);
  registerImportPreview(api);
  registerCountProspects(api);
  registerSuggestJobTitles(api);
  registerProspectMemberships(api);
}
