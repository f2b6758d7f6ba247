import { z } from "zod";
import { CAMPAIGN_STATUSES } from "./campaigns";
import { Timestamp } from "./envelopes";
import { ResourceId } from "./inputs";
import { LEAD_STATUSES } from "./lead-lists";

/**
 * Where a prospect of the corpus already is in a workspace: the lead lists holding them as a
 * lead, and the campaigns those leads are enrolled in. The prospecting page's person panel
 * reads it; a result's `lead_list_count` and `campaign_count` say when it is worth reading.
 */

/** At most this many of each are named; the totals count them all. */
export const MEMBERSHIPS_LIMIT = 50;

export const ProspectMembershipsParams = z.object({
  prospect_id: ResourceId.meta({ description: "A prospect id, as a preview's results give it." }),
});

const ProspectListMembership = z
  .object({
    lead_list_id: z.string(),
    lead_list_name: z.string(),
    lead_id: z.string(),
    lead_status: z.enum(LEAD_STATUSES),
    added_at: Timestamp,
  })
  .meta({ id: "ProspectListMembership" });

const ProspectCampaignMembership = z
  .object({
    campaign_id: z.string(),
    campaign_name: z.string(),
    campaign_status: z.enum(CAMPAIGN_STATUSES),
    lead_id: z.string().meta({ description: "The lead (of one of the lists) that is enrolled." }),
    enrollment_state: z.string().meta({
      description:
        "active, completed, replied, bounced, unsubscribed, suppressed or stopped; clients should expect others.",
    }),
    enrolled_at: Timestamp,
  })
  .meta({ id: "ProspectCampaignMembership" });

export const ProspectMemberships = z
  .object({
    prospect_id: z.string(),
    lead_lists: z.array(ProspectListMembership).meta({
      description: `The lists holding the prospect, newest first; at most ${MEMBERSHIPS_LIMIT}.`,
    }),
    lead_lists_total: z.number().int().min(0),
    campaigns: z.array(ProspectCampaignMembership).meta({
      description: `The campaigns enrolling the prospect, newest enrollment first; at most ${MEMBERSHIPS_LIMIT}.`,
    }),
    campaigns_total: z.number().int().min(0),
  })
  .meta({
    id: "ProspectMemberships",
    example: {
      prospect_id: "pros_3kTz9qLm2XwB7aQe",
      lead_lists: [
        {
          lead_list_id: "ll_8kT3pW6zQ1mX5cV2",
          lead_list_name: "Q4 fintech",
          lead_id: "lead_5nR2xT8kW1qZ3mB7",
          lead_status: "contacted",
          added_at: "2026-11-20T09:12:00Z",
        },
      ],
      lead_lists_total: 1,
      campaigns: [
        {
          campaign_id: "cmp_2hQ7vL4pX9tK1wR6",
          campaign_name: "Q4 enterprise push",
          campaign_status: "active",
          lead_id: "lead_5nR2xT8kW1qZ3mB7",
          enrollment_state: "active",
          enrolled_at: "2026-11-21T10:00:00Z",
        },
      ],
      campaigns_total: 1,
    },
  });
export type ProspectMemberships = z.infer<typeof ProspectMemberships>;
