import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";
import { NON_BLANK_TEXT_PATTERN } from "./input-patterns";
import { ResourceId, text } from "./inputs";

/** The channels a campaign step sends on. */
export const STEP_CHANNELS = ["email", "sms", "network", "call"] as const;
export type StepChannel = (typeof STEP_CHANNELS)[number];

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "stopped", "finished"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const MAX_CAMPAIGN_STEPS = 20;
export const MAX_STEP_WAIT_DAYS = 90;
export const CAMPAIGN_NAME_MAX = 200;

const channelError = (issue: { input?: unknown }) =>
  issue.input === undefined
    ? `Choose a channel: ${STEP_CHANNELS.join(", ")}.`
    : `Channel ${JSON.stringify(issue.input)} is not one of ${STEP_CHANNELS.join(", ")}.`;
export const StepChannel = z.enum(STEP_CHANNELS, { error: channelError });

export const CampaignStep = z
  .object({
    channel: StepChannel,
    wait_days: z
      .number()
      .int("Write the wait as a whole number of days.")
      .min(0, "A wait cannot be negative.")
      .max(MAX_STEP_WAIT_DAYS, `Keep a wait to ${MAX_STEP_WAIT_DAYS} days or fewer.`)
      .meta({
        description:
          "Days to wait before this step: after enrollment (or launch) for the first step, after the previous step for the others.",
      }),
  })
  .strict()
  .meta({ id: "CampaignStep", example: { channel: "email", wait_days: 0 } });
export type CampaignStep = z.infer<typeof CampaignStep>;

/** The sequence a campaign gets when it is created without `steps`. */
export const DEFAULT_CAMPAIGN_STEPS: CampaignStep[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

const CampaignSteps = z
  .array(CampaignStep)
  .max(MAX_CAMPAIGN_STEPS, `Keep a sequence to ${MAX_CAMPAIGN_STEPS} steps or fewer.`);

const CampaignName = text()
  .trim()
  .min(1, "Give the campaign a name.")
  .max(CAMPAIGN_NAME_MAX, `Keep the name to ${CAMPAIGN_NAME_MAX} characters or fewer.`)
  .meta({ pattern: NON_BLANK_TEXT_PATTERN });

const FolderIdInput = ResourceId.meta({
  description:
    "A folder of the workspace, from GET /campaign-folders; any other value is a 422 at this field.",
});

export const Campaign = z
  .object({
    id: z.string(),
    name: z.string(),
    folder_id: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    steps: z.array(CampaignStep),
    paused_reason: z.string().nullable().meta({
      description:
        "Why the platform paused the campaign (for example, the credits ran out); null when a member paused it or it is not paused.",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
    launched_at: Timestamp.nullable(),
    paused_at: Timestamp.nullable(),
    stopped_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
  })
  .meta({ id: "Campaign" });
export type Campaign = z.infer<typeof Campaign>;

export const CreateCampaignBody = z
  .object({
    name: CampaignName,
    folder_id: FolderIdInput.nullable().optional(),
    steps: CampaignSteps.optional().meta({
      description: `The sequence, run in order for every enrolled lead. When omitted: ${DEFAULT_CAMPAIGN_STEPS.map((s) => `${s.channel} after ${s.wait_days} days`).join(", then ")}.`,
    }),
  })
  .strict()
  .meta({
    id: "CreateCampaignRequest",
    example: {
      name: "Q4 enterprise outreach",
      steps: [
        { channel: "email", wait_days: 0 },
        { channel: "call", wait_days: 2 },
      ],
    },
  });
export type CreateCampaignBody = z.infer<typeof CreateCampaignBody>;

export const UpdateCampaignBody = z
  .object({
    name: CampaignName.optional(),
    folder_id: FolderIdInput.nullable().optional().meta({
      description: "A folder of the workspace, or null to take the campaign out of its folder.",
    }),
    steps: CampaignSteps.optional().meta({
      description: "Changes the sequence; only while the campaign is a draft (409 otherwise).",
    }),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, {
    message: "Send a new name, folder_id or steps.",
  })
  .meta({ id: "UpdateCampaignRequest", minProperties: 1 });
export type UpdateCampaignBody = z.infer<typeof UpdateCampaignBody>;

export const CampaignsQuery = OffsetQuery.extend({
  folder_id: ResourceId.optional(),
  status: z
    .enum(CAMPAIGN_STATUSES, {
      error: (issue) =>
        `Status ${JSON.stringify(issue.input)} is not one of ${CAMPAIGN_STATUSES.join(", ")}.`,
    })
    .optional(),
});

export const CampaignFolder = z
  .object({ id: z.string(), name: z.string(), created_at: Timestamp })
  .meta({ id: "CampaignFolder" });
export type CampaignFolder = z.infer<typeof CampaignFolder>;

export const CreateCampaignFolderBody = z
  .object({
    name: text()
      .trim()
      .min(1, "Give the folder a name.")
      .max(CAMPAIGN_NAME_MAX, `Keep the name to ${CAMPAIGN_NAME_MAX} characters or fewer.`)
      .meta({ pattern: NON_BLANK_TEXT_PATTERN }),
  })
  .strict()
  .meta({ id: "CreateCampaignFolderRequest" });
