import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { consoleAuth } from "./auth/console-auth";
import { PUBLIC_PREFIX, publicAuth } from "./auth/public-auth";
import type { ConsoleEnv, PlatformDeps, PublicEnv } from "./http/env";
import { ApiError, errorResponse } from "./http/errors";
import { validationHook } from "./http/validation";
import { registerConsoleRoutes } from "./routes/console";
import { registerPublicRoutes } from "./routes/public";
import { devRoutes } from "./webhooks/dev-routes";

export const MAX_BODY_BYTES = 1024 * 1024;
export const OPENAPI_PATH = `${PUBLIC_PREFIX}openapi.json`;

export function newRouter<E extends PublicEnv | ConsoleEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

/** Builds the platform: public API (API key) and console API (member session). */
export function createApp(deps: PlatformDeps) {
  const app = new OpenAPIHono<{ Variables: { deps: PlatformDeps } }>({
    defaultHook: validationHook,
  });
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => errorResponse(c, new ApiError("not_found")));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError("body_too_large");
    },
  });
  // A GET or HEAD that announces no body (no Content-Length, no Transfer-Encoding) has none to
  // limit; checking would build a full Request object (signal, headers) on every read.
  const bodiless = (c: Context) =>
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    c.req.header("content-length") === undefined &&
    c.req.header("transfer-encoding") === undefined;
  app.use("*", (c, next) => (bodiless(c) ? next() : limitBody(c, next)));
  app.get("/healthz", (c) => c.json({ ok: true }));

  const publicApi = newRouter<PublicEnv>();
  publicApi.use("*", async (c, next) => {
    if (c.req.path === OPENAPI_PATH) return next();
    return publicAuth()(c, next);
  });
  registerPublicRoutes(publicApi);
  publicApi.doc31(OPENAPI_PATH.slice(PUBLIC_PREFIX.length - 1), {
    openapi: "3.1.0",
    info: {
      title: "Outreach Platform Public API",
      version: "1.0.0",
      description: "Every operation needs an API key in X-API-Key (or Authorization: Bearer).",
    },
    servers: [{ url: PUBLIC_PREFIX.slice(0, -1) }],
  });
  publicApi.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });

  const consoleApi = newRouter<ConsoleEnv>();
  // Signing in is the one console operation without a session.
  consoleApi.use("*", async (c, next) => {
    if (c.req.method === "POST" && c.req.path === "/api/v1/console/sessions") return next();
    return consoleAuth()(c, next);
  });
  registerConsoleRoutes(consoleApi);

  app.route("/api/v1/public", publicApi);
  app.route("/api/v1/console", consoleApi);
  // The webhook test receiver and simulator: development and tests only, no API key.
  if (deps.webhooks?.allowPrivateTargets) app.route("/dev", devRoutes(deps));
  return app;
}

export type PlatformApp = ReturnType<typeof createApp>;
