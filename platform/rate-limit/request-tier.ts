import type { Context } from "hono";
import { MAX_BODY_BYTES } from "../http/body-limit";
import { CAMPAIGN_ENROLLMENT_PATH, tierFor } from "./tiers";

/** The body's first MAX_BODY_BYTES + 1 bytes at most, read from a copy (the route reads it again). */
async function peekJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES || !request.body) return undefined;
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= MAX_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  // Not awaited: a tee branch's cancel settles only once the other branch (the route's) is
  // done too, which is after this returns.
  reader.cancel().catch(() => {});
  // Too large: the body limit refuses it (413); until then it counts as what it may be.
  if (size > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The tier of a request whose key passed every check. Only campaign enrollment needs its body
 * for that (a lead list is a bulk write, lead ids are not), so only it is peeked at, and only
 * once the caller is known: an unidentified caller never makes the platform read a body.
 */
export async function trustedRequestTier(c: Context, path: string) {
  if (c.req.method !== "POST" || !CAMPAIGN_ENROLLMENT_PATH.test(path)) {
    return tierFor(c.req.method, path);
  }
  return tierFor(c.req.method, path, (await peekJson(c.req.raw)) ?? null);
}
