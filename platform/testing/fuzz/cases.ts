import fc from "fast-check";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  resolve,
  typesOf,
} from "./document";
import { invalidCandidates, type StringHint, validValue } from "./values";

/**
 * One fuzz case of an operation, before the ids it needs are chosen: a request valid by the
 * document, the same with one thing broken, or a raw request (bad JSON, bad content type, odd
 * query string) that no schema describes.
 */

type Location = "body" | "query" | "path" | "header";

type Credentials = "admin" | "none" | "invalid" | "read-only";

const credentialsArb = fc.oneof(
  { weight: 30, arbitrary: fc.constant<Credentials>("admin") },
  { weight: 1, arbitrary: fc.constantFrom<Credentials>("none", "invalid", "read-only") },
);

/** A path id: one the workspace has (picked when the case runs) or a weird one. */
export type PathValue = { pool: number } | { literal: string };

export type FuzzCase = {
  kind: "valid" | "mutated" | "raw";
  /** Whose key the request carries: mostly the admin's, sometimes none, a wrong or a read-only one. */
  credentials: Credentials;
  path: Record<string, PathValue>;
  /** Query pairs as sent; a pair's value is already a string (repeats allowed). */
  query: [string, string][];
  /** A query string sent as is instead of `query`. */
  rawQuery?: string;
  headers: Record<string, string>;
  /** The JSON body, or a raw body with its content type. */
  body?: { json: unknown } | { raw: string; contentType?: string };
  /** What the mutation broke, for the "loc names the field" check. */
  target?: { in: Location; path: (string | number)[] };
};

/** Path ids that cannot name anything, in the encodings a client could send. */
const WEIRD_PATH_IDS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%FF",
  "%",
  "%25",
  "%zz",
  "%2E%2E",
  "a%2Fb",
  "%20",
  "null",
  "0",
  "-1",
  "1e39",
  "%F0%9F%98%80",
  "x".repeat(101),
  "x".repeat(5000),
  "ll_0000000000000000",
  "00000000-0000-0000-0000-000000000000",
];

const ODD_QUERY_STRINGS = ["&&", "=", "=1", "page", "%", "page=%", "%00=1", "a[b]=1", "a=1&a=2"];

const INTEGER_SPELLINGS = [
  "1e2",
  "0x10",
  "+5",
  "1.0",
  "-1",
  "",
  " 1",
  "1 ",
  "99999999999999999999",
];

const RAW_BODIES: { raw: string; contentType?: string }[] = [
  { raw: "" },
  { raw: "{" },
  { raw: "null" },
  { raw: "[]" },
  { raw: '"x"' },
  { raw: "1e39" },
  { raw: '{"a":1,}' },
  { raw: "\ufeff{}" },
  { raw: '{"\\u0000":1}' },
  { raw: '{"page":1,"page":2}' },
  { raw: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { raw: "{}", contentType: "text/plain" },
  { raw: "{}", contentType: "application/x-www-form-urlencoded" },
  { raw: "{}", contentType: "application/json; charset=utf-16" },
  { raw: "{}", contentType: "" },
  { raw: `{"x":"${"a".repeat(1024 * 1024 + 10)}"}` },
];

type BodyTarget = { path: (string | number)[]; schema: JsonSchema };

/** Every field of a body schema, to a small depth; array items are reached through index 0. */
function bodyTargets(doc: OpenApiDocument, raw: JsonSchema, at: (string | number)[] = []) {
  const schema = resolve(doc, raw);
  const out: BodyTarget[] = [{ path: at, schema }];
  if (at.length >= 4) return out;
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    out.push(...bodyTargets(doc, s, [...at, key]));
  }
  if (schema.items && typesOf(schema).includes("array")) {
    out.push(...bodyTargets(doc, schema.items, [...at, 0]));
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const arr = Array.isArray(root) ? [...root] : [];
    if (arr.length === 0) arr.push(null);
    arr[0] = setAt(arr[0], rest, value);
    return arr;
  }
  const obj = root && typeof root === "object" && !Array.isArray(root) ? { ...root } : {};
  // An own property, so that "__proto__" is a member of the JSON sent (assignment would set
  // the object's prototype and send nothing).
  Object.defineProperty(obj, head as string, {
    value: setAt(
      Object.hasOwn(obj, head as string)
        ? (obj as Record<string, unknown>)[head as string]
        : undefined,
      rest,
      value,
    ),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return obj;
}

function deleteAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || !root || typeof root !== "object") return root;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root;
  const obj = { ...(root as Record<string, unknown>) };
  if (rest.length === 0) delete obj[head as string];
  else obj[head as string] = deleteAt(obj[head as string], rest);
  return obj;
}

function serializeQuery(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The arbitrary of one operation's cases. */
export function casesOf(doc: OpenApiDocument, op: Operation, hint?: StringHint) {
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const headerParams = op.params.filter((p) => p.in === "header");

  // A valid case aims at the workspace's own objects; weird ids come from the mutations.
  const pathValue: fc.Arbitrary<PathValue> = fc.nat().map((pool) => ({ pool }));
  const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue])));

  const queryArb = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(validValue(doc, p.schema, p.name, hint), { nil: undefined, freq: 2 }),
      ),
    )
    .map((values) =>
      values.flatMap((v, i): [string, string][] =>
        v === undefined && !queryParams[i]!.required
          ? []
          : [[queryParams[i]!.name, serializeQuery(v ?? "")]],
      ),
    );

  const headerArb = fc
    .tuple(
      ...headerParams.map((p) =>
        fc.option(validValue(doc, p.schema, p.name, hint), { nil: undefined, freq: 2 }),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        values.flatMap((v, i) =>
          typeof v === "string" ? [[headerParams[i]!.name, headerSafe(v)]] : [],
        ),
      ),
    );

  const bodyArb = op.body
    ? validValue(doc, op.body, "", hint).map((json) => ({ json }))
    : fc.constant(undefined);

  const valid: fc.Arbitrary<FuzzCase> = fc
    .record({
      credentials: credentialsArb,
      path: pathArb,
      query: queryArb,
      headers: headerArb,
      body: bodyArb,
    })
    .map((c) => ({ kind: "valid" as const, ...c }));

  const mutations: fc.Arbitrary<(c: FuzzCase) => FuzzCase>[] = [];
  if (op.body) {
    const targets = bodyTargets(doc, op.body);
    mutations.push(
      fc
        .tuple(fc.constantFrom(...targets), fc.nat())
        .map(([target, n]) => (c: FuzzCase): FuzzCase => {
          const candidates = invalidCandidates(doc, target.schema);
          const value = candidates[n % candidates.length];
          const json = setAt(c.body && "json" in c.body ? c.body.json : {}, target.path, value);
          return { ...c, body: { json }, target: { in: "body", path: target.path } };
        }),
    );
    // An unknown member, and a required member left out.
    const objects = targets.filter((t) => typesOf(t.schema).includes("object"));
    if (objects.length > 0) {
      mutations.push(
        fc
          .tuple(fc.constantFrom(...objects), fc.constantFrom("colour", "__proto__", "\u0000", ""))
          .map(([target, key]) => (c: FuzzCase): FuzzCase => {
            const base = c.body && "json" in c.body ? c.body.json : {};
            const json = setAt(base, [...target.path, key], "x");
            return { ...c, body: { json }, target: { in: "body", path: [...target.path, key] } };
          }),
      );
    }
    const required = targets.flatMap((t) =>
      (t.schema.required ?? []).map((key) => [...t.path, key]),
    );
    if (required.length > 0) {
      mutations.push(
        fc.constantFrom(...required).map((path) => (c: FuzzCase): FuzzCase => {
          const base = c.body && "json" in c.body ? c.body.json : {};
          return { ...c, body: { json: deleteAt(base, path) }, target: { in: "body", path } };
        }),
      );
    }
  }
  for (const p of queryParams) {
    const isInteger = typesOf(resolve(doc, p.schema)).includes("integer");
    const spellings = [
      ...invalidCandidates(doc, p.schema)
        .filter((v) => typeof v === "string" || typeof v === "number")
        .map(String),
      ...(isInteger ? INTEGER_SPELLINGS : []),
    ];
    mutations.push(
      fc.tuple(fc.constantFrom(...spellings), fc.boolean()).map(([value, repeat]) => {
        return (c: FuzzCase): FuzzCase => {
          const query = c.query.filter(([k]) => k !== p.name);
          query.push([p.name, value]);
          // A repeated single-valued parameter, once with a valid value first.
          if (repeat) query.unshift([p.name, "1"]);
          return { ...c, query, target: { in: "query", path: [p.name] } };
        };
      }),
    );
  }
  mutations.push(
    fc.constantFrom("unknown_param", "PAGE", "page[]").map((name) => (c: FuzzCase) => ({
      ...c,
      query: [...c.query, [name, "1"] as [string, string]],
    })),
  );
  for (const p of pathParams) {
    mutations.push(
      fc.constantFrom(...WEIRD_PATH_IDS).map(
        (literal) =>
          (c: FuzzCase): FuzzCase => ({
            ...c,
            path: { ...c.path, [p.name]: { literal } },
            target: { in: "path", path: [p.name] },
          }),
      ),
    );
  }
  for (const p of headerParams) {
    mutations.push(
      fc.constantFrom("", " ", "a".repeat(256), "é", "a\tb", "x".repeat(10_000)).map(
        (value) =>
          (c: FuzzCase): FuzzCase => ({
            ...c,
            headers: { ...c.headers, [p.name]: value },
            target: { in: "header", path: [p.name] },
          }),
      ),
    );
  }

  const mutated: fc.Arbitrary<FuzzCase> = fc
    .tuple(valid, fc.oneof(...mutations))
    .map(([c, mutate]) => ({ ...mutate(c), kind: "mutated" as const }));

  const raw: fc.Arbitrary<FuzzCase> = fc
    .tuple(valid, fc.constantFrom(...RAW_BODIES), fc.constantFrom(...ODD_QUERY_STRINGS), fc.nat(2))
    .map(([c, body, rawQuery, which]): FuzzCase => {
      // fetch cannot send a body with GET; other methods without a documented body get one.
      if (which === 1 || op.method === "GET") return { ...c, kind: "raw", rawQuery };
      return { ...c, kind: "raw", body };
    });

  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: raw },
  );
}

/** Header values must be Latin-1 without NUL, CR or LF for fetch to send them at all. */
function headerSafe(value: string): string {
  return [...value].filter((ch) => /^[\x20-\x7e\x80-\xff\t]$/.test(ch)).join("");
}
