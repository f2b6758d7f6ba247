import { z } from "zod";
import { Timestamp } from "./envelopes";
import { ResourceId, text } from "./inputs";
import { LEAD_STATUSES } from "./lead-lists";

const MAX_LEAD_IDS_PER_ENROLLMENT = 1000;

/** JSON Schema for "this member is given" (a `oneOf` of two states "exactly one of them"). */
const exactly = (name: string) => ({ properties: { [name]: {} }, required: [name] });

/**
 * What an enrollment's state means: active runs on; the others ended it. replied: the lead
 * answered, in this campaign or anywhere since it was enrolled (the inbox, another campaign);
 * meeting_booked: a meeting with the lead settled the sequence (booked by anyone);
 * suppressed: do-not-contact, or the lead became dnc, unsubscribed or bounced elsewhere;
 * status_changed: someone changed the lead's status since it was enrolled; unreachable: every
 * step was skipped, the lead having no address on any of the sequence's channels; failed: its
 * step kept failing and was set aside (see failure_reason), holding back no other lead.
 */
export const ENROLLMENT_STATES = [
  "active",
  "completed",
  "replied",
  "meeting_booked",
  "bounced",
  "unsubscribed",
  "suppressed",
  "status_changed",
  "unreachable",
  "stopped",
  "failed",
] as const;

/**
 * Why a lead was kept out of a campaign at enrollment: on the do-not-contact list (or dnc,
 * unsubscribed, bounced), active in another campaign, or replied in another campaign.
 */
export const ENROLL_SKIP_REASONS = [
  "do_not_contact",
  "active_elsewhere",
  "replied_elsewhere",
] as const;
export type EnrollSkipReason = (typeof ENROLL_SKIP_REASONS)[number];

/**
 * Why a step was passed over for a lead: the lead has no address on its channel (email: no
 * email address; text and call: no phone number; network: no profile).
 */
const STEP_SKIP_REASONS = ["no_email", "no_phone", "no_profile"] as const;
export type StepSkipReason = (typeof STEP_SKIP_REASONS)[number];

export const SKIP_REASONS = [...ENROLL_SKIP_REASONS, ...STEP_SKIP_REASONS] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** How many of the skipped leads an enrollment's answer names. */
export const SKIPPED_LEADS_SHOWN = 25;
export type EnrollmentState = (typeof ENROLLMENT_STATES)[number];

export const EnrollLeadsBody = z
  .object({
    lead_list_id: ResourceId.optional().meta({
      description:
        "Enrolls every lead of this list of the workspace (404 when it is not one). Bulk write tier: 60 requests a minute per key, in its own bucket.",
    }),
    lead_ids: z
      .array(ResourceId)
      .min(1, "Choose at least one lead to enroll.")
      .max(
        MAX_LEAD_IDS_PER_ENROLLMENT,
        `Enroll at most ${MAX_LEAD_IDS_PER_ENROLLMENT} leads by id at a time; enroll a lead list for more.`,
      )
      .optional()
      .meta({
        description:
          "Leads of the workspace; any that is not one makes the request a 404 and enrolls nothing. Default tier.",
      }),
    include_engaged_elsewhere: z.boolean().optional().meta({
      description:
        "Enroll leads that are active in another campaign or replied in one too. Default false: they are skipped and counted in `skipped_by_reason`. Leads that may not be contacted are skipped whatever this says.",
    }),
    dry_run: z.boolean().optional().meta({
      description:
        "Default false. true: nothing is enrolled or recorded; the answer says what the same request would do now (the preview the console shows before enrolling).",
    }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const given = [body.lead_list_id, body.lead_ids].filter((v) => v !== undefined).length;
    if (given === 1) return;
    ctx.addIssue({
      code: "custom",
      path: given === 0 ? [] : ["lead_ids"],
      message:
        given === 0
          ? "Send either lead_list_id or lead_ids."
          : "Send lead_list_id or lead_ids, not both.",
    });
  })
  .meta({
    id: "EnrollLeadsRequest",
    description: "Exactly one of `lead_list_id` and `lead_ids`.",
    oneOf: [exactly("lead_list_id"), exactly("lead_ids")],
    example: { lead_list_id: "ll_8kT3pW6zQ1mX5cV2", include_engaged_elsewhere: false },
  });
export type EnrollLeadsBody = z.infer<typeof EnrollLeadsBody>;

export const SkippedLead = z
  .object({
    lead_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string(),
    reason: z.enum(ENROLL_SKIP_REASONS),
    other_campaign: z.object({ id: z.string(), name: z.string() }).nullable().meta({
      description: "The campaign the lead is active in or replied to; null for do_not_contact.",
    }),
  })
  .meta({ id: "SkippedLead" });
export type SkippedLead = z.infer<typeof SkippedLead>;

export const EnrollmentCounts = z
  .object({
    enrolled: z.number().int().meta({
      description: "Leads newly enrolled by this request (with dry_run: that it would enroll).",
    }),
    already_enrolled: z.number().int().meta({
      description: "Leads that were in the campaign already: left as they were.",
    }),
    skipped: z.number().int().meta({
      description: "Leads not enrolled, for the reasons in `skipped_by_reason`.",
    }),
    skipped_by_reason: z
      .object({
        do_not_contact: z.number().int().meta({
          description:
            "On the do-not-contact list or with status dnc, unsubscribed or bounced: never enrolled.",
        }),
        active_elsewhere: z.number().int().meta({
          description:
            "Still in the sequence of another campaign (unless include_engaged_elsewhere).",
        }),
        replied_elsewhere: z.number().int().meta({
          description:
            "Replied in another campaign, or a meeting was booked there (unless include_engaged_elsewhere).",
        }),
      })
      .meta({
        description: "Each lead counts once, under the first reason that applies in this order.",
      }),
    skipped_leads: z.array(SkippedLead).meta({
      description: `The first ${SKIPPED_LEADS_SHOWN} skipped leads, by reason then name.`,
    }),
    dry_run: z.boolean().meta({ description: "true: nothing was enrolled or recorded." }),
  })
  .meta({
    id: "EnrollmentCounts",
    example: {
      enrolled: 23,
      already_enrolled: 1,
      skipped: 1,
      skipped_by_reason: { do_not_contact: 0, active_elsewhere: 1, replied_elsewhere: 0 },
      skipped_leads: [
        {
          lead_id: "lead_4fR8sT2vW6yZ0bN3",
          first_name: "Dana",
          last_name: "Reyes",
          company_name: "Northwind",
          reason: "active_elsewhere",
          other_campaign: { id: "cmp_7hJ2kL9mN4pQ6rS1", name: "Q3 outbound" },
        },
      ],
      dry_run: false,
    },
  });
export type EnrollmentCounts = z.infer<typeof EnrollmentCounts>;

export const StepSkip = z
  .object({
    step_index: z.number().int().meta({ description: "The step passed over (from 0)." }),
    reason: z.enum(STEP_SKIP_REASONS),
    skipped_at: Timestamp,
  })
  .meta({ id: "StepSkip" });
export type StepSkip = z.infer<typeof StepSkip>;

export const Enrollment = z
  .object({
    lead_id: z.string(),
    campaign_id: z.string(),
    state: z.enum(ENROLLMENT_STATES),
    current_step: z.number().int().meta({
      description: "Steps run or skipped so far; the index (from 0) of the next step while active.",
    }),
    next_step_at: Timestamp.nullable().meta({
      description:
        "When the next step is due (the wait before it compressed by the platform's simulation speed); null while the campaign is a draft or once the enrollment ended.",
    }),
    last_step_at: Timestamp.nullable(),
    enrolled_at: Timestamp,
    ended_at: Timestamp.nullable(),
    attempts: z.number().int().meta({
      description:
        "Failed tries of the step due: it is retried after a delay, and set aside as failed after the last try.",
    }),
    failure_reason: z.string().nullable().meta({
      description:
        "Why the step due failed, while it is retried and once the enrollment failed; null otherwise.",
    }),
    skipped_steps: z.array(StepSkip).meta({
      description:
        "Steps passed over because the lead has no address on their channel (nothing sent or charged), in step order.",
    }),
    lead: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      company_name: z.string(),
      status: z.enum(LEAD_STATUSES),
    }),
  })
  .meta({
    id: "CampaignEnrollment",
    description: "A lead in a campaign; it has no id of its own (the campaign and lead_id).",
  });
export type Enrollment = z.infer<typeof Enrollment>;

export const CampaignTriggerBody = z
  .object({
    lead_id: ResourceId.optional().meta({
      description: "A lead of the workspace (404 when it is not one).",
    }),
    email: text()
      .trim()
      .toLowerCase()
      .email("Enter a valid email address.")
      .max(254)
      .optional()
      .meta({
        description:
          "The lead with this email (the newest, if several); a new lead when none has it.",
      }),
    first_name: text().trim().max(100).optional(),
    last_name: text().trim().max(100).optional(),
    company_name: text().trim().max(200).optional(),
    job_title: text().trim().max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const given = [body.lead_id, body.email].filter((v) => v !== undefined).length;
    if (given === 1) return;
    ctx.addIssue({
      code: "custom",
      path: given === 0 ? [] : ["email"],
      message: given === 0 ? "Send either lead_id or email." : "Send lead_id or email, not both.",
    });
  })
  .meta({
    id: "CampaignTriggerRequest",
    description:
      "Exactly one of `lead_id` and `email`; the name fields are used only when a new lead is made.",
    oneOf: [exactly("lead_id"), exactly("email")],
    example: { email: "dana@example.com", first_name: "Dana" },
  });
export type CampaignTriggerBody = z.infer<typeof CampaignTriggerBody>;

export const CampaignTriggerResult = z
  .object({
    lead_id: z.string().meta({ description: "The lead's public id." }),
    lead_created: z.boolean(),
    enrollment: z.enum(["enrolled", "already_enrolled", "skipped"]).meta({
      description:
        "skipped: the lead is on the do-not-contact list or dnc, unsubscribed or bounced.",
    }),
  })
  .meta({
    id: "CampaignTriggerResult",
    description: "Carries the lead's public id as lead_id and no workflow_id (spec, versioning).",
  });
export type CampaignTriggerResult = z.infer<typeof CampaignTriggerResult>;

const CampaignSkipReasonCount = z
  .object({
    reason: z.enum(SKIP_REASONS),
    stage: z.enum(["enrollment", "step"]).meta({
      description: "enrollment: the lead was kept out; step: one of its steps was passed over.",
    }),
    leads: z.number().int().meta({ description: "Leads skipped for this reason." }),
    skips: z.number().int().meta({
      description: "Times it happened: a lead passed over at two steps counts twice.",
    }),
  })
  .meta({ id: "CampaignSkipReasonCount" });

export const CampaignSkips = z
  .object({
    campaign_id: z.string(),
    reasons: z.array(CampaignSkipReasonCount).meta({
      description: "Every reason, enrollment reasons first, with zeros where nothing was skipped.",
    }),
  })
  .meta({ id: "CampaignSkips" });
export type CampaignSkips = z.infer<typeof CampaignSkips>;
