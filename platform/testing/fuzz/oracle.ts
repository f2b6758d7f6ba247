import type { ErrorObject, ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import {
  type HeaderSpec,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  resolve,
  typesOf,
} from "./document";
import { eventStreamProblems } from "./event-stream";

/**
 * Judges requests and responses by the served document alone, with Ajv: is a request valid by
 * the document, and does a response (status, headers, body) match what the document declares?
 */

const DOC_ID = "https://outreach.invalid/openapi.json";

export type SentRequest = {
  path: Record<string, string>;
  /** Decoded query pairs; undefined when the query string was sent raw. */
  query: [string, string][] | undefined;
  headers: Record<string, string>;
  contentType: string | undefined;
  body: string | undefined;
};

export type ReceivedResponse = { status: number; headers: Headers; text: string };

export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

/** Rewrites `#/components/schemas/X` to the schema registered with Ajv. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string"
        ? v.replace("#/components/schemas/", `${DOC_ID}#/$defs/`)
        : rewriteRefs(v),
    ]),
  );
}

const formatErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || "/"} ${e.message}`)
    .join("; ");

export class DocumentOracle {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<JsonSchema, ValidateFunction>();

  constructor(readonly doc: OpenApiDocument) {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; `example` is OpenAPI's own annotation.
    this.ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false });
    addFormats(this.ajv);
    this.ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs"]);
    this.ajv.addSchema({ $id: DOC_ID, $defs: rewriteRefs(doc.components.schemas) as object });
  }

  /** Compiles every schema the document uses, so a schema Ajv cannot read fails at once. */
  compileAll(operations: Operation[]) {
    for (const op of operations) {
      if (op.body) this.validator(op.body);
      for (const p of op.params) this.validator(p.schema);
      for (const response of Object.values(op.spec.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        if (schema) this.validator(schema);
        for (const header of Object.values(response.headers ?? {})) {
          const spec = resolve(this.doc, header);
          if (spec.schema) this.validator(spec.schema);
        }
      }
    }
  }

  private validator(schema: JsonSchema): ValidateFunction {
    let v = this.validators.get(schema);
    if (!v) {
      v = this.ajv.compile(rewriteRefs(schema) as object);
      this.validators.set(schema, v);
    }
    return v;
  }

  private check(schema: JsonSchema, value: unknown): string | undefined {
    const v = this.validator(schema);
    return v(value) ? undefined : formatErrors(v.errors);
  }

  /**
   * Why the request breaks the document, or undefined when the document allows it. A query
   * string sent raw is judged by no one (undefined result means "allowed" only when given).
   */
  requestProblem(op: Operation, sent: SentRequest): string | undefined {
    for (const p of op.params.filter((q) => q.in === "path")) {
      const value = sent.path[p.name];
      if (value === undefined) return `path ${p.name} missing`;
      const problem = this.check(p.schema, value);
      if (problem) return `path ${p.name}: ${problem}`;
    }
    if (sent.query) {
      for (const p of op.params.filter((q) => q.in === "query")) {
        const values = sent.query.filter(([k]) => k === p.name).map(([, v]) => v);
        if (values.length === 0) {
          if (p.required) return `query ${p.name} missing`;
          continue;
        }
        if (values.length > 1) return `query ${p.name} repeated`;
        const parsed = parseQueryValue(resolve(this.doc, p.schema), values[0]!);
        if (parsed === INVALID) return `query ${p.name}: not a ${typesOf(p.schema).join("|")}`;
        const problem = this.check(p.schema, parsed);
        if (problem) return `query ${p.name}: ${problem}`;
      }
    }
    for (const p of op.params.filter((q) => q.in === "header")) {
      const value = headerValue(sent.headers, p.name);
      if (value === undefined) {
        if (p.required) return `header ${p.name} missing`;
        continue;
      }
      const problem = this.check(p.schema, value);
      if (problem) return `header ${p.name}: ${problem}`;
    }
    if (op.body) {
      if (sent.body === undefined) {
        return op.spec.requestBody?.required ? "body missing" : undefined;
      }
      if (sent.contentType?.split(";")[0]?.trim().toLowerCase() !== "application/json") {
        return "body not sent as application/json";
      }
      let json: unknown;
      try {
        json = parseBody(sent.body);
      } catch {
        return "body not JSON";
      }
      const problem = this.check(op.body, json);
      if (problem) return `body: ${problem}`;
    }
    return undefined;
  }

  /** Every way the response differs from what the document declares for this operation. */
  responseProblems(op: Operation, res: ReceivedResponse): string[] {
    const declared = op.spec.responses[String(res.status)] ?? op.spec.responses.default;
    if (!declared) return [`status ${res.status} is not declared`];
    const problems: string[] = [];
    for (const [name, raw] of Object.entries(declared.headers ?? {})) {
      const spec = resolve<HeaderSpec>(this.doc, raw);
      const value = res.headers.get(name);
      if (value === null) {
        if (spec.required) problems.push(`header ${name} missing`);
        continue;
      }
      const problem = spec.schema ? this.check(spec.schema, value) : undefined;
      if (problem) problems.push(`header ${name}=${JSON.stringify(value)}: ${problem}`);
    }
    const schema = declared.content?.["application/json"]?.schema;
    if (!declared.content) {
      if (res.text !== "") problems.push(`a body where none is declared`);
      return problems;
    }
    const type = res.headers.get("content-type") ?? "";
    // A streamed answer the document declares: every event's data must be JSON.
    if (declared.content["text/event-stream"] && type.startsWith("text/event-stream")) {
      return [...problems, ...eventStreamProblems(res.text)];
    }
    if (!type.toLowerCase().startsWith("application/json")) {
      problems.push(`content-type ${JSON.stringify(type)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      problems.push(`body is not JSON: ${JSON.stringify(res.text.slice(0, 80))}`);
      return problems;
    }
    if (schema) {
      const problem = this.check(schema, body);
      if (problem) problems.push(`body: ${problem}`);
    }
    return problems;
  }
}

/** As fetch's `json()` reads a body: UTF-8, a leading byte order mark dropped. */
function parseBody(text: string): unknown {
  return JSON.parse(text.replace(/^\ufeff/, ""));
}

export const INVALID = Symbol("invalid");

/** A query value as the typed value it spells, or INVALID: integers are plain decimal digits. */
export function parseQueryValue(schema: JsonSchema, value: string): unknown {
  const types = typesOf(schema);
  if (types.includes("integer") && /^-?[0-9]+$/.test(value)) return Number(value);
  if (types.includes("number") && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value)) {
    return Number(value);
  }
  if (types.includes("boolean") && (value === "true" || value === "false")) {
    return value === "true";
  }
  if (types.includes("string") || types.length === 0) return value;
  return INVALID;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

/**
 * Does `loc` name something of this request: a member present in the body (or a documented
 * member left out), a query parameter sent or declared, a path parameter, a header sent?
 */
export function locNamesRequestField(
  doc: OpenApiDocument,
  op: Operation,
  sent: SentRequest,
  loc: (string | number)[],
): boolean {
  const [where, ...rest] = loc;
  if (where === "path") {
    return rest.length === 1 && op.params.some((p) => p.in === "path" && p.name === rest[0]);
  }
  if (where === "query") {
    const name = rest[0];
    if (rest.length !== 1 || typeof name !== "string") return false;
    return (
      (sent.query ?? []).some(([k]) => k === name) ||
      op.params.some((p) => p.in === "query" && p.name === name)
    );
  }
  if (where === "header") {
    const name = rest[0];
    return (
      rest.length === 1 && typeof name === "string" && headerValue(sent.headers, name) !== undefined
    );
  }
  if (where !== "body") return false;
  let json: unknown;
  try {
    json = sent.body === undefined ? undefined : parseBody(sent.body);
  } catch {
    return rest.length === 0;
  }
  let value: unknown = json;
  let schema: JsonSchema | undefined = op.body;
  for (let i = 0; i < rest.length; i++) {
    const step = rest[i]!;
    const s: JsonSchema | undefined = schema ? resolve(doc, schema) : undefined;
    if (Array.isArray(value) && typeof step === "number" && step < value.length) {
      value = value[step];
      schema = s?.items;
      continue;
    }
    if (value && typeof value === "object" && !Array.isArray(value) && typeof step === "string") {
      if (Object.hasOwn(value, step)) {
        value = (value as Record<string, unknown>)[step];
        schema = s?.properties?.[step];
        continue;
      }
      // A documented member the request left out may be named only as the last step.
      return i === rest.length - 1 && s?.properties?.[step] !== undefined;
    }
    return false;
  }
  return true;
}

/** Is `a` a prefix of `b` or `b` of `a`? */
export function related(a: (string | number)[], b: (string | number)[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
