import { z } from "zod";

export const VariantFigures = z
  .object({
    variant: z.string().meta({ description: "A (the step's own words), B, C or D." }),
    sent: z.number().int().meta({
      description: "Leads this version was sent to (for a call step: calls placed).",
    }),
    replies: z.number().int().meta({ description: "Leads who answered this version." }),
    reply_rate: z.number().meta({
      description: "replies / sent, from 0 to 1 (0 while nothing was sent).",
      example: 0.125,
    }),
    meetings: z.number().int().meta({
      description:
        "Meetings that came from this version: booked after a reply to it, or during its call.",
    }),
  })
  .meta({ id: "CampaignVariantFigures" });
export type VariantFigures = z.infer<typeof VariantFigures>;

export const StepFigures = z
  .object({
    step_index: z.number().int().meta({ description: "0 for the first step." }),
    channel: z.string(),
    variants: z.array(VariantFigures).meta({
      description: "One entry per version of the step's words, A first.",
    }),
  })
  .meta({ id: "CampaignStepFigures" });
export type StepFigures = z.infer<typeof StepFigures>;

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
        "Enrollments that ended: sequence completed, replied, meeting booked, bounced, unsubscribed, suppressed, status changed, unreachable, stopped or failed.",
    }),
    failed: z.number().int().meta({
      description:
        "Enrollments set aside because their step kept failing (each with its failure_reason).",
    }),
    credits_spent: z.number().int().meta({ description: "Credits its messages and calls cost." }),
    skipped: z.number().int().meta({
      description:
        "Steps passed over because the lead has no address on their channel: nothing sent or charged (by reason: GET /campaigns/{campaign_id}/skips).",
    }),
    skipped_at_enrollment: z.number().int().meta({
      description:
        "Leads kept out when enrolled: do-not-contact, or active or replied in another campaign.",
    }),
    ended_by_status_change: z.number().int().meta({
      description: "Enrollments ended because someone changed the lead's status since enrollment.",
    }),
    unreachable: z.number().int().meta({
      description: "Enrollments whose every step was skipped: no address on any of its channels.",
    }),
    steps: z.array(StepFigures).meta({
      description:
        "Figures per step of the current sequence and per version of its words, to see which version wins.",
    }),
  })
  .meta({ id: "CampaignAnalytics" });
export type CampaignAnalytics = z.infer<typeof CampaignAnalytics>;
