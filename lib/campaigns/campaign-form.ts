import { z } from "zod";
import {
  CreateCampaignBody,
  DEFAULT_CAMPAIGN_STEPS,
  STEP_CHANNELS,
  type StepChannel,
} from "@/contract/campaigns";
import { stateLabel } from "../words";

/** A step's channel in words; the words of every channel are in lib/words. */
export const CHANNEL_LABELS = Object.fromEntries(
  STEP_CHANNELS.map((c) => [c, stateLabel("channel", c)]),
) as Record<StepChannel, string>;

/** Any channel in words, one the console does not know yet included. */
export const channelLabel = (channel: string) => stateLabel("channel", channel);

/**
 * The create form's own shape: what a person types. The wait is typed into a number field
 * (a string until parsed), and "no folder" is the empty choice of the folder select. The
 * form asks only for what must be filled in; the sequence's limits (whole days, at most
 * MAX_STEP_WAIT_DAYS) are the platform's, whose 422 lands on the step's field, so one rule
 * holds for the console and every other client.
 */
export const CampaignFormSchema = z.object({
  name: CreateCampaignBody.shape.name,
  folder_id: z.string(),
  steps: z
    .array(
      z.object({
        channel: z.enum(STEP_CHANNELS, { error: "Choose a channel." }),
        wait_days: z.preprocess(
          (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
          z.number({ error: "Give the wait in days." }),
        ),
      }),
    )
    .min(1, "Add at least one step."),
});
export type CampaignFormInput = z.input<typeof CampaignFormSchema>;
export type CampaignFormValues = z.output<typeof CampaignFormSchema>;
export type StepFormValues = { channel: StepChannel; wait_days: number | string };

/** The form a new campaign starts from: the platform's default sequence. */
export function campaignFormDefaults(): CampaignFormInput {
  return {
    name: "",
    folder_id: "",
    steps: DEFAULT_CAMPAIGN_STEPS.map((s) => ({ channel: s.channel, wait_days: s.wait_days })),
  };
}

/** The body of `POST /campaigns` from the form. */
export function toCreateCampaignBody(values: CampaignFormValues): CreateCampaignBody {
  return {
    name: values.name,
    ...(values.folder_id ? { folder_id: values.folder_id } : {}),
    steps: values.steps.map((s) => ({ channel: s.channel, wait_days: s.wait_days })),
  };
}
