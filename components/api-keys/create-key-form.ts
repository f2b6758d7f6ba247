import { z } from "zod";
import type { CreateApiKeyBody, Scope } from "@/contract/api-keys";
import { KeyEnvironment } from "@/contract/api-keys";
import type { ValidationIssue } from "@/contract/errors";

/**
 * The create-key form's own shape (what a person chooses) and its mapping to the wire body.
 * The form offers read, write, or both; the API also accepts `all` and `*`.
 */
export const ACCESS_CHOICES = [
  {
    value: "read",
    label: "Read",
    hint: "GET, HEAD and OPTIONS requests. Cannot change anything.",
    scopes: ["read"],
  },
  {
    value: "write",
    label: "Write",
    hint: "Every other method. Does not include read.",
    scopes: ["write"],
  },
  {
    value: "read_write",
    label: "Read and write",
    hint: "Every request the key's creator may make.",
    scopes: ["read", "write"],
  },
] as const satisfies readonly { value: string; label: string; hint: string; scopes: Scope[] }[];

export const EXPIRY_CHOICES = [
  { value: "never", label: "Never" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "date", label: "On a date…" },
] as const;

const DAY_MS = 86_400_000;
const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last second of a yyyy-mm-dd day in the browser's time zone, or null if not a date. */
export function endOfLocalDay(value: string): Date | null {
  const match = DATE_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 23, 59, 59);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/** yyyy-mm-dd of a date in the browser's time zone (the date input's format). */
export function localDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function createKeyFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      label: z
        .string()
        .trim()
        .min(1, "Give the key a label.")
        .max(100, "Keep the label to 100 characters."),
      access: z.enum(ACCESS_CHOICES.map((c) => c.value)),
      environment: KeyEnvironment,
      expiry: z.enum(EXPIRY_CHOICES.map((c) => c.value)),
      expiryDate: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.expiry !== "date") return;
      const end = endOfLocalDay(values.expiryDate);
      if (!end) {
        ctx.addIssue({ code: "custom", path: ["expiryDate"], message: "Choose the expiry date." });
      } else if (end <= now()) {
        ctx.addIssue({
          code: "custom",
          path: ["expiryDate"],
          message: "Choose a date in the future.",
        });
      }
    });
}
export type CreateKeyFormValues = z.input<ReturnType<typeof createKeyFormSchema>>;

export const CREATE_KEY_DEFAULTS: CreateKeyFormValues = {
  label: "",
  access: "read",
  environment: "live",
  expiry: "never",
  expiryDate: "",
};

/** When a key made now with these choices would expire; null for never (or no date yet). */
export function expiryOf(values: Pick<CreateKeyFormValues, "expiry" | "expiryDate">, now: Date) {
  if (values.expiry === "never") return null;
  if (values.expiry === "date") return endOfLocalDay(values.expiryDate);
  return new Date(now.getTime() + Number(values.expiry) * DAY_MS);
}

/** ISO 8601 UTC with whole seconds, as the platform writes timestamps. */
const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function toCreateApiKeyBody(values: CreateKeyFormValues, now: Date): CreateApiKeyBody {
  const choice = ACCESS_CHOICES.find((c) => c.value === values.access) ?? ACCESS_CHOICES[0];
  const expires = expiryOf(values, now);
  return {
    label: values.label.trim(),
    scopes: [...choice.scopes],
    environment: values.environment,
    expires_at: expires ? isoSeconds(expires) : null,
  };
}

/** The platform names wire fields; the form's own fields are where a person fixes them. */
const FIELD_OF_WIRE: Record<string, string> = {
  label: "label",
  scopes: "access",
  environment: "environment",
  expires_at: "expiryDate",
};

export function issuesOnFormFields(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const field = issue.loc[0] === "body" ? FIELD_OF_WIRE[String(issue.loc[1])] : undefined;
    return field ? { ...issue, loc: ["body", field] } : issue;
  });
}
