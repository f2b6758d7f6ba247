import { sql } from "drizzle-orm";
import { MEMBERSHIPS_LIMIT, type ProspectMemberships } from "../../contract/prospect-memberships";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { iso } from "../http/time";

type ListRow = {
  lead_list_id: string;
  lead_list_name: string;
  lead_id: string;
  lead_status: ProspectMemberships["lead_lists"][number]["lead_status"];
  added_at: Date | string;
  total: number;
};
type CampaignRow = {
  campaign_id: string;
  campaign_name: string;
  campaign_status: ProspectMemberships["campaigns"][number]["campaign_status"];
  lead_id: string;
  enrollment_state: string;
  enrolled_at: Date | string;
  total: number;
};

const asIso = (value: Date | string) => iso(new Date(value));

/**
 * The lists and campaigns of the workspace a prospect is in, newest first, at most
 * MEMBERSHIPS_LIMIT of each with their totals; undefined when the corpus has no such
 * prospect. The prospect's leads are found through `leads_ws_prospect_idx` and their
 * enrollments through `campaign_enrollments_lead_idx`, so it costs what the prospect's own
 * memberships cost, whatever the workspace's size.
 */
export async function prospectMemberships(
  db: Db,
  workspaceId: string,
  prospectId: string,
): Promise<ProspectMemberships | undefined> {
  const [exists] = await sqlRows<{ id: string }>(
    db,
    sql`select id from prospects where id = ${prospectId}`,
  );
  if (!exists) return undefined;
  const lists = await sqlRows<ListRow>(
    db,
    sql`select ll.id as lead_list_id, ll.name as lead_list_name, l.id as lead_id,
        l.status as lead_status, l.created_at as added_at, count(*) over ()::int as total
      from leads l join lead_lists ll on ll.id = l.lead_list_id
      where l.workspace_id = ${workspaceId} and l.prospect_id = ${prospectId}
      order by l.created_at desc, l.id
      limit ${MEMBERSHIPS_LIMIT}::int`,
  );
  const campaigns = await sqlRows<CampaignRow>(
    db,
    sql`select c.id as campaign_id, c.name as campaign_name, c.status as campaign_status,
        e.lead_id, e.state as enrollment_state, e.enrolled_at, count(*) over ()::int as total
      from leads l
      join campaign_enrollments e on e.lead_id = l.id
      join campaigns c on c.id = e.campaign_id
      where l.workspace_id = ${workspaceId} and l.prospect_id = ${prospectId}
      order by e.enrolled_at desc, c.id, e.lead_id
      limit ${MEMBERSHIPS_LIMIT}::int`,
  );
  return {
    prospect_id: prospectId,
    lead_lists: lists.map(({ total: _, added_at, ...row }) => ({
      ...row,
      added_at: asIso(added_at),
    })),
    lead_lists_total: Number(lists[0]?.total ?? 0),
    campaigns: campaigns.map(({ total: _, enrolled_at, ...row }) => ({
      ...row,
      enrolled_at: asIso(enrolled_at),
    })),
    campaigns_total: Number(campaigns[0]?.total ?? 0),
  };
}
