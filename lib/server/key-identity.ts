import { createHash } from "node:crypto";
import { type KeyIdentity, KeyIdentity as KeyIdentitySchema } from "@/contract/api-keys";
import type { ConsoleConfig } from "./config";
import { callPlatform, PUBLIC_PREFIX } from "./platform";
import { parseJson, type UpstreamAnswer, type UpstreamResult } from "./proxy/upstream";

const KEY_IDENTITY_TTL_MS = 60_000;

type Cached = { fingerprint: string; identity: KeyIdentity; expiresAt: number };
let cached: Cached | null = null;

export type KeyIdentityResult =
  | { ok: true; identity: KeyIdentity }
  | { ok: false; status: number; detail: string }
  | { ok: false; answer: UpstreamAnswer };

/**
 * Which workspace the server-held key belongs to, asked of the platform at most once a
 * minute per process. Failures are never cached, so a fixed key works on the next request.
 */
export async function serverKeyIdentity(
  config: ConsoleConfig,
  call: (config: ConsoleConfig) => Promise<UpstreamResult> = (c) =>
    callPlatform(c, `${PUBLIC_PREFIX}api-key`, { auth: { consoleKey: true } }),
  now = Date.now(),
): Promise<KeyIdentityResult> {
  const fingerprint = () =>
    createHash("sha256").update(`${config.apiBaseUrl}\n${config.apiKey}`).digest("hex");
  if (cached && cached.fingerprint === fingerprint() && cached.expiresAt > now) {
    return { ok: true, identity: cached.identity };
  }
  // The call may find the key replaced in its file and switch `config` to the replacement.
  const result = await call(config);
  if (!result.ok) return result;
  if (result.answer.status !== 200) return { ok: false, answer: result.answer };
  const parsed = KeyIdentitySchema.safeParse(parseJson(result.answer.body));
  if (!parsed.success) {
    return {
      ok: false,
      status: 502,
      detail: "The platform's answer about the console's key was not understood.",
    };
  }
  cached = {
    fingerprint: fingerprint(),
    identity: parsed.data,
    expiresAt: now + KEY_IDENTITY_TTL_MS,
  };
  return { ok: true, identity: parsed.data };
}

export function forgetServerKeyIdentity() {
  cached = null;
}
