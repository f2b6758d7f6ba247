import type { PublicApi } from "../../http/env";
import { registerGetJob } from "./get";
import { registerListJobs } from "./list";

export function registerJobs(api: PublicApi) {
  registerListJobs(api);
  registerGetJob(api);
}
