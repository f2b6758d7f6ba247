import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { z as zod } from "zod";
import { ResourceId } from "../../../contract/inputs";
import {
  isProviderCredentialField,
  PROVIDER_CREDENTIAL_SENTENCE,
} from "../../auth/provider-credentials";
import { ValidationError } from "../../http/errors";
import { toValidationIssues, validationHook } from "../../http/validation";

export const TAG = "Copilot";

/** A thread id in the path: one that cannot exist is a 404, as any unknown id. */
export const ThreadParams = z.object({
  thread_id: ResourceId.meta({
    description: "The thread_id the reply stream's first event carried.",
    example: "thr_8kT3pW6zQ1mX5cV2",
  }),
});

type ParseResult = Parameters<typeof validationHook>[0];

/**
 * The platform's 422, except that a body member naming a provider key or a model setting
 * (api_key, openai_api_key, model, provider…) is told why it is refused, not only that it is
 * unknown: the platform resolves the provider and model itself.
 */
export function copilotBodyHook(result: ParseResult, c: Context): undefined {
  if (result.success || result.target !== "json") return validationHook(result, c);
  const issues = toValidationIssues("body", result.error.issues as zod.core.$ZodIssue[]);
  for (const issue of issues) {
    const [, field, ...deeper] = issue.loc;
    const credential =
      issue.type === "extra_forbidden" &&
      deeper.length === 0 &&
      typeof field === "string" &&
      isProviderCredentialField(field);
    if (!credential) continue;
    issue.msg = `Remove ${JSON.stringify(field)}. ${PROVIDER_CREDENTIAL_SENTENCE}`;
    issue.type = "credential_forbidden";
  }
  throw new ValidationError(issues);
}
