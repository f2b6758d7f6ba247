import type { OpenAPIHono } from "@hono/zod-openapi";
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
} from "openapi3-ts/oas31";
import { z } from "zod";
import { ErrorBody, ValidationErrorBody } from "../../contract/errors";
import type { PublicEnv } from "./env";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "./idempotency-store";
import { ERROR_DESCRIPTIONS } from "./openapi";

/**
 * What every public operation shares, added to the generated document in one place so that a
 * route cannot forget it: the security requirement, the error statuses any operation can
 * answer, and the headers on its responses. Routes declare only what is their own (their
 * success body, a 409, a 404 without a path id).
 */

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const READ_METHODS = new Set(["get", "head", "options"]);

/**
 * Statuses the authentication, rate limit and error layers can answer for any operation; 422
 * because a header carrying an AI-provider key is refused on every one (provider-credentials.ts).
 */
const ALWAYS = [401, 402, 403, 410, 422, 429, 500, 503];
/** Statuses of reading and checking a request body. */
const WITH_BODY = [400, 413, 415, 422];

const count = (description: string): HeaderObject => ({
  description,
  required: true,
  schema: { type: "string", pattern: "^[0-9]+$" },
});

/** Reusable header objects; the rate-limit ones are on every response a request was counted for. */
const HEADER_COMPONENTS = {
  "X-RateLimit-Limit": count("Requests allowed in the current window."),
  "X-RateLimit-Remaining": count("Requests left in the current window."),
  "X-RateLimit-Reset": count("When the current window resets, as a Unix timestamp in seconds."),
  "Retry-After": count("Whole seconds to wait before retrying."),
  "X-RateLimit-Scope": {
    description:
      "Whose allowance refused the request: `own` (the key's, or the client address's before a key is trusted) or `workspace` (the workspace's enrichment limit, shared by every key of the workspace).",
    required: true,
    schema: { type: "string", enum: ["own", "workspace"] },
  },
  "Idempotent-Replayed": {
    description:
      "true when this is the kept response to an earlier request with the same Idempotency-Key.",
    required: false,
    schema: { type: "string", enum: ["true"] },
  },
} satisfies Record<string, HeaderObject>;

type HeaderName = keyof typeof HEADER_COMPONENTS;
const RATE_LIMIT_HEADERS: HeaderName[] = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
];
const ref = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

/**
 * A 500 or 503 may come from a layer that could not count the request (the key store or the
 * rate limiter itself is down), so there the rate-limit headers are optional.
 */
function headersFor(status: number, idempotent: boolean): Record<string, unknown> {
  const counted = status !== 500 && status !== 503;
  const headers: Record<string, unknown> = {};
  for (const name of RATE_LIMIT_HEADERS) {
    headers[name] = counted ? ref(name) : { ...HEADER_COMPONENTS[name], required: false };
  }
  if (status === 429 || status === 503) headers["Retry-After"] = ref("Retry-After");
  if (status === 429) headers["X-RateLimit-Scope"] = ref("X-RateLimit-Scope");
  if (idempotent && status >= 200 && status < 300) {
    headers["Idempotent-Replayed"] = ref("Idempotent-Replayed");
  }
  return headers;
}

function errorResponse(status: number): ResponseObject {
  const ref = status === 422 ? "ValidationError" : "Error";
  return {
    description: ERROR_DESCRIPTIONS[status] ?? "Error.",
    content: { "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } },
  };
}

/** The header's entry, added to every write: the HTTP layer honours it on each (idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER: ParameterObject = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: false,
  description:
    "Makes a retry safe: the first successful response to a key is kept for 24 hours and replayed (with Idempotent-Replayed: true) for the same request, which does not run again. The same key with a different request is a 422; while the first request is still running, a 409. 1 to 255 printable ASCII characters; keys are per workspace.",
  schema: {
    type: "string",
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: "^[!-~][ -~]*$",
  },
  example: "import-2026-11-22-7f3c",
};

function completeOperation(method: string, op: OperationObject) {
  const scope = READ_METHODS.has(method) ? "read" : "write";
  // Every write takes an Idempotency-Key (see idempotency.ts), so the document says so on each.
  const idempotent = scope === "write";
  if (idempotent) op.parameters = [...(op.parameters ?? []), { ...IDEMPOTENCY_KEY_PARAMETER }];
  // For API-key schemes OpenAPI 3.1 lets the list name the roles needed: here the key's scope.
  op.security = [{ ApiKey: [scope] }, { BearerKey: [scope] }];

  const params = (op.parameters ?? []).filter((p) => "in" in p);
  const statuses = new Set(ALWAYS);
  if (op.requestBody) for (const s of WITH_BODY) statuses.add(s);
  // The body limit applies to any request that can carry a body, documented or not.
  if (!READ_METHODS.has(method)) statuses.add(413);
  if (params.length > 0) statuses.add(422);
  if (params.some((p) => p.in === "path")) {
    statuses.add(404);
    // An id of "." or ".." names another path (clients resolve dot segments), which may lack
    // this method.
    statuses.add(405);
  }
  if (idempotent) statuses.add(409);

  const responses = (op.responses ?? {}) as Record<string, ResponseObject>;
  for (const status of statuses) responses[status] ??= errorResponse(status);
  for (const [status, response] of Object.entries(responses)) {
    response.headers = {
      ...(headersFor(Number(status), idempotent) as ResponseObject["headers"]),
      ...response.headers,
    };
  }
  op.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
  );
}

/** Adds the shared security, statuses and headers to every operation of `doc`, in place. */
function completePublicDocument(doc: OpenAPIObject): OpenAPIObject {
  doc.components ??= {};
  doc.components.securitySchemes = {
    ...doc.components.securitySchemes,
    ApiKey: {
      type: "apiKey",
      in: "header",
      name: "X-API-Key",
      description:
        "An API key (sk_live_… or sk_test_…). GET needs the read scope, every other method write.",
    },
    BearerKey: {
      type: "http",
      scheme: "bearer",
      description:
        "The same API key sent as `Authorization: Bearer <key>`; sent with X-API-Key, both must be the same key.",
    },
  };
  doc.components.headers = { ...doc.components.headers, ...HEADER_COMPONENTS };
  doc.components.schemas ??= {};
  // Referenced by the added error responses even where no route declared them.
  doc.components.schemas.Error ??= z.toJSONSchema(ErrorBody) as SchemaObject;
  doc.components.schemas.ValidationError ??= z.toJSONSchema(ValidationErrorBody) as SchemaObject;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) completeOperation(method, op);
    }
  }
  return doc;
}

/**
 * Serves the public document at `path` of `api`: generated from the routes on first request
 * (after every route is registered), then completed and kept.
 */
export function servePublicDocument(
  api: OpenAPIHono<PublicEnv>,
  path: string,
  config: Pick<OpenAPIObject, "servers">,
) {
  let document: OpenAPIObject | undefined;
  api.get(path, (c) => {
    document ??= completePublicDocument(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Outreach Platform Public API",
          version: "1.0.0",
          description:
            'Every operation needs an API key in X-API-Key (or `Authorization: Bearer <key>`). Errors are `{"detail": sentence}`; a 422 is `{"detail": [{loc, msg, type}]}` whose `loc` names the field. Every response a request was counted for carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; 429 and 503 carry Retry-After. A method a path does not have is a 405 with Allow. The API key is the only credential taken: a header carrying an AI-provider key or model credential (Authorization included) is a 422 at that header, as the platform resolves the provider and model itself.',
        },
        ...config,
      }) as OpenAPIObject,
    );
    return c.json(document);
  });
}
