import { z } from "zod";
import { ENROLLMENT_STATES } from "./campaign-enrollments";
import { CAMPAIGN_STATUSES } from "./campaigns";
import { Timestamp } from "./envelopes";
import { Lead } from "./lead-lists";

/** A lead's page shows at most this many of its campaigns, newest enrollment first. */
export const LEAD_CAMPAIGNS_SHOWN = 20;

export const LeadCampaign = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    enrollment_state: z.enum(ENROLLMENT_STATES).meta({
      description: "Where the lead is in this campaign's sequence.",
    }),
    enrolled_at: Timestamp,
  })
  .meta({ id: "LeadCampaign" });
export type LeadCampaign = z.infer<typeof LeadCampaign>;

/**
 * One lead with what a person answering it needs beside the conversation (platform addition):
 * where it is reached, its lead list, and the campaigns it is enrolled in.
 */
export const LeadDetail = Lead.extend({
  phone: z.string().nullable().meta({ description: "From the lead's prospect, when known." }),
  lead_list: z.object({ id: z.string(), name: z.string() }),
  campaigns: z.array(LeadCampaign).meta({
    description: `The campaigns the lead is enrolled in, newest enrollment first, at most ${LEAD_CAMPAIGNS_SHOWN}.`,
  }),
}).meta({ id: "LeadDetail" });
export type LeadDetail = z.infer<typeof LeadDetail>;
