import type { Context } from "hono";
import { socketAddress } from "../rate-limit/middleware";
import { resolveClientAddress } from "./forwarded-for";

/** Loopback: the embedded console runs on the platform's host. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1/8", "::1/128"];

/** The request's client: its socket peer, or what a trusted proxy says in X-Forwarded-For. */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustedProxies);
}
