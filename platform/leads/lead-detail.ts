import { sql } from "drizzle-orm";
import { LEAD_CAMPAIGNS_SHOWN, type LeadDetail } from "../../contract/lead-detail";
import { withoutProviderKeys } from "../auth/provider-credentials";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { iso } from "../http/time";
import { shownLeadFields } from "./lead-serialize";

type LeadDetailRow = {
  id: string;
  lead_list_id: string;
  lead_list_name: string;
  prospect_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  job_title: string;
  company_name: string;
  status: LeadDetail["status"];
  created_at: Date | string;
};

type LeadCampaignRow = {
  id: string;
  name: string;
  status: LeadDetail["campaigns"][number]["status"];
  enrollment_state: LeadDetail["campaigns"][number]["enrollment_state"];
  enrolled_at: Date | string;
};

const time = (value: Date | string) => iso(new Date(value));

/**
 * The workspace's lead with its list, the phone of its prospect, and its newest campaigns
 * (through the enrollments' lead index); undefined when the workspace has no such lead.
 */
export async function findLeadDetail(
  db: Db,
  workspaceId: string,
  leadId: string,
): Promise<LeadDetail | undefined> {
  const [lead] = await sqlRows<LeadDetailRow>(
    db,
    sql`select l.id, l.lead_list_id, ll.name as lead_list_name, l.prospect_id, l.first_name,
        l.last_name, l.email, p.phone, l.job_title, l.company_name, l.status, l.created_at
      from leads l
      join lead_lists ll on ll.id = l.lead_list_id
      left join prospects p on p.id = l.prospect_id
      where l.workspace_id = ${workspaceId} and l.id = ${leadId}`,
  );
  if (!lead) return undefined;
  const campaigns = await sqlRows<LeadCampaignRow>(
    db,
    sql`select c.id, c.name, c.status, e.state as enrollment_state, e.enrolled_at
      from campaign_enrollments e join campaigns c on c.id = e.campaign_id
      where e.lead_id = ${leadId} and e.workspace_id = ${workspaceId}
      order by e.enrolled_at desc, c.id desc
      limit ${LEAD_CAMPAIGNS_SHOWN}`,
  );
  const { lead_list_name, created_at, ...fields } = lead;
  return {
    ...shownLeadFields(fields),
    phone: withoutProviderKeys(fields.phone),
    created_at: time(created_at),
    lead_list: { id: lead.lead_list_id, name: lead_list_name },
    campaigns: campaigns.map((c) => ({ ...c, enrolled_at: time(c.enrolled_at) })),
  };
}
