import type { RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { PUBLIC_PREFIX } from "../../auth/public-auth";
import { errorResponses } from "../../http/openapi";

/**
 * Phone-number import moved from /phone-numbers/byo/* to /phone-numbers/import/* with
 * unchanged bodies (spec, versioning). The earlier paths still work, run by the same routes,
 * and every answer of theirs, errors included, says `Deprecation: true` and links to its
 * successor. Paths here are relative to the public API's base, /api/v1/public.
 */

export const IMPORT_STEPS = ["search", "confirm", "outbound-profile"] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export const importPath = (step: ImportStep) => `/phone-numbers/import/${step}` as const;
const byoPath = (step: ImportStep) => `/phone-numbers/byo/${step}` as const;

const API_BASE = PUBLIC_PREFIX.slice(0, -1);
/** Where the middleware is mounted on the platform's app: before authentication. */
export const BYO_PREFIX = `${API_BASE}/phone-numbers/byo/`;

function successorLink(step: ImportStep): string {
  return `<${API_BASE}${importPath(step)}>; rel="successor-version"`;
}

const isImportStep = (value: string): value is ImportStep =>
  (IMPORT_STEPS as readonly string[]).includes(value);

/**
 * Mounted on the app ahead of every other public middleware, so that what they answer (401
 * without a key, 403, 429, 503 past the deadline, 405) carries the headers too.
 */
export function deprecatedImportPaths(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const step = c.req.path.slice(BYO_PREFIX.length);
    if (!isImportStep(step)) return;
    c.res.headers.set("Deprecation", "true");
    c.res.headers.set("Link", successorLink(step));
  };
}

/** Every status the public document gives a write with a body (public-document.ts). */
const EVERY_WRITE_STATUS = [400, 401, 402, 403, 404, 409, 410, 413, 415, 422, 429, 500, 503];

function deprecationHeaders(step: ImportStep) {
  return {
    Deprecation: {
      description: "This path is deprecated; use the one in Link.",
      required: true,
      schema: { type: "string" as const, enum: ["true"] },
    },
    Link: {
      description: "The path that replaces this one.",
      required: true,
      schema: { type: "string" as const, enum: [successorLink(step)] },
    },
  };
}

/**
 * The operation at its earlier path: the same route (request, responses, handler) marked
 * deprecated, each of its responses declaring the two headers every answer carries.
 */
export function deprecatedTwin<R extends RouteConfig>(route: R, step: ImportStep): R {
  const headers = deprecationHeaders(step);
  const responses: Record<string, unknown> = {
    ...errorResponses(...EVERY_WRITE_STATUS),
    ...route.responses,
  };
  const withHeaders = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      { ...(response as object), headers },
    ]),
  );
  return {
    ...route,
    path: byoPath(step),
    operationId: `${route.operationId}_byo`,
    deprecated: true,
    summary: `${route.summary} (earlier path)`,
    description: `Deprecated: use POST ${importPath(step)}, which takes the same body and gives the same answers. Every answer here carries \`Deprecation: true\` and a Link to that path.\n\n${route.description}`,
    responses: withHeaders,
  } as R;
}
