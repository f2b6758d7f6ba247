import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";
import { text } from "./inputs";
import { Job } from "./lead-lists";

export const DNC_TYPES = ["email", "phone", "domain"] as const;
export type DncType = (typeof DNC_TYPES)[number];

/** 7 to 15 digits (E.164), with an optional leading + and spaces, dots, dashes, brackets. */
const DNC_PHONE_PATTERN = "^[+]?(?:[ ().-]*[0-9]){7,15}[ ().-]*$";
const DNC_DOMAIN_PATTERN = "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z]{2,63}$";

const reason = text().trim().max(500, "Keep the reason to 500 characters or fewer.").optional();

const EMAIL_CHECK = z.string().email();
const VALUE_RULES: Record<DncType, { test: (v: string) => boolean; message: string }> = {
  email: {
    test: (v) => EMAIL_CHECK.safeParse(v).success,
    message: "Enter a valid email address.",
  },
  phone: {
    test: (v) => new RegExp(DNC_PHONE_PATTERN).test(v),
    message: "Enter a phone number of 7 to 15 digits, e.g. +1 512 555 0142.",
  },
  domain: {
    test: (v) => new RegExp(DNC_DOMAIN_PATTERN).test(v),
    message: "Enter a domain such as example.com.",
  },
};

export const CreateDoNotContactBody = z
  .object({
    type: z.enum(DNC_TYPES, {
      error: (issue) =>
        issue.input === undefined
          ? `Choose a type: ${DNC_TYPES.join(", ")}.`
          : `Type ${JSON.stringify(issue.input)} is not one of ${DNC_TYPES.join(", ")}.`,
    }),
    value: text()
      .trim()
      .min(1, "Enter the email address, phone number or domain.")
      .max(254, "Keep the value to 254 characters or fewer.")
      .meta({
        description:
          "For email, an email address; for phone, 7 to 15 digits with an optional + and spaces, dots, dashes or brackets; for domain, a domain name such as example.com (its subdomains are covered too). Any other value for its type is a 422 here.",
      }),
    reason,
  })
  .strict()
  .superRefine((body, ctx) => {
    const rule = VALUE_RULES[body.type];
    if (!rule.test(body.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: rule.message });
  })
  .meta({
    id: "CreateDoNotContactRequest",
    description:
      "An email address, a phone number or a domain (which covers its subdomains) that the workspace never contacts.",
    example: { type: "domain", value: "competitor.example", reason: "Competitor" },
  });
export type CreateDoNotContactBody = z.infer<typeof CreateDoNotContactBody>;

export const DoNotContactEntry = z
  .object({
    id: z.string(),
    type: z.enum(DNC_TYPES),
    value: z.string().meta({
      description: "Normalised: emails and domains lower-case, phone numbers as digits only.",
    }),
    reason: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: "DoNotContactEntry" });
export type DoNotContactEntry = z.infer<typeof DoNotContactEntry>;

/** The job that applies a new entry to the leads already there; its result is below. */
export const DO_NOT_CONTACT_JOB_TYPE = "do_not_contact";

/** A do-not-contact job's `result`, as GET /jobs/{job_id} and job.completed report it. */
export const DoNotContactJobResult = z
  .object({
    entry_id: z.string(),
    leads_marked_dnc: z.number().int().meta({
      description: "Leads of the workspace the entry matched whose status it set to dnc.",
    }),
    enrollments_ended: z.number().int().meta({
      description:
        "Active campaign enrollments of matching leads that it ended (state suppressed).",
    }),
  })
  .meta({ id: "DoNotContactJobResult" });
export type DoNotContactJobResult = z.infer<typeof DoNotContactJobResult>;

export const DoNotContactCreated = DoNotContactEntry.extend({ job: Job }).meta({
  id: "DoNotContactCreated",
  description:
    "The entry, in force from now on, and `job` (type do_not_contact): the job that sets the leads already matching it to dnc and ends their active enrollments. Its `total` is the leads it looks at and its `result` a DoNotContactJobResult; follow it at /jobs/{job_id}; its end fires job.completed.",
});
export type DoNotContactCreated = z.infer<typeof DoNotContactCreated>;

export const DoNotContactQuery = OffsetQuery.extend({
  type: z
    .enum(DNC_TYPES, {
      error: (issue) =>
        `Type ${JSON.stringify(issue.input)} is not one of ${DNC_TYPES.join(", ")}.`,
    })
    .optional(),
});
