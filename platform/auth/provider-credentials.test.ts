import { describe, expect, it } from "vitest";
import {
  isProviderCredentialField,
  isProviderCredentialHeader,
  looksLikeProviderKey,
  providerCredentialHeader,
  redactProviderKeys,
} from "./provider-credentials";

describe("AI-provider credentials (spec, authentication rule 8)", () => {
  it("tells provider keys from the service's own keys", () => {
    for (const key of [
      "sk-ant-api03-Zx9Qw7Er5Ty3",
      "sk-proj-abc123def456",
      "sk-0123456789abcdefghijklmn",
      "sk-ant-…",
      "AIzaSyA1234567890abcdefghijklmnopq",
      "gsk_0123456789abcdefghijKLMN",
    ]) {
      expect(looksLikeProviderKey(key), key).toBe(true);
    }
    for (const value of [
      "sk_live_8kT3pW6zQ1mX5cV2aB4dE6fG8hJ0kL2m",
      "sk_test_8kT3pW6zQ1mX5cV2",
      "risk-free",
      "desk-top",
      "ask-me",
      "How many credits are left?",
    ]) {
      expect(looksLikeProviderKey(value), value).toBe(false);
    }
  });

  it("ends a key where JavaScript's white space or a delimiter ends it, whatever the character", () => {
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      const ends = /\s/.test(c) || `"'<>()[]{},;`.includes(c);
      expect(looksLikeProviderKey(`sk-ab${c}d`), `U+${code.toString(16)}`).toBe(!ends);
    }
  });

  it("removes every key from a text, and says so", () => {
    expect(redactProviderKeys("mine is sk-proj-abc123def456, and (sk-ant-xyz1)")).toEqual({
      text: "mine is [key removed], and ([key removed])",
      redacted: true,
    });
    expect(redactProviderKeys("no key here")).toEqual({ text: "no key here", redacted: false });
  });

  it("names the headers and body members that carry one", () => {
    for (const name of [
      "X-OpenAI-Key",
      "X-Anthropic-Api-Key",
      "OpenAI-Api-Key",
      "X-Model-Api-Key",
      "api-key",
      "x-goog-api-key",
      "X-Provider-Token",
    ]) {
      expect(isProviderCredentialHeader(name), name).toBe(true);
    }
    for (const name of ["X-API-Key", "Authorization", "Idempotency-Key", "Content-Type"]) {
      expect(isProviderCredentialHeader(name), name).toBe(false);
    }
    for (const name of ["api_key", "openai_api_key", "anthropic_api_key", "model", "provider"]) {
      expect(isProviderCredentialField(name), name).toBe(true);
    }
    expect(isProviderCredentialField("colour")).toBe(false);
  });

  it("finds a provider key in any header's value, Authorization included", () => {
    expect(providerCredentialHeader(new Headers({ "x-api-key": "sk_live_abc" }))).toBeUndefined();
    expect(
      providerCredentialHeader(
        new Headers({ "x-api-key": "sk_live_abc", authorization: "Bearer sk-proj-abc123def456" }),
      ),
    ).toBe("authorization");
    expect(providerCredentialHeader(new Headers({ "x-custom": "sk-ant-api03-abcd" }))).toBe(
      "x-custom",
    );
  });
});
