/**
 * The served OpenAPI document, read the way an outside tester reads it: operations with their
 * parameters, body schema and declared responses. Only what the fuzzer needs of OpenAPI 3.1.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
};

export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
};

export type HeaderSpec = { required?: boolean; schema?: JsonSchema; $ref?: string };

type ResponseSpec = {
  description: string;
  headers?: Record<string, HeaderSpec>;
  content?: Record<string, { schema: JsonSchema }>;
};

type OperationSpec = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseSpec>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, OperationSpec>>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers?: Record<string, HeaderSpec>;
    securitySchemes?: Record<string, unknown>;
  };
};

export type Operation = {
  id: string;
  method: string;
  /** Templated path relative to the server, e.g. /jobs/{job_id}. */
  path: string;
  params: Parameter[];
  body: JsonSchema | undefined;
  spec: OperationSpec;
};

const METHODS = ["get", "put", "post", "patch", "delete"];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const spec = item[method]!;
      return {
        id: spec.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        params: spec.parameters ?? [],
        body: spec.requestBody?.content["application/json"]?.schema,
        spec,
      };
    }),
  );
}

/** Follows a local `$ref` (only `#/components/...` ones occur). */
export function resolve<T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let current: T = value;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const parts = current.$ref.replace(/^#\//, "").split("/");
    let target: unknown = doc;
    for (const part of parts) target = (target as Record<string, unknown>)[part];
    if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target as T;
  }
  return current;
}

/** The schema's types, `type: [x, "null"]` included. */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}
