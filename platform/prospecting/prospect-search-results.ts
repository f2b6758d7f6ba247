import { eq, sql } from "drizzle-orm";
import type { ProspectResult } from "../../contract/prospect-search";
import { campaignEnrollments } from "../campaigns";
import type { Db } from "../db/client";
import { leads } from "../leads";
import { revealedSeq } from "./prospect-reveals";
import { prospectSearchPreviews as previews, prospects } from "./tables";

type PreviewRef = { id: string; workspaceId: string; leadListId: string };

export type PreviewResultRow = ProspectResult;

/**
 * Positions [from, to) of a preview's result set, in order, as results: contact fields only
 * where the workspace has paid for them (in any preview, import or bulk enrichment);
 * `in_list`, `lead_list_count` and `campaign_count` as of now (each an index lookup on
 * `leads_ws_prospect_idx`, and for campaigns on `campaign_enrollments_lead_idx`).
 */
export async function readPreviewResults(
  db: Db,
  preview: PreviewRef,
  window: { from: number; to: number },
): Promise<PreviewResultRow[]> {
  if (window.to <= window.from) return [];
  // Postgres arrays count from 1 and slices include both ends.
  const slice = sql`unnest((select ${previews.matchedSeqs}[${window.from + 1}::int:${window.to}::int]
    from ${previews} where ${previews.id} = ${preview.id})) with ordinality as u(seq, pos)`;
  const rows = await db
    .select({
      pos: sql<number>`u.pos`.mapWith(Number),
      id: prospects.id,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      jobTitle: prospects.jobTitle,
      jobLevel: prospects.jobLevel,
      jobFunction: prospects.jobFunction,
      companyName: prospects.companyName,
      domain: prospects.domain,
      industry: prospects.industry,
      city: prospects.city,
      state: prospects.state,
      country: prospects.country,
      headquartersCountry: prospects.headquartersCountry,
      employeeCount: prospects.employeeCount,
      revenueBucket: prospects.revenueBucket,
      monthlyWebTraffic: prospects.monthlyWebTraffic,
      fundedAt: prospects.fundedAt,
      fundingType: prospects.fundingType,
      foundedOn: prospects.foundedOn,
      email: prospects.email,
      phone: prospects.phone,
      networkUrl: prospects.networkUrl,
      paid: revealedSeq(preview.workspaceId, sql`u.seq`),
      inList: sql<boolean>`exists (select 1 from ${leads}
        where ${leads.leadListId} = ${preview.leadListId} and ${leads.prospectId} = ${prospects.id})`,
      leadListCount: sql<number>`(select count(*) from ${leads}
        where ${leads.workspaceId} = ${preview.workspaceId} and ${leads.prospectId} = ${prospects.id})`.mapWith(
        Number,
      ),
      campaignCount: sql<number>`(select count(distinct ${campaignEnrollments.campaignId})
        from ${leads} join ${campaignEnrollments} on ${campaignEnrollments.leadId} = ${leads.id}
        where ${leads.workspaceId} = ${preview.workspaceId} and ${leads.prospectId} = ${prospects.id})`.mapWith(
        Number,
      ),
    })
    .from(slice)
    .innerJoin(prospects, eq(prospects.seq, sql`u.seq`))
    .orderBy(sql`u.pos`);

  return rows.map((row) => {
    const enriched = Boolean(row.paid);
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      job_title: row.jobTitle,
      job_level: row.jobLevel,
      job_function: row.jobFunction,
      company_name: row.companyName,
      domain: row.domain,
      industry: row.industry,
      city: row.city,
      state: row.state,
      country: row.country,
      headquarters_country: row.headquartersCountry,
      employee_count: row.employeeCount,
      revenue_bucket: row.revenueBucket,
      monthly_web_traffic: row.monthlyWebTraffic,
      funded_at: row.fundedAt === "" ? null : row.fundedAt,
      funding_type: row.fundingType,
      founded_on: row.foundedOn,
      in_list: Boolean(row.inList),
      lead_list_count: row.leadListCount,
      campaign_count: row.campaignCount,
      enriched,
      ...(enriched ? { email: row.email, phone: row.phone, network_url: row.networkUrl } : {}),
    };
  });
}
