import { z } from "zod";
import { CREDIT_RATES, callCredits, creditsText } from "./credit-rates";
import { OffsetQuery, Timestamp } from "./envelopes";
import { ResourceId } from "./inputs";

/**
 * Voice calls: placed by a voice agent to a lead (POST /calls, or a campaign's call step),
 * each ending with an outcome, a duration and a recording, and with call.completed.
 */

export const CALL_STATUSES = ["in_progress", "completed"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** ended: the lead answered and talked; voicemail: a message was left; no_answer: nobody picked up. */
export const CALL_OUTCOMES = ["ended", "voicemail", "no_answer"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** What placing a call costs at once: its first minute, charged as it is placed. */
export const CALL_MINIMUM_CREDITS = callCredits(0);

export const CALL_PRICE = `${creditsText(CREDIT_RATES.call_minute)} per started minute, at least one minute per call placed`;

export const Call = z
  .object({
    id: z.string(),
    lead_id: z.string(),
    lead_name: z.string().meta({ description: "The lead's first and last name." }),
    agent_id: z.string().nullable().meta({ description: "The voice agent that placed it." }),
    agent_name: z.string().nullable(),
    campaign_id: z.string().nullable().meta({
      description: "The campaign it was placed for; null for a call placed on its own.",
    }),
    campaign_name: z.string().nullable(),
    account_id: z.string().nullable().meta({
      description: "The connected phone number it was placed from; null when none was connected.",
    }),
    direction: z.enum(["outbound", "inbound"]),
    status: z.enum(CALL_STATUSES).meta({
      description: "in_progress until the call ends; then completed, with its outcome.",
    }),
    outcome: z
      .string()
      .nullable()
      .meta({
        description: `${CALL_OUTCOMES.join(", ")} (other values may come); null while in progress.`,
      }),
    duration_seconds: z.number().int().nullable().meta({
      description: "How long it lasted; null while in progress.",
    }),
    started_at: Timestamp,
    ended_at: Timestamp.nullable(),
    transcript_url: z.string().nullable().meta({
      description:
        "Address of the recording (GET /calls/{call_id}/recording); null while in progress.",
    }),
    credits: z
      .number()
      .int()
      .meta({
        description: `Credits charged for it so far (${CALL_PRICE}).`,
      }),
    simulated: z.boolean().meta({
      description: "Placed in the platform's simulated world, not through a real carrier.",
    }),
  })
  .meta({ id: "Call" });
export type Call = z.infer<typeof Call>;

export const CreateCallBody = z
  .object({
    lead_id: ResourceId.meta({ description: "The lead to call, from GET /leads." }),
    agent_id: ResourceId.meta({
      description: "The published voice agent that places the call, from GET /voice-agents.",
    }),
    account_id: ResourceId.optional().meta({
      description:
        "The phone number to call from: an account of channel phone from GET /connected-accounts; by default the workspace's first connected phone number. Any other account is a 422 at this field.",
    }),
    campaign_id: ResourceId.optional().meta({
      description: "The campaign the call counts towards, from GET /campaigns.",
    }),
  })
  .strict()
  .meta({
    id: "CreateCallRequest",
    example: { lead_id: "lead_3fK9pQ2rT7wX1yZ5", agent_id: "agent_5e0c2b7d9a41f3c8" },
  });
export type CreateCallBody = z.infer<typeof CreateCallBody>;

const enumError = (what: string, values: readonly string[]) => (issue: { input?: unknown }) =>
  `${what} ${JSON.stringify(issue.input)} is not one of ${values.join(", ")}.`;

export const CallsQuery = OffsetQuery.extend({
  lead_id: ResourceId.optional().meta({
    description: "Only calls to this lead (an id from the lead listing).",
  }),
  campaign_id: ResourceId.optional().meta({
    description: "Only calls of this campaign (an id from the campaign listing).",
  }),
  agent_id: ResourceId.optional().meta({ description: "Only calls placed by this voice agent." }),
  outcome: z.enum(CALL_OUTCOMES, { error: enumError("Outcome", CALL_OUTCOMES) }).optional(),
  status: z.enum(CALL_STATUSES, { error: enumError("Status", CALL_STATUSES) }).optional(),
});

export const RecordingCue = z
  .object({
    start_seconds: z.number().meta({ description: "When the turn starts, from the call's start." }),
    end_seconds: z.number(),
    speaker: z.enum(["agent", "lead"]),
    name: z.string().meta({ description: "The speaker's name." }),
    text: z.string(),
  })
  .meta({ id: "RecordingCue" });
export type RecordingCue = z.infer<typeof RecordingCue>;

/** The recording as JSON: the transcript's turns, timed over the call. */
export const CallRecording = z
  .object({
    call_id: z.string(),
    duration_seconds: z.number().int(),
    simulated: z.boolean(),
    cues: z.array(RecordingCue),
  })
  .meta({ id: "CallRecording" });
export type CallRecording = z.infer<typeof CallRecording>;
