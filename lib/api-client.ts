import type { z } from "zod";
import { ErrorBody, ValidationErrorBody, type ValidationIssue } from "@/contract/errors";

/**
 * The browser's only way to the platform: the console's own routes (`/api/public/...`,
 * `/api/console/...`, `/api/session`). It never retries; the query client decides that, and
 * writes are never retried at all.
 */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  readonly status: number;
  /** The platform's sentence, or the field issues of a 422. */
  readonly detail: string | ValidationIssue[];
  /** Seconds from Retry-After on a 429 or 503, else null. */
  readonly retryAfterSeconds: number | null;
  /** The platform refused the console's own key; the member's session is fine. */
  readonly serverKeyRejected: boolean;
  readonly method: string;

  constructor(init: {
    status: number;
    detail: string | ValidationIssue[];
    retryAfterSeconds?: number | null;
    serverKeyRejected?: boolean;
    method?: string;
  }) {
    super(typeof init.detail === "string" ? init.detail : init.detail.map((i) => i.msg).join(" "));
    this.status = init.status;
    this.detail = init.detail;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.serverKeyRejected = init.serverKeyRejected ?? false;
    this.method = (init.method ?? "GET").toUpperCase();
  }

  get isWrite(): boolean {
    return this.method !== "GET" && this.method !== "HEAD";
  }

  get validationIssues(): ValidationIssue[] {
    return typeof this.detail === "string" ? [] : this.detail;
  }
}

/** Status 0 stands for "no answer at all": the console itself could not be reached. */
export const NETWORK_ERROR_STATUS = 0;

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

const ALLOWED_PREFIXES = [
  "/api/public/",
  "/api/console/",
  "/api/session",
  "/api/console-key",
  "/api/invitations/",
];

export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - now) / 1000)) : null;
}

export async function errorFromResponse(res: Response, method: string): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const validation = ValidationErrorBody.safeParse(body);
  const plain = ErrorBody.safeParse(body);
  const detail = validation.success
    ? validation.data.detail
    : plain.success
      ? plain.data.detail
      : `The request failed with HTTP ${res.status}.`;
  return new ApiRequestError({
    status: res.status,
    detail,
    retryAfterSeconds: parseRetryAfter(res.headers.get("retry-after")),
    serverKeyRejected: res.headers.get("x-console-error") === "server-key-rejected",
    method,
  });
}

/** Calls a console route and parses the success body with `schema`. */
export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions & { schema: z.ZodType<T> },
): Promise<T>;
/** Calls a console route whose success body is not needed (e.g. a 204). */
export async function apiFetch(path: string, options?: ApiFetchOptions): Promise<void>;
export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | undefined> {
  if (!ALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    throw new Error(`apiFetch only calls the console's own API routes, not ${path}.`);
  }
  const method = options.method ?? "GET";
  const headers = new Headers({ accept: "application/json" });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.idempotencyKey) headers.set("idempotency-key", options.idempotencyKey);

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiRequestError({
      status: NETWORK_ERROR_STATUS,
      detail:
        method === "GET"
          ? "The console could not be reached; check your connection."
          : "The console could not be reached; the request may or may not have run.",
      method,
    });
  }
  if (!res.ok) throw await errorFromResponse(res, method);
  if (!options.schema) return undefined;

  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: 502,
      detail: "The platform's answer did not have the shape the console expects.",
      method,
    });
  }
  return parsed.data;
}
