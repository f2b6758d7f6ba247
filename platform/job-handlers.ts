import { doNotContactJobHandler } from "./do-not-contact/do-not-contact-job";
import type { JobHandler } from "./jobs/job-handler";
import { leadEnrichmentHandler } from "./leads/public/lead-lists/enrichment-job";
import { prospectImportHandler } from "./prospecting/prospect-import";

/** Every kind of background job the platform runs. */
export const JOB_HANDLERS: JobHandler[] = [
  prospectImportHandler,
  leadEnrichmentHandler,
  doNotContactJobHandler,
];
