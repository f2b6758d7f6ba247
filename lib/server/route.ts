import type { NextRequest } from "next/server";
import { type ConsoleConfig, ConsoleConfigError, readConsoleConfig } from "./config";
import { jsonError, PROXY_ERRORS } from "./proxy/errors";
import { isSameOriginWrite, requestIsHttps } from "./proxy/origin";
import { activeToken, type ConsoleSession, getSession } from "./session";

/**
 * Small, composable wrappers for the console's route handlers:
 * `export const POST = route(withSameOrigin(withSession(handler)))`.
 * Each does one check and hands the next handler what it learned.
 */
export type Handler<C> = (req: NextRequest, ctx: C) => Promise<Response>;
export type RouteCtx<P> = { config: ConsoleConfig; params: P };
export type SessionCtx<P> = RouteCtx<P> & { session: ConsoleSession; token: string };
/** What Next.js passes a route handler. */
export type NextRouteContext<P> = { params: Promise<P> };

/** Reads the configuration and params; turns anything thrown into a sentence that leaks nothing. */
export function route<P>(handler: Handler<RouteCtx<P>>) {
  return async (req: NextRequest, ctx: NextRouteContext<P>): Promise<Response> => {
    let config: ConsoleConfig;
    try {
      config = readConsoleConfig();
    } catch (err) {
      if (err instanceof ConsoleConfigError) return jsonError(503, err.message);
      throw err;
    }
    try {
      return await handler(req, { config, params: await ctx.params });
    } catch (err) {
      console.error("[console] route handler failed", err);
      return jsonError(500, PROXY_ERRORS.internal);
    }
  };
}

/** Refuses a write whose Origin is not the console's own (cross-site request forgery). */
export function withSameOrigin<C extends RouteCtx<unknown>>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    if (!isSameOriginWrite(req.method, req.headers, ctx.config.origins)) {
      return jsonError(403, PROXY_ERRORS.crossOrigin);
    }
    return handler(req, ctx);
  };
}

/** Needs a signed-in member; an expired session's cookie is cleared. */
export function withSession<P>(handler: Handler<SessionCtx<P>>): Handler<RouteCtx<P>> {
  return async (req, ctx) => {
    const session = await getSession(ctx.config, { secure: requestIsHttps(req.headers, req.url) });
    const token = activeToken(session);
    if (!token) {
      if (session.token) {
        session.destroy();
        return jsonError(401, PROXY_ERRORS.sessionExpired);
      }
      return jsonError(401, PROXY_ERRORS.noSession);
    }
    return handler(req, { ...ctx, session, token });
  };
}
