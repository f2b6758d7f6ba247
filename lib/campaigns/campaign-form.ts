import { z } from "zod";
import {
  type CampaignStep,
  type CampaignStepInput,
  CHANNEL_FIELDS,
  CreateCampaignBody,
  completeSteps,
  DEFAULT_CAMPAIGN_STEPS,
  STEP_CHANNELS,
  type StepChannel,
} from "@/contract/campaigns";
import { templateProblem } from "@/contract/message-template";
import { stateLabel } from "../words";

/** A step's channel in words; the words of every channel are in lib/words. */
export const CHANNEL_LABELS = Object.fromEntries(
  STEP_CHANNELS.map((c) => [c, stateLabel("channel", c)]),
) as Record<StepChannel, string>;

/** Any channel in words, one the console does not know yet included. */
export const channelLabel = (channel: string) => stateLabel("channel", channel);

/**
 * A step's words as typed: each field checked as the platform checks it (known variables,
 * closed braces), so a mistake shows on the field before anything is sent. The lengths are
 * the platform's (its 422 lands on the same field).
 */
const words = z.string().superRefine((value, ctx) => {
  const problem = value.trim() ? templateProblem(value) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
const StepWordsForm = { subject: words, body: words, talk_track: words };

/**
 * The create form's own shape: what a person types. The wait is typed into a number field
 * (a string until parsed), and "no folder" is the empty choice of the folder select. The
 * form asks only for what must be filled in; the sequence's limits (whole days, at most
 * MAX_STEP_WAIT_DAYS) are the platform's, whose 422 lands on the step's field, so one rule
 * holds for the console and every other client. Words left empty get the default words.
 */
export const StepsFormSchema = z
  .array(
    z.object({
      channel: z.enum(STEP_CHANNELS, { error: "Choose a channel." }),
      wait_days: z.preprocess(
        (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
        z.number({ error: "Give the wait in days." }),
      ),
      ...StepWordsForm,
      variants: z.array(z.object(StepWordsForm)),
    }),
  )
  .min(1, "Add at least one step.");

export const CampaignFormSchema = z.object({
  name: CreateCampaignBody.shape.name,
  folder_id: z.string(),
  steps: StepsFormSchema,
});
export type CampaignFormInput = z.input<typeof CampaignFormSchema>;
export type CampaignFormValues = z.output<typeof CampaignFormSchema>;
export type StepWordsValues = { subject: string; body: string; talk_track: string };
export type StepFormValues = StepWordsValues & {
  channel: StepChannel;
  wait_days: number | string;
  variants: StepWordsValues[];
};

const wordsToForm = (w: {
  subject: string | null;
  body: string | null;
  talk_track: string | null;
}): StepWordsValues => ({
  subject: w.subject ?? "",
  body: w.body ?? "",
  talk_track: w.talk_track ?? "",
});

/** A campaign's steps as the step builder edits them: every word shown, to be changed. */
export function stepsToForm(steps: readonly CampaignStep[]): StepFormValues[] {
  return steps.map((s) => ({
    channel: s.channel,
    wait_days: s.wait_days,
    ...wordsToForm(s),
    variants: s.variants.map(wordsToForm),
  }));
}

/** The form a new campaign starts from: the platform's default sequence, with its words. */
export function campaignFormDefaults(): CampaignFormInput {
  return { name: "", folder_id: "", steps: stepsToForm(completeSteps(DEFAULT_CAMPAIGN_STEPS)) };
}

/** The words a channel sends, empty ones left out (the platform writes the default words). */
export function wordsOf(channel: StepChannel, w: StepWordsValues) {
  const out: Partial<StepWordsValues> = {};
  for (const field of CHANNEL_FIELDS[channel]) {
    const value = w[field].trim();
    if (value) out[field] = value;
  }
  return out;
}

/** The `steps` of a create or update body from the form's steps. */
export function toStepsBody(steps: z.output<typeof StepsFormSchema>): CampaignStepInput[] {
  return steps.map((s) => ({
    channel: s.channel,
    wait_days: s.wait_days,
    ...wordsOf(s.channel, s),
    ...(s.variants.length ? { variants: s.variants.map((v) => wordsOf(s.channel, v)) } : {}),
  }));
}

/** The body of `POST /campaigns` from the form. */
export function toCreateCampaignBody(values: CampaignFormValues): CreateCampaignBody {
  return {
    name: values.name,
    ...(values.folder_id ? { folder_id: values.folder_id } : {}),
    steps: toStepsBody(values.steps),
  };
}
