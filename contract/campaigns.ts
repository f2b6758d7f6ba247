import { z } from "zod";
import { defaultStepCopy } from "./default-step-copy";
import { OffsetQuery, Timestamp } from "./envelopes";
import { NON_BLANK_TEXT_PATTERN } from "./input-patterns";
import { ResourceId, text } from "./inputs";
import { TEMPLATE_VARIABLES, templateProblem } from "./message-template";

/** The channels a campaign step sends on. */
export const STEP_CHANNELS = ["email", "sms", "network", "call"] as const;
export type StepChannel = (typeof STEP_CHANNELS)[number];

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "stopped", "finished"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const MAX_CAMPAIGN_STEPS = 20;
const MAX_STEP_WAIT_DAYS = 90;
export const CAMPAIGN_NAME_MAX = 200;

const channelError = (issue: { input?: unknown }) =>
  issue.input === undefined
    ? `Choose a channel: ${STEP_CHANNELS.join(", ")}.`
    : `Channel ${JSON.stringify(issue.input)} is not one of ${STEP_CHANNELS.join(", ")}.`;
export const StepChannel = z.enum(STEP_CHANNELS, { error: channelError });

const SUBJECT_MAX = 200;
/** The longest body a step may send, by channel (a text message of ten segments, a network note). */
const BODY_MAX: Record<Exclude<StepChannel, "call">, number> = {
  email: 10_000,
  sms: 1_600,
  network: 1_000,
};
const TALK_TRACK_MAX = 5_000;
/** Variants a step may hold besides its own words (B, C and D). */
export const MAX_STEP_VARIANTS = 3;
export const VARIANT_LABELS = ["A", "B", "C", "D"] as const;

const KNOWN_VARIABLES = TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(", ");

const templateText = (what: string, max: number) =>
  text()
    .trim()
    .min(1, `Write the ${what}, or leave it out to get the default words.`)
    .max(max, `Keep the ${what} to ${max} characters or fewer.`);

const SubjectInput = templateText("subject", SUBJECT_MAX).meta({
  description: `Email steps only: the subject line, at most ${SUBJECT_MAX} characters. Variables in double braces (${KNOWN_VARIABLES}), with a fallback after a bar for a lead without the value: {{first_name|there}}.`,
  example: "Quick question for {{company|your team}}",
});
const BodyInput = templateText("body", BODY_MAX.email).meta({
  description: `Email, text and network steps: the message, at most ${BODY_MAX.email} characters for email, ${BODY_MAX.sms} for a text message, ${BODY_MAX.network} for a network message. Same variables as the subject.`,
  example: "Hi {{first_name|there}},\n\nWould a 15-minute call next week be useful?",
});
const TalkTrackInput = templateText("talk track", TALK_TRACK_MAX).meta({
  description: `Call steps only: what the caller says after the greeting, at most ${TALK_TRACK_MAX} characters. Same variables as the subject.`,
  example:
    "We help teams like {{company|yours}} book more meetings. Would a short walkthrough be useful?",
});

const StepWordsInput = {
  subject: SubjectInput.optional(),
  body: BodyInput.optional(),
  talk_track: TalkTrackInput.optional(),
};

const StepVariantInput = z.object(StepWordsInput).strict().meta({
  id: "CampaignStepVariantInput",
  description:
    "Another version of the step's words, to test against them. A field left out is the step's own.",
});

const WORD_FIELDS = ["subject", "body", "talk_track"] as const;
type WordField = (typeof WORD_FIELDS)[number];
/** Which words a channel sends. */
export const CHANNEL_FIELDS: Record<StepChannel, readonly WordField[]> = {
  email: ["subject", "body"],
  sms: ["body"],
  network: ["body"],
  call: ["talk_track"],
};
const FIELD_NAMES: Record<WordField, string> = {
  subject: "subject",
  body: "body",
  talk_track: "talk track",
};
const CHANNEL_NAMES: Record<StepChannel, string> = {
  email: "An email",
  sms: "A text message",
  network: "A network message",
  call: "A call",
};

/** Refuses words the channel does not send, words over its limit, and broken variables. */
function checkWords(
  channel: StepChannel,
  words: Partial<Record<WordField, string>>,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  for (const field of WORD_FIELDS) {
    const value = words[field];
    if (value === undefined) continue;
    if (!CHANNEL_FIELDS[channel].includes(field)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, field],
        message: `${CHANNEL_NAMES[channel]} step has no ${FIELD_NAMES[field]}; it sends ${CHANNEL_FIELDS[channel].map((f) => `a ${FIELD_NAMES[f]}`).join(" and ")}.`,
      });
      continue;
    }
    if (field === "body" && channel !== "call" && channel !== "email") {
      const max = BODY_MAX[channel];
      if (value.length > max) {
        ctx.addIssue({
          code: "custom",
          path: [...path, field],
          message: `Keep ${CHANNEL_NAMES[channel].toLowerCase()} to ${max} characters or fewer.`,
        });
        continue;
      }
    }
    const problem = templateProblem(value);
    if (problem) ctx.addIssue({ code: "custom", path: [...path, field], message: problem });
  }
}

export const CampaignStepInput = z
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
    ...StepWordsInput,
    variants: z
      .array(StepVariantInput)
      .max(MAX_STEP_VARIANTS, `Keep a step to ${MAX_STEP_VARIANTS} variants besides its own words.`)
      .optional()
      .meta({
        description: `Up to ${MAX_STEP_VARIANTS} other versions of the step's words (B, C, D). Each lead gets one version, chosen evenly and for good; its messages and calls record which.`,
      }),
  })
  .strict()
  .superRefine((step, ctx) => {
    checkWords(step.channel, step, [], ctx);
    step.variants?.forEach((v, i) => {
      checkWords(step.channel, v, ["variants", i], ctx);
    });
  })
  .meta({
    id: "CampaignStepInput",
    description:
      "A step of the sequence. Words left out get default words (a first touch, a follow-up or a break-up note, by its place), written into the step.",
    example: {
      channel: "email",
      wait_days: 0,
      subject: "Quick question for {{company|your team}}",
      body: "Hi {{first_name|there}},\n\nWould a 15-minute call next week be useful?",
    },
  });
export type CampaignStepInput = z.infer<typeof CampaignStepInput>;

const StepVariant = z
  .object({
    label: z.enum(VARIANT_LABELS).meta({ description: "B, C or D, in order." }),
    subject: z.string().nullable(),
    body: z.string().nullable(),
    talk_track: z.string().nullable(),
  })
  .meta({ id: "CampaignStepVariant" });
export const CampaignStep = z
  .object({
    channel: StepChannel,
    wait_days: z.number().int(),
    subject: z
      .string()
      .nullable()
      .meta({ description: "Email steps: the subject line (variant A)." }),
    body: z
      .string()
      .nullable()
      .meta({ description: "Email, text and network steps: the message (variant A)." }),
    talk_track: z.string().nullable().meta({ description: "Call steps: what the caller says." }),
    variants: z.array(StepVariant).meta({
      description: "The step's other versions (B, C, D); empty when it is not tested.",
    }),
  })
  .meta({
    id: "CampaignStep",
    example: {
      channel: "email",
      wait_days: 0,
      subject: "Quick question for {{company|your team}}",
      body: "Hi {{first_name|there}},\n\nWould a 15-minute call next week be useful?",
      talk_track: null,
      variants: [],
    },
  });
export type CampaignStep = z.infer<typeof CampaignStep>;

/** A step as stored: older rows have no words (they get the defaults when read). */
export type StoredStep = {
  channel: StepChannel;
  wait_days: number;
  subject?: string | null;
  body?: string | null;
  talk_track?: string | null;
  variants?: { subject?: string | null; body?: string | null; talk_track?: string | null }[];
};

/**
 * The sequence with every step's words: its own where written, the default words of its
 * place otherwise; a variant's missing field is the step's own. Used on the way in (so the
 * defaults are written into the step) and on every read (steps stored before words existed),
 * by the API and the engine alike.
 */
export function completeSteps(steps: readonly StoredStep[]): CampaignStep[] {
  const counts = new Map<StepChannel, number>();
  for (const s of steps) counts.set(s.channel, (counts.get(s.channel) ?? 0) + 1);
  // Words written by hand anywhere in the sequence: a default never repeats them (a step
  // added after a written break-up note gets other words, not the same note again).
  const used = new Set<string>();
  for (const s of steps) for (const f of WORD_FIELDS) if (s[f]) used.add(s[f]!);
  const seen = new Map<StepChannel, number>();
  return steps.map((s) => {
    const nth = seen.get(s.channel) ?? 0;
    seen.set(s.channel, nth + 1);
    const fields = CHANNEL_FIELDS[s.channel];
    const written = fields.some((f) => s[f]);
    const defaults = written
      ? defaultStepCopy(s.channel, nth, counts.get(s.channel)!)
      : unusedDefault(s.channel, nth, counts.get(s.channel)!, used);
    const own = (f: WordField) => (fields.includes(f) ? (s[f] ?? defaults[f]) : null);
    const words = { subject: own("subject"), body: own("body"), talk_track: own("talk_track") };
    for (const f of WORD_FIELDS) if (words[f]) used.add(words[f]!);
    return {
      channel: s.channel,
      wait_days: s.wait_days,
      ...words,
      variants: (s.variants ?? []).slice(0, MAX_STEP_VARIANTS).map((v, i) => {
        const field = (f: WordField) => (fields.includes(f) ? (v[f] ?? words[f]) : null);
        return {
          label: VARIANT_LABELS[i + 1]!,
          subject: field("subject"),
          body: field("body"),
          talk_track: field("talk_track"),
        };
      }),
    };
  });
}

/**
 * The default words of the step's place, or, when those are already in the sequence, the
 * first follow-up words that are not.
 */
function unusedDefault(channel: StepChannel, nth: number, count: number, used: Set<string>) {
  const fresh = (c: ReturnType<typeof defaultStepCopy>) =>
    !WORD_FIELDS.some((f) => c[f] !== null && used.has(c[f]));
  const first = defaultStepCopy(channel, nth, count);
  if (fresh(first)) return first;
  for (let k = 1; k <= MAX_CAMPAIGN_STEPS * 2; k++) {
    const candidate = defaultStepCopy(channel, k, Number.POSITIVE_INFINITY);
    if (fresh(candidate)) return candidate;
  }
  return first;
}

/** The words of variant `variant` (0 is A) of a completed step. */
export function stepWords(step: CampaignStep, variant: number) {
  const v = variant === 0 ? undefined : step.variants[variant - 1];
  return v ?? { subject: step.subject, body: step.body, talk_track: step.talk_track };
}

/** The sequence a campaign gets when it is created without `steps` (words by completeSteps). */
export const DEFAULT_CAMPAIGN_STEPS: StoredStep[] = [
  { channel: "email", wait_days: 0 },
  { channel: "call", wait_days: 2 },
  { channel: "email", wait_days: 3 },
];

const CampaignSteps = z
  .array(CampaignStepInput)
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
      description:
        "Changes the sequence, also while the campaign runs: new words and waits apply to the steps each lead has not run yet. A step some lead has already run cannot be removed, moved or change channel, nor a step leads are waiting for be removed (409 with a sentence); a stopped or finished campaign cannot change (409).",
    }),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, {
    message: "Send a new name, folder_id or steps.",
  })
  .meta({ id: "UpdateCampaignRequest", minProperties: 1 });
export type UpdateCampaignBody = z.infer<typeof UpdateCampaignBody>;

export const CloneCampaignBody = z
  .object({
    name: CampaignName.optional().meta({
      description: "The copy's name; by default the campaign's name followed by \" (copy)\".",
    }),
  })
  .strict()
  .meta({ id: "CloneCampaignRequest", example: { name: "Spring outreach, second wave" } });
export type CloneCampaignBody = z.infer<typeof CloneCampaignBody>;

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
