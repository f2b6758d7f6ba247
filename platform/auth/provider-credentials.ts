import { ValidationError, validationError } from "../http/errors";

/**
 * The spec's rule 8: the service's own API key is the only credential the API accepts; an
 * AI-provider key or model credential is never accepted in a request and never returned (the
 * platform resolves the provider and model itself). These tell such credentials apart from the
 * service's keys (sk_live_…, sk_test_…, with underscores), by header name and by value shape.
 */

/**
 * JavaScript's `\s`, spelled out, so that the pattern means the same to the database's regular
 * expressions (whose `\s` follows the locale): tab, line feed, vertical tab, form feed,
 * carriage return, space, and the Unicode space separators and line terminators.
 */
const WHITE_SPACE =
  "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";

/**
 * Shapes of the common providers' keys: OpenAI (sk-…, sk-proj-…), Anthropic (sk-ant-…),
 * Google (AIza…), Groq (gsk_…), xAI (xai-…), Hugging Face (hf_…). A prefixed `sk-` is enough:
 * nothing of the service's starts with it, and a shortened key ("sk-ant-…") is still one.
 * Written so that JavaScript and Postgres read it alike (see lead-search.ts, which searches
 * leads as they are shown).
 */
export const PROVIDER_KEY_SOURCE = `(?<![A-Za-z0-9_-])(?:sk-[^${WHITE_SPACE}"'<>()\\[\\]{},;]{3,}|AIza[0-9A-Za-z_-]{20,}|gsk_[0-9A-Za-z]{20,}|xai-[0-9A-Za-z]{20,}|hf_[0-9A-Za-z]{20,})`;

export function looksLikeProviderKey(value: string): boolean {
  return new RegExp(PROVIDER_KEY_SOURCE).test(value);
}

export const REDACTED_KEY = "[key removed]";

/** The text with every provider-key-shaped run replaced, so that it is neither kept nor repeated. */
export function redactProviderKeys(value: string): { text: string; redacted: boolean } {
  let redacted = false;
  const text = value.replace(new RegExp(PROVIDER_KEY_SOURCE, "g"), () => {
    redacted = true;
    return REDACTED_KEY;
  });
  return { text, redacted };
}

/**
 * Text as the API returns it (rule 8: a provider key is never returned): every key-shaped run
 * replaced, as the Copilot does with what it keeps and answers. For records the workspace holds
 * (a lead's fields, messages that quote them), wherever they are returned.
 */
export function withoutProviderKeys<T extends string | null>(value: T): T {
  return (value === null ? value : redactProviderKeys(value).text) as T;
}

/**
 * Header names that carry a provider's key or a model credential: X-OpenAI-Key,
 * X-Anthropic-Api-Key, OpenAI-Api-Key, X-Model-Api-Key, Azure's api-key, Google's
 * x-goog-api-key, and the like.
 */
const PROVIDER_HEADER =
  /^(?:x-)?(?:openai|azure-openai|anthropic|claude|gemini|goog|google|google-ai|mistral|cohere|groq|xai|together|perplexity|huggingface|hf|llm|model|provider|ai)(?:-api)?-(?:key|token|secret|credential)s?$|^api-key$/i;

export function isProviderCredentialHeader(name: string): boolean {
  return PROVIDER_HEADER.test(name);
}

/** Body members that name a provider's key or a model setting, which the platform resolves. */
const PROVIDER_FIELD = /api[_-]?key|secret|token|credential|model|provider|openai|anthropic|llm/i;

export function isProviderCredentialField(name: string): boolean {
  return PROVIDER_FIELD.test(name);
}

export const PROVIDER_CREDENTIAL_SENTENCE =
  "The API accepts no AI-provider key or model credential: the platform resolves the AI provider and model itself, and its own API key (X-API-Key) is the only credential it takes.";

export const PROVIDER_KEY_IN_FIELD_SENTENCE = `This has the shape of an AI-provider key, which is never kept or returned. ${PROVIDER_CREDENTIAL_SENTENCE}`;

/**
 * Refuses a body whose kept words hold a provider-key-shaped text (rule 8: never accepted),
 * before anything is written: a 422 at each such field, so a client learns which to fix rather
 * than finding the text replaced. The Copilot, whose question is free text, keeps it without
 * the key instead.
 */
export function refuseProviderKeysIn(body: Record<string, unknown>, fields: readonly string[]) {
  const issues = fields.flatMap((field) => {
    const value = body[field];
    return typeof value === "string" && looksLikeProviderKey(value)
      ? [
          {
            loc: ["body", field],
            msg: PROVIDER_KEY_IN_FIELD_SENTENCE,
            type: "credential_forbidden",
          },
        ]
      : [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * The first header of the request that carries a provider credential, by name, or by value
 * (a provider-shaped key in Authorization or anywhere else); undefined when none does.
 */
export function providerCredentialHeader(headers: Headers): string | undefined {
  for (const [name, value] of headers) {
    if (isProviderCredentialHeader(name) || looksLikeProviderKey(value)) return name;
  }
  return undefined;
}

/**
 * Refuses a request that carries a provider credential in a header, before its API key is
 * even looked at: a 422 at that header, whose sentence says the platform resolves the provider.
 */
export function refuseProviderCredentials(headers: Headers) {
  const name = providerCredentialHeader(headers);
  if (name !== undefined) {
    throw validationError(["header", name], PROVIDER_CREDENTIAL_SENTENCE, "credential_forbidden");
  }
}
