import type { Context } from "hono";
import { resolveClientAddress } from "../../contract/forwarded-for";
import { socketAddress } from "../rate-limit/middleware";

/** Loopback: the embedded console runs on the platform's host. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1/8", "::1/128"];

/** The request's client: its socket peer, or what a trusted proxy says in X-Forwarded-For. */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustedProxies);
}
