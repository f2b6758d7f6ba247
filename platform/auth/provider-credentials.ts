import { validationError } from "../http/errors";

/**
 * The spec's rule 8: the service's own API key is the only credential the API accepts; an
 * AI-provider key or model credential is never accepted in a request and never returned (the
 * platform resolves the provider and model itself). These tell such credentials apart from the
 * service's keys (sk_live_…, sk_test_…, with underscores), by header name and by value shape.
 */

/**
 * Shapes of the common providers' keys: OpenAI (sk-…, sk-proj-…), Anthropic (sk-ant-…),
 * Google (AIza…), Groq (gsk_…), xAI (xai-…), Hugging Face (hf_…). A prefixed `sk-` is enough:
 * nothing of the service's starts with it, and a shortened key ("sk-ant-…") is still one.
 */
const PROVIDER_KEY_SOURCE =
  "(?<![A-Za-z0-9_-])(?:sk-[^\\s\"'<>()\\[\\]{},;]{3,}|AIza[0-9A-Za-z_-]{20,}|gsk_[0-9A-Za-z]{20,}|xai-[0-9A-Za-z]{20,}|hf_[0-9A-Za-z]{20,})";

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
