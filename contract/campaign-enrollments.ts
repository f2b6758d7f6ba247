import { z } from "zod";
import { Timestamp } from "./envelopes";
import { ResourceId, text } from "./inputs";
import { LEAD_STATUSES } from "./lead-lists";

export const MAX_LEAD_IDS_PER_ENROLLMENT = 1000;

/** JSON Schema for "this member is given" (a `oneOf` of two states "exactly one of them"). */
const exactly = (name: string) => ({ properties: { [name]: {} }, required: [name] });

/**
 * What an enrollment's state means: active runs on; the others ended it. meeting_booked: a
 * meeting with the lead settled the sequence (booked by anyone); failed: its step kept failing
 * and was set aside (see failure_reason), holding back no other lead.
 */
export const ENROLLMENT_STATES = [
  "active",
  "completed",
  "replied",
  "meeting_booked",
  "bounced",
  "unsubscribed",
  "suppressed",
  "stopped",
  "failed",
] as const;
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
    example: { lead_list_id: "ll_8kT3pW6zQ1mX5cV2" },
  });
export type EnrollLeadsBody = z.infer<typeof EnrollLeadsBody>;

export const EnrollmentCounts = z
  .object({
    enrolled: z.number().int().meta({ description: "Leads newly enrolled by this request." }),
    already_enrolled: z.number().int().meta({
      description: "Leads that were in the campaign already: left as they were.",
    }),
    skipped: z.number().int().meta({
      description:
        "Leads not enrolled because they are on the do-not-contact list or have status dnc, unsubscribed or bounced.",
    }),
  })
  .meta({ id: "EnrollmentCounts", example: { enrolled: 23, already_enrolled: 1, skipped: 1 } });
export type EnrollmentCounts = z.infer<typeof EnrollmentCounts>;

export const Enrollment = z
  .object({
    lead_id: z.string(),
    campaign_id: z.string(),
    state: z.enum(ENROLLMENT_STATES),
    current_step: z.number().int().meta({
      description: "Steps run so far; the index (from 0) of the next step while active.",
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
