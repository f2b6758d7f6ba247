import { z } from "zod";

export const CampaignAnalytics = z
  .object({
    campaign_id: z.string(),
    enrolled: z.number().int().meta({ description: "Leads in the campaign." }),
    active: z.number().int().meta({ description: "Enrollments still in the sequence." }),
    contacted: z.number().int().meta({ description: "Leads at least one step has reached." }),
    replies: z.number().int().meta({ description: "Leads who replied on any channel." }),
    meetings: z.number().int().meta({ description: "Meetings booked." }),
    calls: z.number().int().meta({ description: "Calls placed." }),
    bounces: z.number().int().meta({ description: "Leads whose message bounced." }),
    unsubscribes: z.number().int().meta({ description: "Leads who unsubscribed." }),
    finished: z.number().int().meta({
      description:
        "Enrollments that ended: sequence completed, replied, meeting booked, bounced, unsubscribed, suppressed, stopped or failed.",
    }),
    failed: z.number().int().meta({
      description:
        "Enrollments set aside because their step kept failing (each with its failure_reason).",
    }),
    credits_spent: z.number().int().meta({ description: "Credits its messages and calls cost." }),
  })
  .meta({ id: "CampaignAnalytics" });
export type CampaignAnalytics = z.infer<typeof CampaignAnalytics>;
