import type { TemplateLead } from "@/contract/message-template";

export type PreviewLead = TemplateLead & { id: string; name: string };

/** A lead as the preview picker lists it: its template fields and a name to choose it by. */
export const toPreviewLead = (l: TemplateLead & { id: string }): PreviewLead => ({
  id: l.id,
  name: [`${l.first_name} ${l.last_name}`.trim(), l.company_name].filter(Boolean).join(", "),
  first_name: l.first_name,
  last_name: l.last_name,
  company_name: l.company_name,
  job_title: l.job_title,
  email: l.email,
});
