import { doNotContactJobHandler } from "../data/do-not-contact-job";
import { leadEnrichmentHandler } from "../routes/public/lead-lists/enrichment-job";
import type { JobHandler } from "./job-handler";
import { prospectImportHandler } from "./prospect-import";

/** Every kind of background job the platform runs. */
export const JOB_HANDLERS: JobHandler[] = [
  prospectImportHandler,
  leadEnrichmentHandler,
  doNotContactJobHandler,
];
