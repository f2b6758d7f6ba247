/**
 * The words of a campaign step with variables: `{{first_name}}`, or `{{first_name|there}}` to
 * say "there" when the lead has no first name. One parser and one renderer, used by the
 * platform's validation, the engine's sends and the console's preview, so what is shown is
 * what is sent.
 */

/** The variables a step may use, each read from the lead it is sent to. */
export const TEMPLATE_VARIABLES = [
  "first_name",
  "last_name",
  "full_name",
  "company",
  "title",
  "email",
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** What each variable says, for the console's "Insert variable" menu. */
export const TEMPLATE_VARIABLE_LABELS: Record<TemplateVariable, string> = {
  first_name: "First name",
  last_name: "Last name",
  full_name: "Full name",
  company: "Company",
  title: "Job title",
  email: "Email address",
};

/** The lead as a template reads it (a lead record's fields, in the API's names). */
export type TemplateLead = {
  first_name: string;
  last_name: string;
  company_name: string;
  job_title: string;
  email: string | null;
};

export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "variable"; name: TemplateVariable; fallback: string | null };

export type TemplateProblem = { message: string };

const KNOWN = TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(", ");
const isVariable = (name: string): name is TemplateVariable =>
  (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/**
 * Splits a template into text and variables. A `{{` must close with `}}` on the same piece of
 * text and name a known variable, with an optional `|fallback`; anything else is a problem
 * whose sentence names what is wrong and lists the variables known.
 */
export function parseTemplate(
  source: string,
): { ok: true; parts: TemplatePart[] } | { ok: false; problem: TemplateProblem } {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf("{{", at);
    const strayClose = source.indexOf("}}", at);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      return {
        ok: false,
        problem: {
          message: `A "}}" at character ${strayClose + 1} closes nothing: write variables as {{first_name}}. Known variables: ${KNOWN}.`,
        },
      };
    }
    if (open === -1) {
      parts.push({ kind: "text", text: source.slice(at) });
      break;
    }
    if (open > at) parts.push({ kind: "text", text: source.slice(at, open) });
    const close = source.indexOf("}}", open + 2);
    const nextOpen = source.indexOf("{{", open + 2);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      return {
        ok: false,
        problem: {
          message: `The "{{" at character ${open + 1} is not closed with "}}". Known variables: ${KNOWN}.`,
        },
      };
    }
    const inner = source.slice(open + 2, close);
    const bar = inner.indexOf("|");
    const name = (bar === -1 ? inner : inner.slice(0, bar)).trim();
    const fallback = bar === -1 ? null : inner.slice(bar + 1).trim();
    if (!isVariable(name)) {
      return {
        ok: false,
        problem: {
          message: `${name ? `{{${name}}} is not a variable` : "A {{ }} names no variable"}. Known variables: ${KNOWN}; add a fallback after a bar, as in {{first_name|there}}.`,
        },
      };
    }
    parts.push({ kind: "variable", name, fallback });
    at = close + 2;
  }
  return { ok: true, parts };
}

/** A sentence for the first problem of a template, or null when it is well formed. */
export function templateProblem(source: string): string | null {
  const parsed = parseTemplate(source);
  return parsed.ok ? null : parsed.problem.message;
}

/** The value of each variable for one lead ("" when the lead has none). */
function leadValues(lead: TemplateLead): Record<TemplateVariable, string> {
  const first = lead.first_name.trim();
  const last = lead.last_name.trim();
  return {
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(" "),
    company: lead.company_name.trim(),
    title: lead.job_title.trim(),
    email: (lead.email ?? "").trim(),
  };
}

export type Rendered = {
  text: string;
  /** Variables the lead has no value for and no fallback covers: they rendered empty. */
  missing: TemplateVariable[];
};

/**
 * The template written out for one lead. A variable the lead lacks takes its fallback, or
 * nothing (and is reported in `missing`, so the preview can say so). A template that does not
 * parse is returned as written: the platform refuses those at the door, so only a preview of
 * text being typed meets one.
 */
export function renderTemplate(source: string, lead: TemplateLead): Rendered {
  const parsed = parseTemplate(source);
  if (!parsed.ok) return { text: source, missing: [] };
  const values = leadValues(lead);
  const missing: TemplateVariable[] = [];
  const text = parsed.parts
    .map((p) => {
      if (p.kind === "text") return p.text;
      const value = values[p.name];
      if (value) return value;
      if (p.fallback !== null) return p.fallback;
      if (!missing.includes(p.name)) missing.push(p.name);
      return "";
    })
    .join("");
  return { text, missing };
}
