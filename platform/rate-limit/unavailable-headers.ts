import type { Context } from "hono";
import { countByAddress } from "../auth/public-auth";
import type { PlatformDeps } from "../http/env";
import { wasCounted } from "./middleware";

/**
 * A public request answered 503 because the database did not answer in time: unless its key
 * was already counted, it is counted by address, so the 503 carries X-RateLimit-* like every
 * other response. Whatever the limiter says, the answer stays the 503 (a refusal here is not
 * the reason the request failed); a limiter that is down adds no headers.
 */
export async function headersOfUnavailable(c: Context<{ Variables: { deps: PlatformDeps } }>) {
  if (wasCounted(c)) return;
  await countByAddress(c).catch(() => {});
}
