import { OpenAPIHono } from "@hono/zod-openapi";
import { INVITATION_LINK_PATHS } from "./access/console/invitations";
import { consoleAuth } from "./auth/console-auth";
import { consoleRoles } from "./auth/console-roles";
import { PUBLIC_PREFIX, publicAuth } from "./auth/public-auth";
import { withDeadline } from "./db/request-deadline";
import { allowedMethodsOf } from "./http/allowed-methods";
import { limitBody } from "./http/body-limit";
import type { ConsoleEnv, PlatformDeps, PublicEnv } from "./http/env";
import { errorResponse } from "./http/error-response";
import { ApiError } from "./http/errors";
import { idempotentWrites } from "./http/idempotency";
import { servePublicDocument } from "./http/public-document";
import { validationHook } from "./http/validation";
import { installFieldSentences } from "./http/validation-messages";
import { BYO_PREFIX, deprecatedImportPaths } from "./phone-numbers/public/deprecated-paths";
import { headersOfUnavailable } from "./rate-limit/unavailable-headers";
import { registerConsoleRoutes } from "./routes/console";
import { registerPublicRoutes } from "./routes/public";
import { devRoutes } from "./webhooks/dev-routes";

export const OPENAPI_PATH = `${PUBLIC_PREFIX}openapi.json`;

function newRouter<E extends PublicEnv | ConsoleEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

/** Builds the platform: public API (API key) and console API (member session). */
export function createApp(deps: PlatformDeps) {
  installFieldSentences();
  const app = new OpenAPIHono<{ Variables: { deps: PlatformDeps } }>({
    defaultHook: validationHook,
  });
  app.onError((err, c) => errorResponse(c, err));
  // Filled in once every route is registered, below.
  let allowedMethods: (path: string) => string[] = () => [];
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    if (allow.length === 0) return errorResponse(c, new ApiError("not_found"));
    return errorResponse(c, new ApiError("method_not_allowed", { Allow: allow.join(", ") }));
  });
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(`${BYO_PREFIX}*`, deprecatedImportPaths());
  // The public API limits bodies after its key checks, so a 413 carries rate-limit headers too.
  app.use("/api/v1/console/*", limitBody());
  app.use("/dev/*", limitBody());
  // Answered within the deadline even when the database is away; see withDeadline.
  const deadlineMs = deps.requestDeadlineMs;
  if (deadlineMs) {
    app.use("/api/*", async (c, next) => {
      try {
        await withDeadline(deadlineMs, next);
      } catch (err) {
        // The 503 of a public request still says where its caller stands, if the limiter can.
        if (c.req.path.startsWith(PUBLIC_PREFIX)) await headersOfUnavailable(c);
        throw err;
      }
    });
  }
  app.get("/healthz", (c) => c.json({ ok: true }));

  const publicApi = newRouter<PublicEnv>();
  publicApi.use("*", async (c, next) => {
    if (c.req.path === OPENAPI_PATH) return next();
    return publicAuth()(c, next);
  });
  publicApi.use("*", limitBody());
  publicApi.use("*", idempotentWrites());
  registerPublicRoutes(publicApi);
  servePublicDocument(publicApi, OPENAPI_PATH.slice(PUBLIC_PREFIX.length - 1), {
    servers: [{ url: PUBLIC_PREFIX.slice(0, -1) }],
  });

  const consoleApi = newRouter<ConsoleEnv>();
  // Signing in needs no session.
  consoleApi.use("*", async (c, next) => {
    if (c.req.method === "POST" && c.req.path === "/api/v1/console/sessions") return next();
    // So are an invitation's preview and acceptance: its token is their credential.
    if (c.req.method === "POST" && INVITATION_LINK_PATHS.includes(c.req.path)) return next();
    return consoleAuth()(c, next);
  });
  consoleApi.use("*", async (c, next) => {
    if (!c.var.member) return next();
    return consoleRoles()(c, next);
  });
  registerConsoleRoutes(consoleApi);

  app.route("/api/v1/public", publicApi);
  app.route("/api/v1/console", consoleApi);
  // The webhook test receiver (also the demo's built-in receiver) and, for development and
  // tests only, the simulator; no API key.
  if (deps.webhooks?.allowPrivateTargets || deps.webhooks?.builtInReceiverBase) {
    app.route("/dev", devRoutes(deps));
  }
  allowedMethods = allowedMethodsOf(app.routes);
  return app;
}
