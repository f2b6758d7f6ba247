import { completeSteps, type StepChannel, stepWords } from "@/contract/campaigns";
import {
  renderTemplate,
  TEMPLATE_VARIABLE_LABELS,
  type TemplateLead,
  type TemplateVariable,
} from "@/contract/message-template";
import { type StepWordsValues, wordsOf } from "./campaign-form";

type FormStep = StepWordsValues & { channel: StepChannel; variants: StepWordsValues[] };

export type StepPreview = {
  subject: string | null;
  /** The message, or for a call what the caller says. */
  text: string;
  /** Variables this lead has no value for and no fallback covers, in words. */
  missing: string[];
};

/**
 * What step `index`, version `variant` (0 is A), would send to `lead`: the sequence as the
 * form holds it, completed as the platform completes it (empty words are the default words
 * of the step's place, a version's empty field is the step's own), then rendered by the
 * renderer the engine uses, so the preview is the message.
 */
export function previewStep(
  steps: readonly FormStep[],
  index: number,
  variant: number,
  lead: TemplateLead,
): StepPreview {
  const completed = completeSteps(
    steps.map((s) => ({
      channel: s.channel,
      wait_days: 0,
      ...wordsOf(s.channel, s),
      variants: s.variants.map((v) => wordsOf(s.channel, v)),
    })),
  );
  const step = completed[index];
  if (!step) return { subject: null, text: "", missing: [] };
  const words = stepWords(step, variant);
  const missing = new Set<TemplateVariable>();
  const render = (source: string | null) => {
    if (source === null) return null;
    const out = renderTemplate(source, lead);
    for (const name of out.missing) missing.add(name);
    return out.text;
  };
  const subject = render(words.subject);
  const text = render(step.channel === "call" ? words.talk_track : words.body) ?? "";
  return {
    subject,
    text,
    missing: [...missing].map((m) => TEMPLATE_VARIABLE_LABELS[m].toLowerCase()),
  };
}

/** The text with `token` put in place of the selection [start, end), and where the caret goes. */
export function insertAt(text: string, token: string, start: number, end: number) {
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
